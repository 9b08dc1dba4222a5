import type { User } from '@portal/contracts';
import { create } from 'zustand';

interface SessionState {
  /** The signed-in user as last read from the server; refreshed on every navigation. */
  user: User | null;
  setUser: (user: User | null) => void;
}

export const useSession = create<SessionState>((set) => ({
  user: null,
  setUser: (user) => set({ user }),
}));

export const currentUser = () => useSession.getState().user;
