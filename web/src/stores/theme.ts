import { create } from 'zustand';
import { readKey, STORAGE_KEYS, writeKey } from '../lib/storage';

export const THEME_CHOICES = ['default', 'dark', 'red', 'custom'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

interface ThemeState {
  /** The person's local choice, as stored (spec 4: anything unknown later resolves to dark). */
  choice: string;
  setChoice: (choice: ThemeChoice) => void;
}

export const useThemeChoice = create<ThemeState>((set) => ({
  choice: readKey(globalThis.localStorage, STORAGE_KEYS.theme) ?? 'default',
  setChoice: (choice) => {
    writeKey(globalThis.localStorage, STORAGE_KEYS.theme, choice);
    set({ choice });
  },
}));
