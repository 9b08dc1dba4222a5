export { default, SERVICE_RESTART } from './plugin.js';
export type {
  Audience,
  MessageHandler,
  RealtimeEvent,
  RealtimeHub,
  SentEvent,
  SocketClient,
} from './types.js';
