import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth } from './support/people';

type Person = { _id: number; username: string; firstname: string; lastname: string };
const fullName = (p: Person) => `${p.firstname} ${p.lastname}`.trim() || p.username;

test('staff reading Japanese see who owns a ticket assigned to the admin, in whole sentences', async ({
  browser,
  request,
}) => {
  const customer = await createUser(request, 'histcust', { role_id: 2, status: 1, verified: true });
  const staff = await createUser(request, 'histstaff', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { tickets: true },
  });
  const mine = await apiSignIn(request, customer.username, customer.password);
  const opened = await request.post('/api/ticket', {
    headers: auth(mine.access_token),
    multipart: { subject: 'Leon 1.4 TSI judder', message: 'Judder when pulling away' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const id = ((await opened.json()) as { ticket: { _id: number } }).ticket._id;

  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const assigned = await request.put(`/api/ticket/${id}`, {
    headers: auth(admin.access_token),
    data: { assigned_to: admin.user._id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const adminName = fullName(
    ((await assigned.json()) as { ticket: { assigned_to: Person } }).ticket.assigned_to,
  );
  const customerName = `${customer.firstname} ${customer.lastname}`;

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie_notice_dismissed', '1');
    window.localStorage.setItem('lng', 'ja');
  });
  await page.goto('/login');
  await page.locator('#login').fill(staff.username);
  await page.locator('#password').fill(staff.password);
  await page.getByTestId('sign-in').click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/admin/ticket_details/${id}`);

  // Staff are offered only themselves, yet the box names the admin who owns the ticket (not the id "1").
  await expect(page.getByTestId('ticket-assignee-select')).toContainText(adminName);
  const lines = page.getByTestId('ticket-history-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`${customerName} がチケットを作成しました`);
  await expect(lines.nth(1)).toContainText(`${adminName} がチケットを ${adminName} に割り当てました`);
  await expect(lines.nth(1)).not.toContainText(`#${admin.user._id}`);
  await context.close();
});
