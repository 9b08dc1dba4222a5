/** A tiny element builder: attributes as strings, `true` for boolean attributes, children appended. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...kids: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === true) el.setAttribute(k, '');
    else if (typeof v === 'string') el.setAttribute(k, v);
  }
  el.append(...kids);
  return el;
}

let counter = 0;
/** Ids unique across every widget on the page, for label/for and aria-describedby. */
export const uid = () => `tw${++counter}`;
