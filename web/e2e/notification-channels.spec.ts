import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, dismissCookies, signInUi } from './support/accounts';
import { auth } from './support/people';

// The settings' "Send a notification" offered browser notifications while push notifications were off, and
// the server refused the send only after the confirm; its intro promised SMS that was not offered.
test('the notification settings offer only the ways that can go out, and say why one is missing', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const setPush = async (on: boolean) => {
    const res = await request.post('/api/settings', {
      headers: auth(admin.access_token),
      data: { push_notification: on },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const channels = (await (
    await request.get('/api/message/channels', { headers: auth(admin.access_token) })
  ).json()) as { sms: boolean };
  await setPush(false);
  try {
    await dismissCookies(page);
    await signInUi(page, ADMIN.login, ADMIN.password);
    await page.goto('/admin/website_settings?tab=notifications');
    const card = page.getByTestId('send-notification');
    const ways = card.getByTestId('bulk-channel');
    await expect(ways.getByRole('radio', { name: 'In the portal' })).toBeEnabled();
    await expect(ways.getByRole('radio', { name: 'Browser notification' })).toHaveCount(0);
    await expect(card.getByTestId('send-push-unavailable')).toHaveText(
      'Browser notifications are not offered: "Push notifications" is switched off under General.',
    );
    await expect(page.getByTestId('notify-push-why')).toHaveText(
      'Cannot work yet: "Push notifications" is switched off (General tab).',
    );
    const intro = card.getByTestId('send-notification-intro');
    if (channels.sms) {
      await expect(intro).toHaveText(
        'To all customers, all agents or chosen customers: in the portal, by e-mail or by SMS.',
      );
    } else {
      await expect(intro).toHaveText(
        'To all customers, all agents or chosen customers: in the portal or by e-mail.',
      );
      await expect(ways.getByRole('radio', { name: 'SMS' })).toHaveCount(0);
      await expect(card.getByTestId('send-sms-unavailable')).toBeVisible();
    }

    // Switched on under General, browser notifications are offered and the notes are gone.
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByTestId('flag-push_notification').click();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(ways.getByRole('radio', { name: 'Browser notification' })).toBeEnabled();
    await expect(card.getByTestId('send-push-unavailable')).toHaveCount(0);
    await expect(page.getByTestId('notify-push-why')).toHaveCount(0);
    await expect(intro).toContainText('to every browser they allowed notifications in');
  } finally {
    await setPush(false);
  }
});
