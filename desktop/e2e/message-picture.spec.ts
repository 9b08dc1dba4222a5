import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadStandIn } from './standin/load.js';
import type { startMain as StartMain } from './standin/main.js';

interface Fixtures {
  apiUrl: string;
  admin: { login: string; password: string };
}
const fixtures = (): Fixtures => JSON.parse(readFileSync(process.env.E2E_FIXTURES as string, 'utf8'));

// A real PNG of the app's, 512 x 512.
const PICTURE = path.resolve(import.meta.dirname, '../../resources/icons/icon.png');
const widthOf = (png: Buffer) => png.readUInt32BE(16);

let preloadScript = '';
let startMain: typeof StartMain;
test.beforeAll(async () => {
  ({ preloadScript, startMain } = await loadStandIn());
});

test('a picture put in a staff message shows in the desktop app, fetched from the server through main', async ({
  page,
  baseURL,
}) => {
  const f = fixtures();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-picture-'));
  const work = path.join(dir, 'work');
  mkdirSync(work, { recursive: true });
  const appOrigin = new URL(baseURL as string).origin;
  // The real app's own origin (portal-app://app) has no server behind it: what the page asks there under
  // /api finds nothing, as in the app. Only main reaches the server.
  const direct: string[] = [];
  await page.route(`${appOrigin}/api/**`, (route) => {
    direct.push(route.request().url());
    return route.fulfill({ status: 404, body: '' });
  });
  await page.addInitScript({ content: preloadScript });
  const main = await startMain(page, {
    dir: path.join(dir, 'app'),
    serverUrl: f.apiUrl,
    workFolder: work,
    appOrigin,
  });
  try {
    await page.goto('/');
    await expect(page.getByLabel('Server address')).toHaveValue(f.apiUrl);
    await page.getByLabel('Username or e-mail').fill(f.admin.login);
    await page.getByLabel('Password').fill(f.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('side-menu')).toBeVisible();

    await page.goto('/#/admin/agent_manager/agent_bulk_email');
    main.chooseFilesNext([PICTURE]);
    await page.getByTestId('bulk-add-picture').click();
    const preview = page.getByTestId('bulk-picture').locator('img');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(widthOf(readFileSync(PICTURE)));
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    // The message carries the server's address of the picture, which serves the very file.
    const body = await page.getByTestId('bulk-message').inputValue();
    const src = /<img src="(\/api\/message_image\/[^"]+)">/.exec(body)?.[1];
    expect(src).toBeTruthy();
    const served = await fetch(`${f.apiUrl}${src}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(PICTURE))).toBe(true);
    expect(direct.filter((u) => u.includes('/api/message_image/'))).toEqual([]);
  } finally {
    await main.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
