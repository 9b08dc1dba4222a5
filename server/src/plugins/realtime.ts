// The hub lives in src/realtime/; this keeps the plugin's old import path working.
export { default } from '../realtime/index.js';
export type { RealtimeEvent, RealtimeHub } from '../realtime/index.js';
