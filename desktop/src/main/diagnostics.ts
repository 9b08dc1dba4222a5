import type { UploadItem } from '@portal/ui';
import type { AppState } from '../shared/bridge.js';

export interface DiagnosticsInput {
  state: AppState;
  online: boolean;
  uploads: UploadItem[];
  /** Operating system, versions of the app's runtime. */
  system: Record<string, string>;
  log: string[];
}

/**
 * What a person pastes into a support request: versions, settings, the connection, the queue and the end
 * of the log. Never a token or a password: the session is named by its user only.
 */
export function diagnosticsText(d: DiagnosticsInput): string {
  const s = d.state.settings;
  const byState = new Map<string, number>();
  for (const u of d.uploads) byState.set(u.state, (byState.get(u.state) ?? 0) + 1);
  const failing = d.uploads.filter((u) => u.error).slice(-10);
  return [
    `App: ${d.state.version} (${d.state.platform})`,
    ...Object.entries(d.system).map(([k, v]) => `${k}: ${v}`),
    `Server: ${s.serverUrl || '-'} (${d.online ? 'connected' : 'not connected'})`,
    `Signed in: ${d.state.user ? `${d.state.user.username} (role ${d.state.user.role_id})` : 'no'}`,
    `Session kept: ${d.state.sessionKept ? 'yes' : 'no'}`,
    `Work folder: ${s.workFolder || '-'}`,
    `Upload at once: ${s.autoUpload ? 'yes' : 'no'}; start at login: ${s.openAtLogin ? 'yes' : 'no'}`,
    `Language: ${s.language}; theme: ${s.theme}`,
    `Uploads: ${[...byState].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
    ...failing.map((u) => `  order ${u.orderId} ${u.fileName}: ${u.error}`),
    '',
    `Log (last ${d.log.length} lines):`,
    ...d.log,
  ].join('\n');
}
