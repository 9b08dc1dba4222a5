import type { TFunction } from 'i18next';
import { credits } from '@portal/admin/shared';

/**
 * A package's label in the list. Its name usually says how many credits it holds already ("10 credits"); the
 * number is then not repeated after it. A name without its number ("Starter") is followed by the credits.
 */
export function packageLabel(name: string, hundredths: number, language: string, t: TFunction): string {
  const amount = credits(hundredths, language);
  const plain = String(hundredths / 100);
  const named = [amount, plain].some((n) =>
    new RegExp(`(^|[^\\p{Nd}.,])${escapeRegExp(n)}($|[^\\p{Nd}.,])`, 'u').test(name),
  );
  return named ? name : t('credits.buy.package', { name, amount, count: hundredths / 100 });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
