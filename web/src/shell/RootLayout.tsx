import { DocumentTitle, LoadingOverlay } from '@portal/admin';
import { Outlet } from '@tanstack/react-router';
import { CookieNotice } from './CookieNotice';

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
