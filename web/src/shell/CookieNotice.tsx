import { usePolicies } from '@portal/admin';
import { lazy, Suspense, useState } from 'react';
import { readKey, STORAGE_KEYS } from '../lib/storage';

const CookieBanner = lazy(() => import('./CookieBanner').then((m) => ({ default: m.CookieBanner })));

/** Spec 2: a banner with the cookie text of the policies call, until the person dismisses it. */
export function CookieNotice() {
  const [dismissed, setDismissed] = useState(() => readKey(localStorage, STORAGE_KEYS.cookieNotice) === '1');
  const { data } = usePolicies();
  const text = data?.cookie_text?.trim();
  if (dismissed || !text) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner text={text} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
