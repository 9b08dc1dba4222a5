import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';

// Not needed for the first paint: fetched when the first navigation starts, within the delay below.
const Spin = lazy(() => import('antd/es/spin'));

/** Spec 2: an overlay during route changes. A short delay keeps instant navigations from flickering. */
export function LoadingOverlay() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const [armed, setArmed] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    setArmed(true);
    const timer = setTimeout(() => setShown(true), 150);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!armed) return null;
  return (
    <Suspense fallback={null}>
      <Spin fullscreen spinning={shown} />
    </Suspense>
  );
}
