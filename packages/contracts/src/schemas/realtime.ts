import { type Static, Type } from '@sinclair/typebox';

/**
 * Live events: every event sent over `/api/ws` has a `type`, an increasing integer `id` and the time `at`;
 * after a reconnect `GET /api/events?since=<last id seen>` answers what was missed.
 */
export const RealtimeEventSchema = Type.Object(
  { id: Type.Integer(), type: Type.String(), at: Type.String({ format: 'date-time' }) },
  { additionalProperties: true },
);
export type SentRealtimeEvent = Static<typeof RealtimeEventSchema> & Record<string, unknown>;

export const RealtimeReplayQuery = Type.Object(
  {
    since: Type.Integer({ minimum: 0, default: 0, description: 'The id of the last event you received' }),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  },
  { additionalProperties: false },
);

export const RealtimeReplay = Type.Object({
  events: Type.Array(RealtimeEventSchema),
  last_id: Type.Integer({ description: 'Ask from here next time' }),
});
export type RealtimeReplay = { events: SentRealtimeEvent[]; last_id: number };
