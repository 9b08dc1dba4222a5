import type { AdminDeps } from '../platform/types';

/**
 * Saves a language picked in the page to the signed-in account as well: the server writes notifications
 * and e-mails in the account's saved language. Runs beside the switch (the page does not wait for it) and
 * takes the language from the reply, so the profile is not loaded again.
 */
export async function saveAccountLanguage(
  deps: Pick<AdminDeps, 'api' | 'session'>,
  lng: string,
): Promise<void> {
  const user = deps.session.getState().user;
  // Staff signed in as a customer pick for their own screen; the customer's e-mails keep their language.
  if (!user || user.impersonated_by || user.language === lng) return;
  try {
    const { user: saved } = await deps.api.users.updateProfile({ language: lng });
    const now = deps.session.getState().user;
    if (now && now._id === saved._id) deps.session.getState().setUser({ ...now, language: saved.language });
  } catch {
    // Not saved (offline, session ended): the page keeps the language; the next pick tries again.
  }
}
