import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';

/** Background jobs (e-mail, bulk messages, SMS, push, imports, exports, the purge) as admins see them. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

/**
 * The kinds of job the server defines (scheduled ones are `schedule.<name>`). The locale tests require a
 * name for each in every language; the jobs page shows an unknown kind as it is.
 */
export const JOB_KINDS = [
  'mail.send',
  'sms.send',
  'push.send',
  'messaging.deliver',
  'chat.unread_mail',
  'auth.forgot_code',
  'audit.prune',
  'schedule.purge_files',
  'schedule.jobs_cleanup',
  'schedule.idempotency_keys_cleanup',
  'schedule.shop_refunds_retry',
  'schedule.shop_release_unpaid',
  'schedule.realtime_prune',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** The dictionary key of a kind's name, under `ops.jobs.kinds` (keys hold no dots). */
export const jobKindKey = (kind: string) => kind.replaceAll('.', '_');

export const JobView = Type.Object({
  _id: Type.Integer(),
  /** What the job does, e.g. mail.send, schedule.purge_files. */
  kind: Type.String(),
  state: Type.Union(JOB_STATES.map((s) => Type.Literal(s))),
  payload: Type.Unknown(),
  /** Runs started so far; 1 on the first. */
  attempts: Type.Integer(),
  max_attempts: Type.Integer(),
  run_at: Nullable(Timestamp),
  /** What the job reported, e.g. { done: 40, total: 200 }. */
  progress: Nullable(Type.Record(Type.String(), Type.Unknown())),
  result: Type.Unknown(),
  last_error: Nullable(Type.String()),
  created_by: Nullable(Type.Integer()),
  created_at: Nullable(Timestamp),
  finished_at: Nullable(Timestamp),
});
export type JobView = Static<typeof JobView>;

export const JobListQuery = Type.Object(
  {
    state: Type.Optional(Type.Union(JOB_STATES.map((s) => Type.Literal(s)))),
    kind: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type JobListQuery = Static<typeof JobListQuery>;

export const JobList = Type.Object({
  jobs: Type.Array(JobView),
  count: Type.Integer(),
  /** Jobs per state over the whole queue, for the filter's badges. */
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type JobList = Static<typeof JobList>;

export const JobRetried = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  job: JobView,
});
export type JobRetried = Static<typeof JobRetried>;
