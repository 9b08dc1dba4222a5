import type { RefreshTokenReply, User } from '@portal/contracts';
import type { TokenStore } from '@portal/api-client';
import type { KeyValueStore } from './store.js';

/** The part of Electron's safeStorage used here (injected so that tests run under Node). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export interface SessionStore extends TokenStore {
  getUser(): User | null;
  setUser(user: User | null): void;
}

const TOKENS_KEY = 'session.tokens';
const USER_KEY = 'session.user';

/**
 * Keeps the token pair encrypted by the operating system's key store. Where no encryption is available
 * (a Linux desktop without a keyring) the pair lives in memory only: signing in again after a restart is
 * better than a refresh token in plain text on disk.
 */
export function createSessionStore(store: KeyValueStore, safe: SafeStorageLike): SessionStore {
  let memory: RefreshTokenReply | null = null;
  const read = (): RefreshTokenReply | null => {
    if (memory) return memory;
    const raw = store.get(TOKENS_KEY);
    if (typeof raw !== 'string' || !safe.isEncryptionAvailable()) return null;
    try {
      memory = JSON.parse(safe.decryptString(Buffer.from(raw, 'base64'))) as RefreshTokenReply;
      return memory;
    } catch {
      // Encrypted on another machine or by another user account: the session cannot be used here.
      store.delete(TOKENS_KEY);
      return null;
    }
  };
  return {
    getAccessToken: () => read()?.access_token ?? null,
    getRefreshToken: () => read()?.refresh_token ?? null,
    setTokens(pair) {
      memory = { access_token: pair.access_token, refresh_token: pair.refresh_token };
      if (safe.isEncryptionAvailable()) {
        store.set(TOKENS_KEY, safe.encryptString(JSON.stringify(memory)).toString('base64'));
      }
    },
    clear() {
      memory = null;
      store.delete(TOKENS_KEY);
      store.delete(USER_KEY);
    },
    getUser: () => (store.get(USER_KEY) as User | undefined) ?? null,
    setUser: (user) => (user ? store.set(USER_KEY, user) : store.delete(USER_KEY)),
  };
}
