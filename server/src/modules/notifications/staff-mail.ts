import { DEFAULT_LOCALE } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/** The name the first admin (PORTAL_ADMIN_EMAIL) gets until they change it. */
export const SEEDED_ADMIN_NAME = { firstname: 'Site', lastname: 'Administrator' } as const;

/**
 * The language to write to each staff address in: that of the account it belongs to, the default for a bare
 * address (a shared inbox) that no account uses.
 */
export async function staffLanguages(
  app: FastifyInstance,
  emails: Iterable<string>,
): Promise<(to: string) => string> {
  const wanted = [...new Set([...emails].map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const rows: { email: string; language: string | null }[] = wanted.length
    ? await app.db('users').whereIn('email', wanted).select('email', 'language')
    : [];
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r.language || DEFAULT_LOCALE]));
  return (to) => byEmail.get(to.trim().toLowerCase()) ?? DEFAULT_LOCALE;
}

/**
 * Who wrote a message, as the other side reads it in a mail: the full name; for the admin created at
 * installation, whose name is still the placeholder, the site's name (a customer would read "Site wrote").
 */
export async function writerName(
  app: FastifyInstance,
  u: { firstname?: string | null; lastname?: string | null; username: string },
): Promise<string> {
  if (
    u.firstname?.trim() === SEEDED_ADMIN_NAME.firstname &&
    u.lastname?.trim() === SEEDED_ADMIN_NAME.lastname
  )
    return (await app.settings.all()).site_title;
  return displayName(u);
}

/**
 * How staff see a person: full name, else the user name (generated for the first admin, so never shown
 * while a name is set).
 */
export function displayName(u: {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
}): string {
  return [u.firstname?.trim(), u.lastname?.trim()].filter(Boolean).join(' ') || (u.username ?? '');
}
