import { useRouterState } from '@tanstack/react-router';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/** Spec 2: an overlay during route changes. A short delay keeps instant navigations from flickering. */
export function LoadingOverlay() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), 150);
    return () => clearTimeout(timer);
  }, [pending]);
  return <Spin fullscreen spinning={shown} />;
}
