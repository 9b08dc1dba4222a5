import { usePolicies } from '@portal/admin';
import { lazy, Suspense, useState } from 'react';
import { readKey, STORAGE_KEYS } from '../lib/storage';

type Banner = typeof import('./CookieBanner')['CookieBanner'];
let banner: Promise<{ default: Banner }> | undefined;
/** Set once the chunk is in: from then on the banner renders in the page's own commit, not a later one. */
let Loaded: Banner | undefined;
const loadBanner = () => {
  banner ??= import('./CookieBanner').then((m) => {
    Loaded = m.CookieBanner;
    return { default: m.CookieBanner };
  });
  return banner;
};
const CookieBanner = lazy(loadBanner);

/** Whether this browser has not yet dismissed the notice, i.e. will show it. */
export const noticePending = () => readKey(localStorage, STORAGE_KEYS.cookieNotice) !== '1';

/**
 * A first visit shows the notice over the page: its text and code are asked for at start-up with the page's
 * own, so it appears with the page rather than a moment later (it was the largest paint of the sign-in page).
 */
export function preloadCookieNotice(): Promise<unknown> | undefined {
  return noticePending() ? loadBanner() : undefined;
}

/** Spec 2: a banner with the cookie text of the policies call, until the person dismisses it. */
export function CookieNotice() {
  const [dismissed, setDismissed] = useState(() => !noticePending());
  const { data } = usePolicies();
  const text = data?.cookie_text?.trim();
  if (dismissed || !text) return null;
  if (Loaded) return <Loaded text={text} onDismiss={() => setDismissed(true)} />;
  return (
    <Suspense fallback={null}>
      <CookieBanner text={text} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
