import { DEFAULT_LOCALE } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../i18n/messages/index.js';
import type { TSchema } from '@sinclair/typebox';
import { checkPart, jsonOrMultipart } from '../../lib/schema.js';
import { isShopStaff, shopStaffGuard } from './access.js';

/** What the shop catalogue's route files share: tag, answers, validators and guards. */
export const tags = ['Shop'];

export const formValidator = ({ schema, httpPart }: { schema: unknown; httpPart?: string }) => {
  if (httpPart === 'body') return jsonOrMultipart({ schema });
  return (data: unknown) => checkPart(schema as TSchema, data, httpPart);
};

export const ok = (message: string) => ({ status: 'success' as const, message });

/** Shop staff see drafts and unpublished entries; everyone else only what is published. */
export const audience = (req: { user?: { role_id: number; permissions?: unknown } | null }) =>
  isShopStaff(req.user) ? ('staff' as const) : ('public' as const);

/** The language texts are read in: the reader's, but staff read (and edit) the default language's. */
export const readerLanguage = (req: FastifyRequest) =>
  audience(req) === 'staff' ? DEFAULT_LOCALE : languageOf(req);

export function guards(app: FastifyInstance) {
  return {
    can: (p: Parameters<typeof app.requirePermission>[0]) => app.requirePermission(p),
    staff: shopStaffGuard(app),
  };
}
