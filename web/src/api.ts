import { createApiClient, storageTokenStore } from '@portal/api-client';

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
  onSignOut: () => {
    for (const l of listeners) l();
  },
});

export const hasStoredSession = (): boolean => !!(tokens.getAccessToken() || tokens.getRefreshToken());
