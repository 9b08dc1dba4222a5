import { createSessionStore } from '@portal/admin';

/** The signed-in user of this tab; the staff area reads it through its context, the rest of web directly. */
export const useSession = createSessionStore();

export const currentUser = () => useSession.getState().user;
