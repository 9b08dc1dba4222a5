import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser } from './support/accounts';
import { personPage } from './support/people';

test('staff tell two customers with the same name apart in the chat list and the ticket list', async ({
  browser,
  request,
}) => {
  const admin = (await apiSignIn(request, ADMIN.login, ADMIN.password)).access_token;
  const twins = [];
  for (const prefix of ['namesakea', 'namesakeb']) {
    const who = await createUser(request, prefix, { role_id: 2, status: 1, verified: true });
    const put = await request.put(`/api/user/${who.id}`, {
      headers: { 'x-access-token': admin },
      data: { firstname: 'José', lastname: 'Núñez' },
    });
    expect(put.status(), await put.text()).toBe(200);
    const token = (await apiSignIn(request, who.username, who.password)).access_token;
    const chat = await request.post('/api/chat_message', {
      headers: { 'x-access-token': token },
      data: { message: 'Hola, ¿está listo mi archivo?' },
    });
    expect(chat.status(), await chat.text()).toBe(200);
    const ticket = await request.post('/api/ticket', {
      headers: { 'x-access-token': token },
      multipart: { subject: 'Consulta sobre mi pedido', message: 'Una pregunta' },
    });
    expect(ticket.status(), await ticket.text()).toBe(200);
    twins.push({ ...who, ticket: ((await ticket.json()) as { ticket: { _id: number } }).ticket._id });
  }

  const staff = await personPage(browser, ADMIN.login, ADMIN.password);
  await staff.goto('/admin/chat_support');
  for (const who of twins) {
    const item = staff.getByTestId(`chat-user-${who.id}`);
    await expect(item).toContainText('José Núñez');
    await expect(item).toContainText(who.username);
  }
  // The open conversation says whose it is, too.
  await staff.getByTestId(`chat-user-${twins[1].id}`).click();
  await expect(staff.getByTestId('chat-window-name')).toContainText(twins[1].username);

  await staff.goto('/admin/all_tickets');
  for (const who of twins) {
    const row = staff.getByTestId(`ticket-link-${who.ticket}`).locator('xpath=ancestor::tr[1]');
    await expect(row).toContainText('José Núñez');
    await expect(row).toContainText(who.username);
  }
});
