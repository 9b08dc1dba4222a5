/**
 * The run-time shape of every IPC call's arguments. The main process checks each call against these
 * before doing anything, since a renderer that was taken over can send whatever it likes.
 */
import { LOCALES } from '@portal/contracts';
import { type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { InvokeChannel } from './bridge.js';
import { MAX_TOOL_FOLDERS, THEME_CHOICES } from './settings.js';

const Id = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
const Text = (maxLength: number) => Type.String({ maxLength });
const Path = Type.String({ minLength: 1, maxLength: 4096 });
const Strict = { additionalProperties: false } as const;

const SettingsPatch = Type.Object(
  {
    serverUrl: Type.String({ maxLength: 2048 }),
    workFolder: Type.String({ maxLength: 4096 }),
    autoUpload: Type.Boolean(),
    notifications: Type.Partial(
      Type.Object({
        newOrders: Type.Boolean(),
        messages: Type.Boolean(),
        tickets: Type.Boolean(),
        sound: Type.Boolean(),
      }),
      Strict,
    ),
    language: Type.Union(LOCALES.map((l) => Type.Literal(l))),
    theme: Type.Union(THEME_CHOICES.map((t) => Type.Literal(t))),
    openAtLogin: Type.Boolean(),
    toolFolders: Type.Array(
      Type.Object({ name: Text(60), folder: Type.String({ maxLength: 4096 }), rule: Text(200) }, Strict),
      { maxItems: MAX_TOOL_FOLDERS },
    ),
  },
  Strict,
);

const args = (...items: TSchema[]) => Type.Tuple(items);

/** Each channel's arguments as a tuple. `api:request` is checked further by `validateApiRequest`. */
export const IPC_ARGS: Record<InvokeChannel, TSchema> = {
  'app:get-state': args(),
  'session:sign-in': args(
    Type.Object(
      { serverUrl: Type.String({ minLength: 1, maxLength: 2048 }), login: Text(255), password: Text(1024) },
      Strict,
    ),
  ),
  'session:sign-out': args(),
  'settings:update': args(Type.Partial(SettingsPatch, Strict)),
  'settings:choose-work-folder': args(),
  'settings:choose-folder': args(),
  'work-folder:open': args(),
  'orders:list-pending': args(
    Type.Object(
      {
        keyword: Type.Optional(Text(200)),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
      },
      Strict,
    ),
  ),
  'orders:get': args(Id),
  'orders:counts': args(),
  'orders:change-status': args(Id, Text(40)),
  'orders:open-files': args(Id),
  'messages:list': args(Id),
  'messages:send': args(Id, Type.String({ minLength: 1, maxLength: 10_000 })),
  'uploads:add-path': args(Id, Path),
  'uploads:allow-paths': args(Type.Array(Path, { maxItems: 100 })),
  'uploads:list': args(),
  'uploads:retry': args(Text(200)),
  'uploads:answer': args(Text(200), Type.Boolean()),
  'api:request': args(Type.Object({}, { additionalProperties: true })),
  'diagnostics:copy': args(),
  'realtime:send': args(
    Type.Object(
      {
        type: Type.Union([Type.Literal('chat.typing'), Type.Literal('chat.read')]),
        user_id: Type.Optional(Id),
        typing: Type.Optional(Type.Boolean()),
      },
      Strict,
    ),
  ),
  'files:pick': args(
    Type.Union([
      Type.Object({ accept: Type.Optional(Text(500)), multiple: Type.Optional(Type.Boolean()) }, Strict),
      Type.Undefined(),
    ]),
  ),
};

/** Whether `argv` are what `channel` takes (missing optional trailing arguments count as undefined). */
export function validIpcArgs(channel: InvokeChannel, argv: unknown[]): boolean {
  const schema = IPC_ARGS[channel];
  return Value.Check(schema, argv);
}
