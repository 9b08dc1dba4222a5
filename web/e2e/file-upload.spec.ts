import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { auth, downloadBytes, personPage } from './support/people';

async function setUploadFlag(request: APIRequestContext, on: boolean) {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const res = await request.post('/api/settings', {
    headers: auth(admin.access_token),
    data: { file_upload_public: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

interface UploadList {
  items: { _id: number; name: string }[];
  total: number;
}

test('a customer sends files to staff from the upload page; only staff and the sender see them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await setUploadFlag(request, false);
  try {
    const customer = await createUser(request, 'upcust', { status: 1, verified: true });
    const other = await createUser(request, 'upother', { status: 1, verified: true });
    const staff = await createUser(request, 'upstaff', {
      role_id: 3,
      status: 1,
      verified: true,
      permissions: { orders: true },
    });

    // While the site does not offer uploads the page sends the customer home and the menu has no entry.
    const page = await personPage(browser, customer.username, customer.password);
    await page.goto('/file_upload');
    await expect(page).toHaveURL(/:\d+\/$/);
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByText('Your orders')).toBeVisible();
    await expect(menu.getByText('File upload')).toHaveCount(0);

    await setUploadFlag(request, true);

    // Staff watch the list before anything arrives: the new files must appear without a reload.
    const staffPage = await personPage(browser, staff.username, staff.password);
    await staffPage.goto('/admin/file_uploads');
    await expect(staffPage.getByTestId('upload-table')).toBeVisible();
    await expect(staffPage.getByTestId('side-menu').getByText('Uploaded files')).toBeVisible();

    await page.goto('/');
    await menu.getByText('File upload').click();
    await expect(page).toHaveURL(/\/file_upload$/);
    await expect(page.getByTestId('upload-notice')).toContainText('keep your own copy');

    const stamp = Date.now().toString(36);
    const first = { name: `ecu-read-${stamp}.bin`, bytes: randomBytes(300 * 1024) };
    const second = { name: `dyno-${stamp}.log`, bytes: randomBytes(2048) };
    const note = `Car misfires at 3000 rpm ${stamp}`;
    await page.locator('input[type=file]').setInputFiles([
      { name: first.name, mimeType: 'application/octet-stream', buffer: first.bytes },
      { name: second.name, mimeType: 'text/plain', buffer: second.bytes },
    ]);
    await page.getByTestId('upload-note').fill(note);
    await page.getByTestId('upload-send').click();
    const mine = page.getByTestId('upload-table');
    await expect(mine.getByText(first.name)).toBeVisible({ timeout: 30_000 });
    await expect(mine.getByText(second.name)).toBeVisible();
    await expect(mine.getByText(note)).toHaveCount(2);

    const session = await apiSignIn(request, customer.username, customer.password);
    const listed = (await (
      await request.get('/api/file_uploads', { headers: auth(session.access_token) })
    ).json()) as UploadList;
    const firstId = listed.items.find((f) => f.name === first.name)?._id;
    expect(firstId).toBeDefined();

    // The staff list refreshed itself, with who sent the files and the note.
    const all = staffPage.getByTestId('upload-table');
    const row = staffPage.getByTestId(`upload-row-${firstId}`);
    await expect(all.getByText(second.name)).toBeVisible();
    await expect(row).toContainText(first.name);
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText(note);
    expect((await downloadBytes(staffPage, `upload-download-${firstId}`)).equals(first.bytes)).toBe(true);

    // The notification bell leads staff to the same list.
    await staffPage.goto('/admin');
    await staffPage.getByTestId('notification-bell').click();
    await staffPage.locator('.ant-popover').getByText(first.name).click();
    await expect(staffPage).toHaveURL(/\/admin\/file_uploads$/);
    await expect(staffPage.getByTestId(`upload-row-${firstId}`)).toBeVisible();

    // Another customer sees none of it, in the page or through the API.
    const otherPage = await personPage(browser, other.username, other.password);
    await otherPage.goto('/file_upload');
    await expect(otherPage.getByTestId('upload-table')).toContainText('No files yet');
    await expect(otherPage.getByText(first.name)).toHaveCount(0);
    const otherSession = await apiSignIn(request, other.username, other.password);
    const stolen = await request.get(`/api/file_upload/${firstId}/download`, {
      headers: auth(otherSession.access_token),
    });
    expect(stolen.status()).toBe(404);

    // The sender may delete a file after confirming; it leaves their list.
    const secondId = listed.items.find((f) => f.name === second.name)?._id;
    await page.bringToFront();
    await expect(page.getByTestId(`upload-delete-${secondId}`)).toBeVisible();
    await page.getByTestId(`upload-delete-${secondId}`).click();
    const confirm = page.locator('.ant-modal-confirm');
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes(`/api/file_upload/${secondId}`),
    );
    await confirm.getByRole('button', { name: 'Yes' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(confirm).toHaveCount(0);
    await expect(mine.getByText(second.name)).toHaveCount(0);
    await expect(mine.getByText(first.name)).toBeVisible();
    const gone = await request.get(`/api/file_upload/${secondId}/download`, {
      headers: auth(session.access_token),
    });
    expect(gone.status()).toBe(404);
  } finally {
    await setUploadFlag(request, false);
  }
});
