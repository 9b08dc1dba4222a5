import { SHOP_ORDER_PERMISSIONS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminAreaRedirect,
  afterSignIn,
  customerAreaRedirect,
  flagRedirect,
  guestPageRedirect,
  homeFor,
  loginSearch,
  permissionRedirect,
  resetPasswordRedirect,
  safeReturnPath,
  verifyPageRedirect,
} from './guards';

const u = (role_id: number, verified: boolean, status: number, permissions: unknown = {}) => ({
  role_id,
  verified,
  status,
  permissions,
});

describe('customer area', () => {
  it('sends admin roles to /admin, whatever their state', () => {
    expect(customerAreaRedirect(u(1, true, 1))).toBe('/admin');
    expect(customerAreaRedirect(u(3, false, 0))).toBe('/admin');
  });
  it('sends unverified customers to verify_email, unapproved to verify_account', () => {
    expect(customerAreaRedirect(u(2, false, 0))).toBe('/verify_email');
    expect(customerAreaRedirect(u(2, false, 1))).toBe('/verify_email');
    expect(customerAreaRedirect(u(2, true, 0))).toBe('/verify_account');
    expect(customerAreaRedirect(u(2, true, 2))).toBe('/verify_account');
  });
  it('lets verified, active customers in and sends the signed-out to login', () => {
    expect(customerAreaRedirect(u(2, true, 1))).toBeNull();
    expect(customerAreaRedirect(null)).toBe('/login');
  });
});

describe('admin area', () => {
  it('sends customers to / and lets admin and staff in', () => {
    expect(adminAreaRedirect(u(2, true, 1))).toBe('/');
    expect(adminAreaRedirect(u(1, true, 1))).toBeNull();
    expect(adminAreaRedirect(u(3, true, 1))).toBeNull();
    expect(adminAreaRedirect(null)).toBe('/login');
  });
  it('checks permissions of staff; admins hold all', () => {
    expect(permissionRedirect(u(3, true, 1, {}), 'settings')).toBe('/admin');
    expect(permissionRedirect(u(3, true, 1, { settings: true }), 'settings')).toBeNull();
    expect(permissionRedirect(u(1, true, 1), 'settings')).toBeNull();
  });
  it('lets any one of several permissions in (the shop orders: any order step)', () => {
    const shipper = u(3, true, 1, { shop_manager: { ship_order: true } });
    const editor = u(3, true, 1, { shop_manager: { product: { edit: true } } });
    expect(permissionRedirect(shipper, SHOP_ORDER_PERMISSIONS)).toBeNull();
    expect(permissionRedirect(editor, SHOP_ORDER_PERMISSIONS)).toBe('/admin');
    expect(permissionRedirect(u(2, true, 1), SHOP_ORDER_PERMISSIONS)).toBe('/admin');
  });
});

describe('public pages', () => {
  it('send a signed-in user by the same rules', () => {
    expect(guestPageRedirect(null)).toBeNull();
    expect(guestPageRedirect(u(1, true, 1))).toBe('/admin');
    expect(guestPageRedirect(u(2, true, 1))).toBe('/');
    expect(guestPageRedirect(u(2, false, 0))).toBe('/verify_email');
    expect(homeFor(u(2, true, 0))).toBe('/verify_account');
  });
  it('verify pages send a verified user onward', () => {
    expect(verifyPageRedirect(u(2, false, 0), '/verify_email')).toBeNull();
    expect(verifyPageRedirect(u(2, false, 0), '/verify_account')).toBe('/verify_email');
    expect(verifyPageRedirect(u(2, true, 0), '/verify_email')).toBe('/verify_account');
    expect(verifyPageRedirect(u(2, true, 0), '/verify_account')).toBeNull();
    expect(verifyPageRedirect(u(2, true, 1), '/verify_account')).toBe('/');
    expect(verifyPageRedirect(u(3, true, 0), '/verify_email')).toBe('/admin');
    expect(verifyPageRedirect(null, '/verify_email')).toBe('/login');
  });
  it('reset_password needs the stored token', () => {
    expect(resetPasswordRedirect(null)).toBe('/forgot_password');
    expect(resetPasswordRedirect('tok')).toBeNull();
  });
  it('flag-gated pages redirect while the flag is off', () => {
    expect(flagRedirect(false, '/')).toBe('/');
    expect(flagRedirect(true, '/')).toBeNull();
  });
});

describe('coming back after signing in', () => {
  const customer = u(2, true, 1);
  const staff = u(3, true, 1);

  it('keeps the address a signed-out visitor was opening, except home and the sign-in page', () => {
    expect(loginSearch('/profile_settings')).toEqual({ redirect: '/profile_settings' });
    expect(loginSearch('/admin/shop_manager/orders?status=paid')).toEqual({
      redirect: '/admin/shop_manager/orders?status=paid',
    });
    expect(loginSearch('/')).toEqual({});
    expect(loginSearch('/login?redirect=%2Fx')).toEqual({});
    expect(loginSearch(undefined)).toEqual({});
  });

  it('accepts only paths inside this app', () => {
    expect(safeReturnPath('/order_details/12')).toBe('/order_details/12');
    expect(safeReturnPath('/admin/x?status=paid#top')).toBe('/admin/x?status=paid#top');
    expect(safeReturnPath('/a/../admin')).toBe('/admin');
    for (const bad of [
      undefined,
      12,
      '',
      'profile_settings',
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0001/evil.example',
      '/\u007f/evil.example',
      '/..//evil.example',
      ' /profile_settings',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('goes back there when the person may open it, else home', () => {
    expect(afterSignIn(customer, '/profile_settings')).toBe('/profile_settings');
    expect(afterSignIn(customer, undefined)).toBe('/');
    expect(afterSignIn(customer, 'https://evil.example')).toBe('/');
    expect(afterSignIn(customer, '//evil.example')).toBe('/');
    expect(afterSignIn(customer, '/\\evil.example')).toBe('/');
    expect(afterSignIn(customer, '/admin/shop_manager/orders')).toBe('/');
    expect(afterSignIn(customer, '/ADMIN')).toBe('/');
    expect(afterSignIn(customer, '/administrators')).toBe('/administrators');
    expect(afterSignIn(staff, '/admin/shop_manager/orders?status=paid')).toBe(
      '/admin/shop_manager/orders?status=paid',
    );
    expect(afterSignIn(staff, 'https://evil.example/admin')).toBe('/admin');
  });

  it('keeps sending unverified and unapproved accounts to their check pages', () => {
    expect(afterSignIn(u(2, false, 0), '/profile_settings')).toBe('/verify_email');
    expect(afterSignIn(u(2, true, 0), '/profile_settings')).toBe('/verify_account');
    expect(afterSignIn(u(2, true, 2), '/profile_settings')).toBe('/verify_account');
  });
});
