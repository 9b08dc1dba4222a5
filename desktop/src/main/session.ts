import type { RefreshTokenReply, User } from '@portal/contracts';
import type { TokenStore } from '@portal/api-client';
import type { KeyValueStore } from './store.js';

/** The part of Electron's safeStorage used here (injected so that tests run under Node). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which key store encrypts ('gnome_libsecret', 'kwallet5', ... or 'basic_text'). */
  getSelectedStorageBackend?(): string;
}

/**
 * Whether the operating system really protects what safeStorage encrypts. On Linux without a keyring
 * Electron falls back to 'basic_text', a fixed key in its own code: "encrypted" there is as good as plain
 * text, so a session is not kept on disk.
 */
export function keyStoreProtects(
  safe: SafeStorageLike,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (!safe.isEncryptionAvailable()) return false;
  if (platform !== 'linux') return true;
  // Without the question (an Electron that cannot tell) the availability answer is all there is.
  if (!safe.getSelectedStorageBackend) return true;
  const backend = safe.getSelectedStorageBackend();
  return backend !== 'basic_text' && backend !== 'unknown';
}

export interface SessionStore extends TokenStore {
  getUser(): User | null;
  setUser(user: User | null): void;
  /** The session survives a restart (kept encrypted by a real key store). */
  remembers(): boolean;
}

const TOKENS_KEY = 'session.tokens';
const USER_KEY = 'session.user';

/**
 * Keeps the token pair encrypted by the operating system's key store. Where no encryption is available
 * (a Linux desktop without a keyring) the pair lives in memory only: signing in again after a restart is
 * better than a refresh token in plain text on disk.
 */
export function createSessionStore(
  store: KeyValueStore,
  safe: SafeStorageLike,
  platform: NodeJS.Platform = process.platform,
): SessionStore {
  let memory: RefreshTokenReply | null = null;
  const protects = () => keyStoreProtects(safe, platform);
  // A pair written before the key store went away (or by a version that trusted basic_text) is dropped.
  // Without one, the user is kept in memory as well: a start finds nobody signed in, not a user without tokens.
  let memoryUser: User | null = null;
  if (!protects()) {
    store.delete(TOKENS_KEY);
    store.delete(USER_KEY);
  }
  const read = (): RefreshTokenReply | null => {
    if (memory) return memory;
    const raw = store.get(TOKENS_KEY);
    if (typeof raw !== 'string' || !protects()) return null;
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
      if (protects()) {
        store.set(TOKENS_KEY, safe.encryptString(JSON.stringify(memory)).toString('base64'));
      }
    },
    clear() {
      memory = null;
      memoryUser = null;
      store.delete(TOKENS_KEY);
      store.delete(USER_KEY);
    },
    remembers: protects,
    getUser: () => (protects() ? ((store.get(USER_KEY) as User | undefined) ?? null) : memoryUser),
    setUser(user) {
      memoryUser = user;
      if (user && protects()) store.set(USER_KEY, user);
      else store.delete(USER_KEY);
    },
  };
}
