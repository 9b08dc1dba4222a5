import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loadStandIn } from './standin/load.js';
import type { startMain as StartMain } from './standin/main.js';

interface Fixtures {
  apiUrl: string;
  staff: { login: string; password: string };
  customerToken: string;
  fields: Record<string, string | number | (string | number)[]>;
}
const fixtures = (): Fixtures => JSON.parse(readFileSync(process.env.E2E_FIXTURES as string, 'utf8'));

const ORIGINAL_SIZE = 4096;
let preloadScript = '';
let startMain: typeof StartMain;

test.beforeAll(async () => {
  ({ preloadScript, startMain } = await loadStandIn());
});

/** A customer sends a new order straight to the API, as the web portal would. */
async function placeOrder(f: Fixtures): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(f.fields))
    for (const one of Array.isArray(v) ? v : [v]) form.append(k, String(one));
  form.append('original_file', new Blob([new Uint8Array(ORIGINAL_SIZE).fill(7)]), 'passat.bin');
  const res = await fetch(`${f.apiUrl}/api/order`, {
    method: 'POST',
    body: form,
    headers: { 'x-access-token': f.customerToken },
  });
  expect(res.status).toBe(200);
  return (await res.json()).order._id;
}

const tuned = () => Buffer.from(new Uint8Array(ORIGINAL_SIZE).map((_, i) => (i * 13) % 251));

async function openOrder(page: Page, id: number) {
  await page.getByTestId(`order-row-${id}`).click();
  await expect(page.getByTestId('order-details')).toContainText(`Order #${id}`);
}

/** A drop the way a person makes it: trusted events carrying a file from the disk. */
async function dropFromDisk(page: Page, file: string) {
  const box = await page.getByTestId('drop-zone').boundingBox();
  if (!box) throw new Error('no drop zone');
  const cdp = await page.context().newCDPSession(page);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const data = { items: [], files: [file], dragOperationsMask: 1 };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
    await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
  await cdp.detach();
}

test('the desktop preload in Chromium: the work folder, a dropped file and the settings reach main', async ({
  page,
  baseURL,
}) => {
  const f = fixtures();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-desktop-native-'));
  const work = path.join(dir, 'work');
  const otherWork = path.join(dir, 'other work');
  const downloads = path.join(dir, 'Downloads');
  for (const d of [work, otherWork, downloads]) mkdirSync(d, { recursive: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript({ content: preloadScript });
  await page.addInitScript((folder) => {
    window.__standInDropFolder = folder;
  }, downloads);
  const main = await startMain(page, {
    dir: path.join(dir, 'app'),
    serverUrl: f.apiUrl,
    workFolder: work,
    appOrigin: new URL(baseURL as string).origin,
  });
  try {
    const first = await placeOrder(f);
    await page.goto('/');
    // The desktop's sign-in: the server address comes from main's settings.
    await expect(page.getByLabel('Server address')).toHaveValue(f.apiUrl);
    await page.getByLabel('Username or e-mail').fill(f.staff.login);
    await page.getByLabel('Password').fill(f.staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // A notification's or a portal:// link's address, query and all (a chat link names its customer),
    // is where main's push takes the window.
    await expect(page.getByTestId(`order-row-${first}`)).toBeVisible();
    const go = (to: string) =>
      page.evaluate((p) => window.__standInPush('push:navigate', JSON.stringify(p)), to);
    await go(`/admin/manage_orders/order_details/${first}?from=link`);
    await expect(page).toHaveURL(new RegExp(`#/admin/manage_orders/order_details/${first}\\?from=link$`));
    await go('/admin/desktop/queue');
    await expect(page).toHaveURL(/#\/admin\/desktop\/queue$/);

    // At 1280 px the queue shows the vehicle and the customer whole.
    const cells = page.getByTestId(`order-row-${first}`).locator('[data-col]');
    await expect(cells).toHaveCount(2);
    for (const cell of await cells.all()) {
      const fits = await cell.evaluate((el) => el.scrollWidth <= el.clientWidth && el.textContent !== '');
      expect(fits).toBe(true);
    }
    await expect(page.getByTestId(`order-row-${first}`).locator('.ant-table-cell-ellipsis')).toHaveCount(0);

    // The queue's keys: J chooses the next order, K the one before, / goes to the search.
    const rows = page.locator('[data-testid^="order-row-"]');
    await expect(rows.nth(1)).toBeVisible();
    const ids = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.slice(10)));
    await page.keyboard.press('j');
    await expect(page.getByTestId('order-details')).toContainText(`Order #${ids[0]}`);
    await page.keyboard.press('j');
    await expect(page.getByTestId('order-details')).toContainText(`Order #${ids[1]}`);
    await page.keyboard.press('k');
    await expect(page.getByTestId('order-details')).toContainText(`Order #${ids[0]}`);
    await page.keyboard.press('/');
    await expect(page.getByPlaceholder('Search orders')).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // The work folder: main puts the original and the INI into the order's folder and opens it; the
    // tuning tool's save there is delivered.
    await openOrder(page, first);
    await page.getByRole('button', { name: 'Open in work folder' }).click();
    await expect.poll(() => main.opened.length).toBe(1);
    const folder = main.opened[0];
    expect(path.dirname(folder)).toBe(work);
    expect(path.basename(folder)).toMatch(new RegExp(`^${first} - `));
    expect(readdirSync(folder)).toEqual(expect.arrayContaining(['passat.bin', `${first}.ini`]));
    writeFileSync(path.join(folder, 'passat stage1.bin'), tuned());
    await expect(page.getByTestId(`upload-${first}`)).toHaveAttribute('data-state', 'delivered');
    await expect(page.getByTestId('order-details').locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'completed',
    );

    // A drop: a file a script made up is refused (its path was never reported by a real drop) ...
    const second = await placeOrder(f);
    await openOrder(page, second);
    const dropped = path.join(downloads, 'golf stage1.bin');
    writeFileSync(dropped, tuned());
    const madeUp = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(8)], 'golf stage1.bin'));
      return dt;
    });
    await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: madeUp });
    await expect(
      page.getByText('Only files you dropped or chose, or files in the work folder, can be uploaded.'),
    ).toBeVisible();
    await expect(page.getByTestId(`upload-${second}`)).toHaveCount(0);
    // ... and the same file dropped by a person is sent.
    await dropFromDisk(page, dropped);
    await expect(page.getByTestId(`upload-${second}`)).toHaveAttribute('data-state', 'delivered');

    // The settings: another work folder from the dialog, and files waiting for a click.
    await page.getByTestId('app-settings').click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await expect(drawer.getByRole('textbox').nth(1)).toHaveValue(work);
    main.chooseFolderNext(otherWork);
    await drawer.getByRole('button', { name: 'Choose' }).click();
    await expect(drawer.getByRole('textbox').nth(1)).toHaveValue(otherWork);
    await drawer.getByRole('switch').first().click();
    await expect
      .poll(() => main.core.settings.get())
      .toMatchObject({ workFolder: otherWork, autoUpload: false });
    await drawer.getByRole('button', { name: 'Open the folder' }).click();
    await expect.poll(() => main.opened.at(-1)).toBe(otherWork);
    // A tuning tool's own folder with its naming rule, watched at once.
    const ecm = path.join(dir, 'ECM out');
    mkdirSync(ecm);
    main.chooseFolderNext(ecm);
    await drawer.getByTestId('add-tool-folder').click();
    const tool = drawer.getByTestId('tool-folder-0');
    await expect(tool).toContainText(ecm);
    await tool.getByLabel('Tool').fill('ECM Titanium');
    await tool.getByLabel('File name rule').fill('ECM_{order}_*.bin');
    await tool.getByLabel('File name rule').blur();
    await expect
      .poll(() => main.core.settings.get().toolFolders)
      .toEqual([{ name: 'ECM Titanium', folder: ecm, rule: 'ECM_{order}_*.bin' }]);
    await drawer.getByTestId('open-at-login').click();
    await expect.poll(() => main.core.settings.get().openAtLogin).toBe(true);
    await drawer.getByTestId('copy-diagnostics').click();
    await expect(page.getByText('Diagnostics copied.')).toBeVisible();
    expect(main.copied).toHaveLength(1);
    expect(main.copied[0]).toContain(`Work folder: ${otherWork}`);
    expect(main.copied[0]).toContain(`Signed in: ${f.staff.login}`);
    expect(main.copied[0]).not.toContain(f.staff.password);
    await page.keyboard.press('Escape');

    const third = await placeOrder(f);
    await openOrder(page, third);
    await page.getByRole('button', { name: 'Open in work folder' }).click();
    await expect.poll(() => main.opened.length).toBe(3);
    expect(path.dirname(main.opened[2])).toBe(otherWork);
    writeFileSync(path.join(main.opened[2], 'passat stage1.bin'), tuned());
    const waiting = page.getByTestId(`upload-${third}`);
    await expect(waiting).toHaveAttribute('data-state', 'asking');
    await waiting.getByRole('button', { name: 'Upload' }).click();
    await expect(waiting).toHaveAttribute('data-state', 'delivered');

    // The tool's file, found by its rule, waits for a click too (upload at once is off).
    const fourth = await placeOrder(f);
    await main.core.watcherReady();
    writeFileSync(path.join(ecm, `ECM_${fourth}_stage1.bin`), tuned());
    const fromTool = page.getByTestId(`upload-${fourth}`);
    await expect(fromTool).toHaveAttribute('data-state', 'asking');
    await fromTool.getByRole('button', { name: 'Upload' }).click();
    await expect(fromTool).toHaveAttribute('data-state', 'delivered');
    expect(errors).toEqual([]);
  } finally {
    await main.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
