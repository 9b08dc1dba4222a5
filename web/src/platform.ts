import { type AdminDeps, inputFilePicker } from '@portal/admin';
import { notePickedLanguage } from './accountLanguage';
import { api } from './api';
import { changeLanguage } from './i18n';
import { returnToAdmin, signInAsDealer, signOut } from './session';
import { useSession } from './stores/session';
import { useThemeChoice } from './stores/theme';

// The live socket and web push are not needed for the first paint: their code comes when first used.
const realtime = () => import('./queries/realtime');
const push = () => import('./push/webPush');

let realtimeModule: Awaited<ReturnType<typeof realtime>> | undefined;

function subscribe(listener: Parameters<AdminDeps['subscribe']>[0]): () => void {
  // Once the module is in, at once: a listener that re-subscribes (its component re-rendered) must not
  // leave a gap in which the socket's events are passed on without it (import() settles a task later).
  if (realtimeModule) return realtimeModule.subscribeRealtime(listener);
  let stop: (() => void) | undefined;
  let ended = false;
  void realtime().then((m) => {
    realtimeModule = m;
    if (!ended) stop = m.subscribeRealtime(listener);
  });
  return () => {
    ended = true;
    stop?.();
  };
}

/** What the shared staff/admin area (and the shell of the customer area) gets from the web app. */
export const webAdminDeps: AdminDeps = {
  platform: 'web',
  api,
  session: useSession,
  theme: useThemeChoice,
  subscribe,
  sendRealtime: (message) => void realtime().then((m) => m.sendRealtime(message)),
  files: inputFilePicker(),
  signOut,
  changeLanguage: (lng) => {
    // A pick before signing in goes to the account that signs in next (accountLanguage.ts).
    if (!useSession.getState().user) notePickedLanguage(lng);
    return changeLanguage(lng);
  },
  signInAsDealer,
  returnToAdmin,
  push: {
    state: () => push().then((m) => m.pushState()),
    enable: () => push().then((m) => m.enablePush()),
    disable: () => push().then((m) => m.disablePush()),
  },
};
