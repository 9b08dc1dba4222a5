/** Items joined as the language writes a list ("a, b and c"; Arabic uses its own comma and "و"). */
export function joinList(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
