import { type AdminDeps, inputFilePicker } from '@portal/admin';
import { api } from './api';
import { changeLanguage } from './i18n';
import { webPush } from './push/webPush';
import { sendRealtime, subscribeRealtime } from './queries/realtime';
import { returnToAdmin, signInAsDealer, signOut } from './session';
import { useSession } from './stores/session';
import { useThemeChoice } from './stores/theme';

/** What the shared staff/admin area (and the shell of the customer area) gets from the web app. */
export const webAdminDeps: AdminDeps = {
  platform: 'web',
  api,
  session: useSession,
  theme: useThemeChoice,
  subscribe: subscribeRealtime,
  sendRealtime,
  files: inputFilePicker(),
  signOut,
  changeLanguage,
  signInAsDealer,
  returnToAdmin,
  push: webPush,
};
