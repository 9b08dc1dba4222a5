import { type Static, Type } from '@sinclair/typebox';

/** The setup steps a new portal needs, in the order an operator best takes them. */
export const SETUP_STEPS = ['company', 'bank', 'smtp', 'service', 'terms', 'staff_emails'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * GET /settings/setup_status (admins): which setup steps are done. The bank step is listed only while bank
 * transfer is offered, as only then do customers need the account.
 */
export const SetupStatus = Type.Object({
  steps: Type.Array(
    Type.Object({
      key: Type.Union(SETUP_STEPS.map((s) => Type.Literal(s))),
      done: Type.Boolean(),
    }),
  ),
});
export type SetupStatus = Static<typeof SetupStatus>;
