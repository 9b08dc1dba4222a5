import { createSessionStore } from '@portal/admin';
import { USER_STATUS, type User } from '@portal/contracts';
import { STORAGE_KEYS, writeKey } from '../lib/storage';

/** The signed-in user of this tab; the staff area reads it through its context, the rest of web directly. */
export const useSession = createSessionStore();

export const currentUser = () => useSession.getState().user;

/** The server opens the live socket only for verified, approved accounts (a ticket is refused otherwise). */
export const mayGoLive = (user: User) => user.verified && user.status === USER_STATUS.ACTIVE;

// Remembered for the next start-up, which asks for a socket ticket before the user data is back.
useSession.subscribe(({ user }) =>
  writeKey(localStorage, STORAGE_KEYS.noLiveSocket, user && !mayGoLive(user) ? '1' : null),
);
