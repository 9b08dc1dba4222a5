import { SHOP_ORDER_PERMISSIONS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminAreaRedirect,
  customerAreaRedirect,
  flagRedirect,
  guestPageRedirect,
  homeFor,
  permissionRedirect,
  resetPasswordRedirect,
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
