import { expect, test } from '@playwright/test';
import { adminToken } from './catalogue-support';
import { ADMIN, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

type Item = { _id: number; title: string; description: string };

test.beforeEach(async ({ page }) => dismissCookies(page));

test('an admin keeps the selling points and social links of the web site', async ({ page, request }) => {
  const headers = auth(await adminToken(request));
  const stamp = Date.now().toString(36);
  const first = `Tested on the dyno ${stamp}`;
  const title = `Fast turnaround ${stamp}`;
  const german = `Schnelle Bearbeitung ${stamp}`;
  const earlier = await request.post('/api/why_choose_us', { headers, data: { title: first } });
  expect(earlier.status(), await earlier.text()).toBe(200);

  await signInUi(page, ADMIN.login, ADMIN.password);
  const menu = page.getByTestId('side-menu');
  await menu.getByText('Content', { exact: true }).click();
  await menu.getByText('Website content').click();
  await expect(page).toHaveURL(/\/admin\/website_content$/);

  // A new selling point goes to the end of the list.
  await page.getByTestId('add-why-choose-us').click();
  const modal = page.getByRole('dialog');
  await modal.locator('#why_choose_us_title').fill(title);
  await modal.locator('#why_choose_us_description').fill('Files back within the hour.');
  await modal.locator('#why_choose_us_icon').fill('rocket');
  await page.getByTestId('save-why-choose-us').click();
  const table = page.getByTestId('why-choose-us-table');
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Files back within the hour.');
  await expect(row).toContainText('rocket');
  const titles = async () =>
    ((await (await request.get('/api/why_choose_us', { headers })).json()).items as Item[]).map(
      (i) => i.title,
    );
  expect((await titles()).indexOf(title)).toBeGreaterThan((await titles()).indexOf(first));

  // Moved up, it comes before the entry added earlier, on the page and for the web site.
  await row.getByRole('button', { name: 'Move up' }).click();
  await expect(async () => {
    const order = await titles();
    expect(order.indexOf(title)).toBe(order.indexOf(first) - 1);
  }).toPass();
  const shown = table.locator('tbody tr');
  await expect(shown.filter({ hasText: title }).locator('xpath=following-sibling::tr[1]')).toContainText(
    first,
  );

  // Its German title, which a German reader of the web site gets.
  await row.getByRole('button', { name: 'Languages' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#tr-de-name').fill(german);
  await dialog.locator('#tr-de-description').fill('Dateien innerhalb einer Stunde zurück.');
  await dialog.getByTestId('save-translations').click();
  await expect(page.getByTestId('save-translations')).toHaveCount(0);
  await expect(row).toContainText(title);
  const de = await request.get('/api/why_choose_us', { headers: { 'accept-language': 'de' } });
  expect(de.status()).toBe(200);
  const item = ((await de.json()).items as Item[]).find((i) => i.title === german);
  expect(item?.description).toBe('Dateien innerhalb einer Stunde zurück.');

  // A social link: the address is checked as the server checks it before anything is sent.
  await page.getByRole('tab', { name: 'Social links' }).click();
  const network = `Mastodon ${stamp}`;
  await page.getByTestId('add-social').click();
  const form = page.getByRole('dialog');
  await form.locator('#social_name').fill(network);
  await form.locator('#social_url').fill('mastodon.social/@demo');
  await page.getByTestId('save-social').click();
  await expect(form.getByText('Enter the full address, starting with http:// or https://')).toBeVisible();
  await form.locator('#social_url').fill(`https://mastodon.social/@demo${stamp}`);
  await page.getByTestId('save-social').click();
  const link = page.getByTestId('socials-table').getByRole('row').filter({ hasText: network });
  await expect(link).toContainText(`https://mastodon.social/@demo${stamp}`);
  const socials = async () =>
    ((await (await request.get('/api/socials')).json()).items as { name: string; icon: string }[]).filter(
      (s) => s.name === network,
    );
  expect(await socials()).toEqual([expect.objectContaining({ icon: `mastodon${stamp}` })]);

  await link.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(link).toHaveCount(0);
  expect(await socials()).toEqual([]);
});

test('staff without the settings permission do not see the website content page', async ({
  page,
  request,
}) => {
  const staff = await createUser(request, 'contentless', {
    role_id: 3,
    status: 1,
    verified: true,
    permissions: { tnc: true },
  });
  await signInUi(page, staff.username, staff.password);
  const menu = page.getByTestId('side-menu');
  // Their one entry of the content group stands alone in the menu.
  await expect(menu.getByText('Terms and conditions', { exact: true })).toBeVisible();
  await expect(menu.getByText('Website content')).toHaveCount(0);
  await page.goto('/admin/website_content');
  await expect(page).toHaveURL(/\/admin$/);
});
