import type { FastifyInstance } from 'fastify';

/**
 * Where a reader of a notice reaches the site: its contact e-mail, else the site itself (there is no
 * separate contact page). On a line of its own in the mail, so no punctuation sticks to it.
 */
export async function siteContact(app: FastifyInstance): Promise<string> {
  const email = (await app.settings.all()).contact_email?.trim();
  return email || `${app.config.publicUrl.replace(/\/$/, '')}/`;
}
