import { create } from 'zustand';
import type { SessionStore, ThemeChoice, ThemeStore } from './types';

/** The session user store an app creates once and passes in `AdminDeps.session`. */
export function createSessionStore(): SessionStore {
  return create((set) => ({ user: null, setUser: (user) => set({ user }) }));
}

/** A theme choice store; `save` keeps the choice wherever the app keeps such things. */
export function createThemeStore(initial: string, save: (choice: ThemeChoice) => void): ThemeStore {
  return create((set) => ({
    choice: initial,
    setChoice: (choice) => {
      save(choice);
      set({ choice });
    },
  }));
}
