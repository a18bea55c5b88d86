/**
 * Invitations told in the app (issue 36), on both databases: a registered person invited as a
 * business's cashier gets a `cashier_invited` notification in Spanish (besides the e-mail) whose
 * token opens the invitation and accepts it; an unregistered e-mail or a phone gets none (nobody to
 * tell yet). A registered person added as a raffle's seller gets `seller_added`.
 */
import { test, expect } from '../support/fixtures';
import { api, createRaffle, notificationsOf, signUp } from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { businessOwner } from '../support/business';
import { addSeller, inviteSeller } from '../support/sellers';

test('a registered person invited as a cashier is told in the app, with the link to accept', async ({
  server,
}) => {
  const owner = await businessOwner(server, 'Panadería Aviso');
  const ana = await signUp(server, 'AnaCajera', uniqueEmail('ana-cajera'));
  const before = (await notificationsOf(server, ana)).count;

  const res = await api(server, '/business/cashier-invitations', {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify({ email: ana.email.toUpperCase() }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const token = (res.body.invite_url as string).split('/').pop()!;

  const { data } = await notificationsOf(server, ana);
  const told = data.filter((n) => n.type === 'cashier_invited');
  expect(told).toHaveLength(1);
  expect(data.length).toBe(before + 1);
  expect(told[0]).toMatchObject({
    user_id: ana.userId,
    title: 'Te invitaron a ser cajero',
    message:
      'Panadería Aviso te invita a ser cajero de su negocio en Rifa. Abre la invitación para aceptarla o rechazarla (vence en 7 días).',
    priority: 'medium',
    is_read: false,
    data: {
      business_id: owner.userId,
      business_name: 'Panadería Aviso',
      invitation_token: token,
    },
  });
  // The notification's token is the link's: it opens the invitation, and she accepts it.
  const seen = await api(server, `/seller-invitations/${told[0]!.data.invitation_token}`);
  expect(seen.status).toBe(200);
  expect(seen.body).toMatchObject({ role: 'cashier', business_name: 'Panadería Aviso' });
  const accepted = await api(server, `/seller-invitations/${token}/accept`, {
    method: 'POST',
    token: ana.token,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body).toMatchObject({ role: 'cashier', business_id: owner.userId });

  // Nobody is told for an e-mail without an account, nor for a phone; the owner is not told either.
  for (const body of [{ email: uniqueEmail('sin-cuenta') }, { phone: '0414-5550101' }]) {
    const made = await api(server, '/business/cashier-invitations', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify(body),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  const ownerTold = (await notificationsOf(server, owner)).data.filter(
    (n) => n.type === 'cashier_invited',
  );
  expect(ownerTold).toEqual([]);
  expect(
    (await notificationsOf(server, ana)).data.filter((n) => n.type === 'cashier_invited'),
  ).toHaveLength(1);
});

test('a registered person added as a seller is told in the app; an invitation by link is not', async ({
  server,
}) => {
  const creator = await signUp(server, 'CarmenCreadora', uniqueEmail('carmen'));
  const luis = await signUp(server, 'LuisVendedor', uniqueEmail('luis'));
  const raffle = await createRaffle(server, creator, { title: 'Cesta navideña' });
  await addSeller(server, creator, raffle.id, luis);
  const told = (await notificationsOf(server, luis)).data.filter((n) => n.type === 'seller_added');
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({
    title: 'Ahora vendes una rifa',
    message:
      'CarmenCreadora te agregó como vendedor de «Cesta navideña». Tu enlace personal, tus ventas y tu comisión están en Mis ventas.',
    priority: 'medium',
    data: { raffle_id: raffle.id, raffle_title: 'Cesta navideña' },
  });
  // An invitation by link (no account yet) tells nobody in the app; the creator is not told.
  const invited = await inviteSeller(server, creator, raffle.id, {
    email: uniqueEmail('nadie'),
    commission_type: 'percent',
    commission_value: 5,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  expect(
    (await notificationsOf(server, creator)).data.filter((n) => n.type === 'seller_added'),
  ).toEqual([]);
});
