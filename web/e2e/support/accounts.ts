import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const ADMIN = { login: 'admin@example.com', password: 'Admin-pass-1' };

let counter = 0;
/** A user name and e-mail nobody has used in this run. */
export function freshIdentity(prefix: string) {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return {
    username: id,
    email: `${id}@example.com`,
    password: 'Secret-pass-9',
    firstname: 'Test',
    lastname: prefix.charAt(0).toUpperCase() + prefix.slice(1),
  };
}

interface SessionReply {
  access_token: string;
  refresh_token: string;
  user: { _id: number; role_id: number; status: number; verified: boolean };
}

export async function apiSignIn(
  request: APIRequestContext,
  login: string,
  password: string,
): Promise<SessionReply> {
  const res = await request.post('/api/auth/signin', { data: { login, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SessionReply;
}

/** Creates an account through the API and lets an admin shape it (role, status, permissions). */
export async function createUser(
  request: APIRequestContext,
  prefix: string,
  changes: {
    role_id?: 1 | 2 | 3;
    status?: 0 | 1 | 2;
    verified?: boolean;
    permissions?: Record<string, unknown>;
  },
) {
  const who = freshIdentity(prefix);
  const signup = await request.post('/api/auth/signup', {
    data: {
      username: who.username,
      email: who.email,
      password: who.password,
      firstname: who.firstname,
      lastname: who.lastname,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  // Sign-up opens no session (it answers alike for a known address): the id comes from signing in.
  const { user } = await apiSignIn(request, who.username, who.password);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const put = await request.put(`/api/user/${user._id}`, {
    headers: { 'x-access-token': admin.access_token },
    data: changes,
  });
  expect(put.status(), await put.text()).toBe(200);
  return { ...who, id: user._id };
}

/** Opens the sign-up page and fills in its fields for `who` (the caller sends it, after any extra field). */
export async function fillSignUp(
  page: Page,
  who: Pick<ReturnType<typeof freshIdentity>, 'firstname' | 'lastname' | 'username' | 'email' | 'password'>,
) {
  await page.goto('/register');
  await page.locator('#firstname').fill(who.firstname);
  await page.locator('#lastname').fill(who.lastname);
  await page.locator('#username').fill(who.username);
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.locator('#confirm').fill(who.password);
}

/** Signs in through the login form and waits until the app has left the login page. */
export async function signInUi(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.locator('#login').fill(login);
  await page.locator('#password').fill(password);
  await page.getByTestId('sign-in').click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The cookie banner sits over the bottom of the page; tests dismiss it up front. */
export async function dismissCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookie_notice_dismissed', '1'));
}
