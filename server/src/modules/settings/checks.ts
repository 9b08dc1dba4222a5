import {
  EMAIL_OR_EMPTY_PATTERN,
  FONT_FAMILY_PATTERN,
  SENDER_PATTERN,
  type SiteSettings,
} from '@portal/contracts';
import type { Knex } from 'knex';
import { currencyProblem } from '../../lib/currencies.js';
import { badRequest, conflict, msg } from '../../lib/errors.js';

const EMAIL = new RegExp(EMAIL_OR_EMPTY_PATTERN);
const SENDER = new RegExp(SENDER_PATTERN);
const FONT_FAMILY = new RegExp(FONT_FAMILY_PATTERN, 'u');

/**
 * Clear words for the site settings whose schema check would only quote a pattern, or null when they are
 * fine. Checked before the schema, so the person reads which value is wrong and how it should look.
 */
export function settingsProblem(update: unknown): string | null {
  if (!update || typeof update !== 'object') return null;
  const fields = update as Record<string, unknown>;
  const { contact_email, smtp_from, font_family, currency, currency_prices } = fields;
  if (typeof contact_email === 'string' && !EMAIL.test(contact_email))
    return msg('The contact e-mail must be an e-mail address, such as info@example.com.');
  if (typeof smtp_from === 'string' && !SENDER.test(smtp_from))
    return msg(
      'The sender must be an e-mail address, such as no-reply@example.com or Portal <no-reply@example.com>.',
    );
  if (typeof font_family === 'string' && !FONT_FAMILY.test(font_family))
    return msg(
      'The font must be one or more font names separated by commas, such as "Open Sans", Arial, sans-serif. A name may contain letters, digits, spaces and hyphens, and may be put in quotes.',
    );
  const codes = [
    ...(typeof currency === 'string' ? [currency] : []),
    ...(currency_prices && typeof currency_prices === 'object' ? Object.keys(currency_prices) : []),
  ];
  for (const code of codes) {
    const problem = currencyProblem(code);
    if (problem) return problem;
  }
  return null;
}

/**
 * Money balances are stored without a currency of their own (they are in the site's): switching it would
 * relabel what customers paid in without converting. Refused while any account holds money or a balance
 * top-up is still due (it was priced, and may be paid, in the old currency). Credits are not money.
 */
export async function refuseCurrencyWithMoney(db: Knex | Knex.Transaction, from: string, to: string) {
  if (from === to) return;
  const [{ n: held }] = await db('agent_balances').whereNot('balance', 0).count<{ n: number }[]>({ n: '*' });
  const [{ n: due }] = await db('credit_invoices')
    .where({ kind: 'balance', status: 'due' })
    .count<{ n: number }[]>({ n: '*' });
  if (Number(held) || Number(due))
    throw conflict(
      `The currency can only be changed while no customer holds money in it (accounts with a balance: ${Number(held)}; unpaid balance top-up invoices: ${Number(due)}). Bring the balances to zero and settle or delete those invoices first.`,
    );
}

type SmtpAccount = Pick<SiteSettings, 'smtp_host' | 'smtp_port' | 'smtp_username' | 'smtp_secure'>;

/**
 * Whether two SMTP settings sign in to the same account the same way: same server, port, user name and
 * connection security (switching TLS off would let the password cross the network readable).
 */
export function sameSmtpAccount(a: SmtpAccount, b: SmtpAccount): boolean {
  return (
    a.smtp_host.trim().toLowerCase() === b.smtp_host.trim().toLowerCase() &&
    (a.smtp_port || 587) === (b.smtp_port || 587) &&
    a.smtp_username === b.smtp_username &&
    Boolean(a.smtp_secure) === Boolean(b.smtp_secure)
  );
}

/**
 * Refuses to send the saved password over a connection whose certificate goes unchecked when it was entered
 * for one that is checked: whoever sits between the portal and the server could then read it.
 */
export function refuseUncheckedCertificate(
  saved: Pick<SiteSettings, 'smtp_allow_self_signed'>,
  next: Pick<SiteSettings, 'smtp_allow_self_signed'>,
): void {
  if (next.smtp_allow_self_signed && !saved.smtp_allow_self_signed)
    throw badRequest(
      'Enter the SMTP password again to accept a self-signed certificate: the saved password was entered for a server whose certificate is checked.',
    );
}

/**
 * Refuses, the same way, to send the saved password without encryption when it was entered for a server it
 * only went to over TLS.
 */
export function refuseUnencrypted(
  saved: Pick<SiteSettings, 'smtp_allow_unencrypted'>,
  next: Pick<SiteSettings, 'smtp_allow_unencrypted'>,
): void {
  if (next.smtp_allow_unencrypted && !saved.smtp_allow_unencrypted)
    throw badRequest(
      'Enter the SMTP password again to allow sign-in without encryption: the saved password was entered to be sent encrypted only.',
    );
}

/**
 * The update to store as far as the SMTP password and the certificate check go. An empty password keeps the
 * stored one, but only for the server, port and user name it was entered for: otherwise anyone allowed to
 * change settings could point the portal at a server of their own and have the password sent there by a test
 * e-mail. Accepting a self-signed certificate and allowing sign-in without encryption are bound the same way:
 * each was decided for one server.
 */
export function withSmtpPassword(
  current: SiteSettings,
  update: Partial<SiteSettings>,
): Partial<SiteSettings> {
  const out = { ...update };
  if (out.smtp_password === '') delete out.smtp_password;
  const same = sameSmtpAccount(current, { ...current, ...out });
  if (!same && current.smtp_allow_self_signed && out.smtp_allow_self_signed === undefined)
    out.smtp_allow_self_signed = false;
  if (!same && current.smtp_allow_unencrypted && out.smtp_allow_unencrypted === undefined)
    out.smtp_allow_unencrypted = false;
  if (out.smtp_password !== undefined || !current.smtp_password) return out;
  const next = { ...current, ...out };
  if (same) {
    refuseUncheckedCertificate(current, next);
    refuseUnencrypted(current, next);
    return out;
  }
  // Without a user name the portal does not sign in, so the old password has no use left.
  if (!next.smtp_username) return { ...out, smtp_password: '' };
  throw badRequest(
    'Enter the SMTP password again: a saved password is only used with the server, port and user name it was entered for.',
  );
}
