import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiSignIn,
  createUser,
  dismissCookies,
  freshIdentity,
  signInUi,
  fillSignUp,
} from './support/accounts';
import { mailsTo, waitForCode } from './support/mailbox';

test('register, confirm the e-mail, wait for approval, get approved, sign in to the customer area', async ({
  page,
  browser,
}) => {
  await dismissCookies(page);
  const who = freshIdentity('dealer');
  const since = Date.now();

  await fillSignUp(page, who);
  await page.getByTestId('register').click();

  await expect(page).toHaveURL(/\/verify_email$/);
  const code = await waitForCode(who.email, since);
  await page.getByTestId('verification-code').fill(code);
  await page.getByTestId('verify').click();

  // Verified but not approved yet: the customer area stays closed.
  await expect(page).toHaveURL(/\/verify_account$/);
  await page.goto('/user_profile');
  await expect(page).toHaveURL(/\/verify_account$/);

  // An admin approves the new customer from the customers list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await dismissCookies(admin);
  await signInUi(admin, ADMIN.login, ADMIN.password);
  await admin.goto(`/admin/agent_manager/agents_list?keyword=${who.username}`);
  await admin.getByTestId(`actions-${who.username}`).click();
  await admin.getByRole('menuitem', { name: 'Approve' }).click();
  // The mail server works here, so the admin is told that the customer has been told.
  await expect(
    admin.getByText(
      `Account approved. ${who.firstname} ${who.lastname} can now sign in and has been told by e-mail.`,
    ),
  ).toBeVisible();
  await adminContext.close();

  // Signing in again now lands in the customer area.
  await page.getByTestId('sign-out').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInUi(page, who.username, who.password);
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/user_profile');
  await expect(page.getByTestId('profile-name')).toHaveText(`${who.firstname} ${who.lastname}`);
  await expect(page.getByTestId('side-menu')).toBeVisible();
});

test('signing up with an address that has an account looks the same, and only its owner is told', async ({
  page,
  request,
}) => {
  await dismissCookies(page);
  const owner = await createUser(request, 'owner', { status: 1, verified: true });
  const who = { ...freshIdentity('knock'), email: owner.email, password: 'Visitor-pass-7' };
  // The owner's own sign-up code and approval mail are out of the way first.
  await expect.poll(async () => (await mailsTo(owner.email)).length, { timeout: 15_000 }).toBe(2);
  const since = Date.now();

  await fillSignUp(page, who);
  await page.getByTestId('register').click();

  // The page of a new sign-up, naming the address; sending the code again answers as it would there.
  await expect(page).toHaveURL(/\/verify_email$/);
  await expect(page.getByText(`We have sent a code to ${owner.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send the code again' }).click();
  await expect(page.getByText('A new code is on its way to your e-mail address.')).toBeVisible();
  await page.getByTestId('verification-code').fill('123456');
  await page.getByTestId('verify').click();
  await expect(page.getByText('The code is not correct or has expired.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/verify_email$/);

  // The owner is told, with where to sign in or reset the password; no code reaches them.
  const notices = async () =>
    (await mailsTo(owner.email)).filter((m) => m.at >= since && m.subject.includes('Sign-up attempt'));
  await expect.poll(async () => (await notices()).length, { timeout: 15_000 }).toBe(1);
  const [notice] = await notices();
  expect(notice.subject).toContain('Sign-up attempt with your e-mail address on ');
  expect(notice.text).toContain('/login');
  expect(notice.text).toContain('/forgot_password');
  const sent = (await mailsTo(owner.email)).filter((m) => m.at >= since);
  expect(sent.filter((m) => /\b\d{6}\b/.test(m.text))).toEqual([]);

  // The account is as it was: its own password still signs in; the visitor's does not.
  await apiSignIn(request, owner.username, owner.password);
  const visitor = await request.post('/api/auth/signin', {
    data: { login: who.email, password: who.password },
  });
  expect(visitor.status()).toBe(401);
});
