import { describe, expect, it } from 'vitest';
import { createSessionStore, type SafeStorageLike } from './session.js';
import { createSettings, normalizeServerUrl } from './settings.js';
import { memoryStore } from './store.js';

const safe: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (s) => Buffer.from(s).reverse(),
  decryptString: (b) => Buffer.from(b).reverse().toString(),
};

describe('settings', () => {
  it('start from the defaults, keep changes and ignore nonsense read from disk', () => {
    const store = memoryStore({
      settings: { language: 'xx', theme: 42, autoUpload: 'yes', notifications: { sound: false } },
    });
    const s = createSettings(store, { workFolder: '/work' });
    expect(s.get()).toMatchObject({ language: 'en', theme: 'dark', autoUpload: true, workFolder: '/work' });
    expect(s.get().notifications).toEqual({ newOrders: true, messages: true, tickets: true, sound: false });
    s.update({ language: 'de', notifications: { tickets: false }, serverUrl: 'files.example.com/admin/' });
    const again = createSettings(store);
    expect(again.get()).toMatchObject({ language: 'de', serverUrl: 'https://files.example.com' });
    expect(again.get().notifications.tickets).toBe(false);
    expect(again.get().notifications.sound).toBe(false);
  });

  it('normalise the server address a person types', () => {
    expect(normalizeServerUrl(' http://127.0.0.1:3000/ ')).toBe('http://127.0.0.1:3000');
    expect(normalizeServerUrl('portal.example.com')).toBe('https://portal.example.com');
    expect(normalizeServerUrl('')).toBe('');
  });
});

describe('the session', () => {
  it('keeps the tokens encrypted on disk', () => {
    const store = memoryStore();
    const s = createSessionStore(store, safe);
    s.setTokens({ access_token: 'access-abc', refresh_token: 'refresh-xyz' });
    expect(JSON.stringify(store.get('session.tokens'))).not.toContain('refresh-xyz');
    const again = createSessionStore(store, safe);
    expect(again.getRefreshToken()).toBe('refresh-xyz');
    again.clear();
    expect(createSessionStore(store, safe).getAccessToken()).toBeNull();
  });

  it('keeps nothing on disk when the system offers no encryption', () => {
    const store = memoryStore();
    const s = createSessionStore(store, { ...safe, isEncryptionAvailable: () => false });
    s.setTokens({ access_token: 'a', refresh_token: 'r' });
    expect(s.getAccessToken()).toBe('a');
    expect(store.get('session.tokens')).toBeUndefined();
  });

  it('forgets tokens it cannot decrypt (copied from another machine)', () => {
    const store = memoryStore({ 'session.tokens': Buffer.from('garbage').toString('base64') });
    const s = createSessionStore(store, safe);
    expect(s.getAccessToken()).toBeNull();
    expect(store.get('session.tokens')).toBeUndefined();
  });

  it('keeps nothing on disk on Linux when the key store is only basic_text, and says so', () => {
    const store = memoryStore();
    const basic = { ...safe, getSelectedStorageBackend: () => 'basic_text' };
    const s = createSessionStore(store, basic, 'linux');
    s.setTokens({ access_token: 'a', refresh_token: 'r' });
    s.setUser({ _id: 1 } as never);
    expect(s.remembers()).toBe(false);
    expect(s.getAccessToken()).toBe('a');
    expect(s.getUser()).toMatchObject({ _id: 1 });
    expect(store.get('session.tokens')).toBeUndefined();
    expect(store.get('session.user')).toBeUndefined();
    // A real keyring keeps it; other systems have their own key store whatever Linux would answer.
    const keyring = { ...safe, getSelectedStorageBackend: () => 'gnome_libsecret' };
    expect(createSessionStore(memoryStore(), keyring, 'linux').remembers()).toBe(true);
    expect(createSessionStore(memoryStore(), basic, 'win32').remembers()).toBe(true);
  });

  it('drops a session written earlier once the key store turns out to be basic_text', () => {
    const store = memoryStore();
    createSessionStore(store, safe, 'linux').setTokens({ access_token: 'a', refresh_token: 'r' });
    expect(store.get('session.tokens')).toBeDefined();
    const s = createSessionStore(store, { ...safe, getSelectedStorageBackend: () => 'basic_text' }, 'linux');
    expect(s.getAccessToken()).toBeNull();
    expect(store.get('session.tokens')).toBeUndefined();
  });
});
