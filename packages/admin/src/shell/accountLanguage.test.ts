import type { User } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../platform/stores';
import type { AdminDeps } from '../platform/types';
import { saveAccountLanguage } from './accountLanguage';

const user = (over: Partial<User> = {}) => ({ _id: 7, language: 'en', ...over }) as User;

function deps(signedIn: User | null, reply?: () => Promise<{ user: User }>) {
  const session = createSessionStore();
  session.getState().setUser(signedIn);
  const updateProfile = vi.fn(
    reply ?? (async (f: { language?: string }) => ({ user: user({ language: f.language }) })),
  );
  const api = { users: { updateProfile } } as unknown as AdminDeps['api'];
  return { session, api, updateProfile };
}

describe('saveAccountLanguage', () => {
  it("saves the picked language to the signed-in account and keeps the session's user in step", async () => {
    const d = deps(user({ firstname: 'Ada' }));
    await saveAccountLanguage(d, 'de');
    expect(d.updateProfile).toHaveBeenCalledWith({ language: 'de' });
    expect(d.session.getState().user).toMatchObject({ _id: 7, language: 'de', firstname: 'Ada' });
  });

  it('asks nothing when nobody is signed in, the language is already saved, or staff act as the customer', async () => {
    for (const signedIn of [null, user({ language: 'de' }), user({ impersonated_by: 1 })]) {
      const d = deps(signedIn);
      await saveAccountLanguage(d, 'de');
      expect(d.updateProfile).not.toHaveBeenCalled();
    }
  });

  it('keeps the page working when saving fails', async () => {
    const d = deps(user(), () => Promise.reject(new Error('offline')));
    await expect(saveAccountLanguage(d, 'ja')).resolves.toBeUndefined();
    expect(d.session.getState().user?.language).toBe('en');
  });
});
