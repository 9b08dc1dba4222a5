import { createApiClient, storageTokenStore } from '@portal/api-client';
import { currentLanguage } from './i18n';

type SignOutListener = () => void;
const listeners = new Set<SignOutListener>();

/** Registered by the router module: where to go when the session ends on its own (failed refresh). */
export function onSessionEnded(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const tokens = storageTokenStore(window.localStorage);

export const api = createApiClient({
  baseUrl: '',
  tokens,
  // The server answers its messages (errors, confirmations) in the language picked in the page.
  language: () => currentLanguage(),
  onSignOut: () => {
    for (const l of listeners) l();
  },
});

export const hasStoredSession = (): boolean => !!(tokens.getAccessToken() || tokens.getRefreshToken());
