import { Outlet } from '@tanstack/react-router';
import { CookieNotice } from './CookieNotice';
import { DocumentTitle } from './DocumentTitle';
import { LoadingOverlay } from './LoadingOverlay';

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <LoadingOverlay />
      <Outlet />
      <CookieNotice />
    </>
  );
}
