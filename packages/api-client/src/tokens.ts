import type { RefreshTokenReply } from '@portal/contracts';

type MaybePromise<T> = T | Promise<T>;

/**
 * Where the session tokens live. The web app keeps them in localStorage; the desktop app injects a store
 * backed by its encrypted settings, which is why every method may be asynchronous.
 */
export interface TokenStore {
  getAccessToken(): MaybePromise<string | null>;
  getRefreshToken(): MaybePromise<string | null>;
  setTokens(tokens: RefreshTokenReply): MaybePromise<void>;
  clear(): MaybePromise<void>;
}

/** A store that answers at once (Web Storage, memory): handy for synchronous checks in a UI. */
export interface SyncTokenStore extends TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: RefreshTokenReply): void;
  clear(): void;
}

export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

/** The part of Web Storage used here, so that the package needs no DOM typings. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A TokenStore over any Web Storage (localStorage, sessionStorage). */
export function storageTokenStore(storage: KeyValueStorage, prefix = ''): SyncTokenStore {
  const access = prefix + ACCESS_TOKEN_KEY;
  const refresh = prefix + REFRESH_TOKEN_KEY;
  return {
    getAccessToken: () => storage.getItem(access),
    getRefreshToken: () => storage.getItem(refresh),
    setTokens: (t) => {
      storage.setItem(access, t.access_token);
      storage.setItem(refresh, t.refresh_token);
    },
    clear: () => {
      storage.removeItem(access);
      storage.removeItem(refresh);
    },
  };
}

/** Keeps tokens in memory only (tests, short-lived scripts). */
export function memoryTokenStore(initial?: Partial<RefreshTokenReply>): SyncTokenStore {
  let access = initial?.access_token ?? null;
  let refresh = initial?.refresh_token ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens: (t) => {
      access = t.access_token;
      refresh = t.refresh_token;
    },
    clear: () => {
      access = null;
      refresh = null;
    },
  };
}
