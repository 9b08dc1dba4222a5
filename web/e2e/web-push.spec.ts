import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';
import { customerOrder, onlineService } from './support/placed-order';
import { startPushService, pointPushAtStandIn } from './support/push-standin';

test('a customer turns on browser notifications; a staff message arrives as a push, is shown by the service worker and opens the message box; sign-out ends it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const setPush = async (on: boolean) =>
    expect(
      (
        await request.post('/api/settings', {
          headers: auth(admin.access_token),
          data: { push_notification: on },
        })
      ).status(),
    ).toBe(200);
  await setPush(true);
  const push = await startPushService();
  try {
    const customer = await createUser(request, 'pushcust', { status: 1, verified: true });
    const context = await browser.newContext();
    await context.grantPermissions(['notifications']);
    const endpoint = `${push.url}/browser-${customer.id}`;
    await pointPushAtStandIn(context, { endpoint, keys: push.keys });
    const page = await context.newPage();
    await dismissCookies(page);
    await signInUi(page, customer.username, customer.password);

    // Nothing is asked on arrival; the opt-in is a click in the profile settings.
    await page.goto('/profile_settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const settings = page.getByTestId('push-settings');
    await expect(settings.getByTestId('push-state')).toHaveText('Notifications are off in this browser.');
    await settings.getByTestId('push-toggle').click();
    await expect(settings.getByTestId('push-state')).toHaveText('Notifications are on in this browser.');
    const serverKey = (
      (await (await request.get('/api/push/vapid_public_key')).json()) as { public_key: string }
    ).public_key;
    const pageKey = await page.evaluate(() => JSON.parse(localStorage.getItem('__push_standin') ?? '{}').key);
    expect(Buffer.from(pageKey).toString('base64url')).toBe(serverKey);

    // A staff message: the header badge counts it live, and the push reaches the browser's push service,
    // encrypted for this subscription and signed with the server's key.
    await page.goto('/');
    const subject = `Workshop closed ${Date.now().toString(36)}`;
    const sent = await request.post('/api/message', {
      headers: auth(admin.access_token),
      data: { subject, message: 'Back on Tuesday.', user_ids: [customer.id] },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await expect(page.getByTestId('message-count')).toContainText('1');
    // The push goes out from the job queue, which may still be busy with earlier work on a loaded machine.
    await expect
      .poll(() => push.received.filter((p) => p.path.endsWith(`-${customer.id}`)).length, { timeout: 30_000 })
      .toBe(1);
    expect(push.failures).toEqual([]);
    const received = push.received.find((p) => p.path.endsWith(`-${customer.id}`));
    expect(received?.vapidKey).toBe(serverKey);
    const payload = JSON.parse(received?.payload ?? '{}');
    expect(payload).toMatchObject({ title: subject, body: 'Back on Tuesday.', url: '/messages' });

    // The push, as the browser hands it to the real service worker, is shown as a notification. Chrome
    // answers deliverPushMessage before the worker has run, and a getNotifications() that lands while the
    // worker is still showing the notification makes Chrome drop it as no longer on display (on a loaded
    // machine that happened). So the notifications are read only once Chrome reports the push event done.
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    const pushEvents: { name: string; status?: string }[] = [];
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }) =>
      pushEvents.push({ name: e.eventName, status: e.eventMetadata.find((m) => m.key === 'Status')?.value }),
    );
    await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
    await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
    await cdp.send('ServiceWorker.enable');
    const registrationId = () =>
      registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId;
    await expect.poll(registrationId).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrationId() ?? '',
      data: received?.payload ?? '',
    });
    // Chrome gives a push event up to 90 s; a busy machine may need more than the usual 10 s.
    await expect
      .poll(() => pushEvents.find((e) => e.name === 'Push event completed')?.status, { timeout: 60_000 })
      .toBe('Success');
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            icon: n.icon,
          })),
        ),
      )
      .toEqual([
        { title: subject, body: 'Back on Tuesday.', icon: expect.stringMatching(/\/push-icon\.png$/) },
      ]);

    // A click on it brings the open tab to the message box, where the message is read and the badge clears.
    const [worker] = context.serviceWorkers();
    // The worker's scope types are not in this project's DOM library, hence the narrow casts.
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(e: Event): boolean;
      };
      const Click = (self as unknown as { NotificationEvent: new (t: string, i: object) => Event })
        .NotificationEvent;
      const [n] = await scope.registration.getNotifications();
      scope.dispatchEvent(new Click('notificationclick', { notification: n }));
    });
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByTestId('message-box').getByText(subject)).toBeVisible();
    await expect(page.getByTestId('message-count')).not.toContainText('1');

    // Signing out ends this browser's subscription; the next person here sees notifications off.
    await page.getByTestId('sign-out').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('__push_standin_ended'))).toBe(endpoint);
    await signInUi(page, customer.username, customer.password);
    await page.goto('/profile_settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByTestId('push-state')).toHaveText('Notifications are off in this browser.');
    await context.close();
  } finally {
    await push.close();
    await setPush(false);
  }
});

test('browser notifications are offered beside a new ticket, not on arrival, and "Not now" is remembered', async ({
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const setPush = (on: boolean) =>
    request.post('/api/settings', { headers: auth(admin.access_token), data: { push_notification: on } });
  expect((await setPush(true)).status()).toBe(200);
  try {
    const customer = await createUser(request, 'pushoffer', { status: 1, verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await dismissCookies(page);
    await signInUi(page, customer.username, customer.password);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByTestId('push-prompt')).toHaveCount(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    await page.goto('/open_ticket');
    await page.getByTestId('ticket-subject').fill('Map does not load');
    await page.getByTestId('ticket-message').fill('The flasher stops at 40 %.');
    await page.getByTestId('ticket-submit').click();
    await expect(page).toHaveURL(/\/ticket_details\/\d+$/);
    const offer = page.getByTestId('push-prompt');
    await expect(offer).toContainText('Get a notification when we answer');
    await offer.getByTestId('push-prompt-dismiss').click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('ticket-status')).toBeVisible();
    await expect(page.getByTestId('push-prompt')).toHaveCount(0);
    await context.close();
  } finally {
    await setPush(false);
  }
});

test('staff who handle orders turn on browser notifications in their profile and get a push for a new order', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const settings = (data: object, url = '/api/settings') =>
    request.post(url, { headers: auth(admin.access_token), data });
  expect((await settings({ push_notification: true })).status()).toBe(200);
  expect((await settings({ push_on_new_order: true }, '/api/notification_settings')).status()).toBe(200);
  const push = await startPushService();
  try {
    const staff = await createUser(request, 'pushstaff', {
      role_id: 3,
      status: 1,
      verified: true,
      permissions: { orders: true },
    });
    const context = await browser.newContext();
    await context.grantPermissions(['notifications']);
    await pointPushAtStandIn(context, { endpoint: `${push.url}/staff-${staff.id}`, keys: push.keys });
    const page = await context.newPage();
    await dismissCookies(page);
    await signInUi(page, staff.username, staff.password);
    await page.goto('/admin/profile_settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const tab = page.getByTestId('push-settings');
    await expect(tab).toContainText('when a new order arrives');
    await tab.getByTestId('push-toggle').click();
    await expect(tab.getByTestId('push-state')).toHaveText('Notifications are on in this browser.');

    const serviceId = await onlineService(
      request,
      admin.access_token,
      `Push staff ${Date.now().toString(36)}`,
    );
    const { orderId } = await customerOrder(request, admin.access_token, serviceId, 'pushbuyer');
    await expect.poll(() => push.received.filter((p) => p.path === `/staff-${staff.id}`).length).toBe(1);
    const payload = JSON.parse(push.received.find((p) => p.path === `/staff-${staff.id}`)?.payload ?? '{}');
    expect(payload.title).toContain(`#${orderId}`);
    expect(payload.url).toBe(`/admin/manage_orders/order_details/${orderId}`);
    await context.close();
  } finally {
    await push.close();
    await settings({ push_on_new_order: false }, '/api/notification_settings');
    await settings({ push_notification: false });
  }
});
