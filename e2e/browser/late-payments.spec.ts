/**
 * Late payments and money as people pay it (issue 34 parts 4-5), in Chromium at 390×844 against
 * the real binary: the buyer's purchase confirmation says the pago móvil amount in Bs at the
 * creator's rate; her hold expires (`run-jobs --now <later>`) and the creator, on her phone,
 * reinstates the ticket from the raffle's sold tickets. Screenshots attached.
 */
import type { Page } from '@playwright/test';
import { api, buyTicket, createRaffle, signUp } from '../support/api';
import {
  confirmPurchase,
  numberButton,
  openPage,
  opened,
  PHONE,
  signIn,
  snapshot,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import { runJobs } from '../support/server';

async function openTickets(page: Page, title: string) {
  await page.goto('/app/my-raffles');
  const card = page.getByTestId('my-raffle').filter({ hasText: title });
  await card.getByRole('button', { name: 'Ver tickets vendidos' }).click();
  return card;
}

test('the Bs amount at purchase, and a reinstated ticket', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Cesta tardía ${Date.now()}`;
  const creator = await signUp(server, 'Rosa Organizadora', uniqueEmail('rosa'));
  const rate = await api(server, '/profiles/me', {
    method: 'PATCH',
    token: creator.token,
    body: JSON.stringify({ exchange_rate: 245.5 }),
  });
  expect(rate.status).toBe(200);
  const method = await api(server, '/payment-methods', {
    method: 'POST',
    token: creator.token,
    body: JSON.stringify({
      type: 'pago_movil',
      name: 'Pago móvil Banesco',
      details: { bank: 'Banesco', phone: '0424-5556677', id_number: 'V-18.456.789' },
    }),
  });
  expect(method.status).toBe(201);
  const raffle = await createRaffle(server, creator, { title });

  // The buyer buys 07: the confirmation gives the pago móvil amount in Bs (2,50 × 245,50).
  const buyer = await signUp(server, 'Beatriz Tardía', uniqueEmail('bea'));
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, buyer.email);
  await page.goto(`/app/raffle/${raffle.id}`);
  await numberButton(page, '07').click();
  await confirmPurchase(page);
  const success = await opened(page.getByTestId('purchase-success'));
  await expect(success.getByTestId('ticket-total-bs')).toHaveText(/Bs\s?613,75/);
  await expect(success.getByText('V-18456789')).toBeVisible();
  await snapshot(page, testInfo, 'purchase-bs');

  // Her hold (and another buyer's) ends unpaid: both show 'Reserva vencida' with 'Reactivar'.
  const mine = await api(server, '/me/tickets', { token: buyer.token });
  const ticket = mine.body.data[0] as { id: string; expires_at: string };
  await buyTicket(server, await signUp(server, 'Otro'), raffle.id, [8]);
  await runJobs(server, new Date(Date.parse(ticket.expires_at) + 60_000));

  // The creator, on her phone, takes the ticket back.
  const owner = await openPage(browser, baseURL!, PHONE);
  await signIn(owner, creator.email);
  const card = await openTickets(owner, title);
  const expired = card.getByTestId('raffle-ticket').filter({ hasText: 'Beatriz Tardía' });
  await expect(expired).toHaveAttribute('data-status', 'cancelled');
  await expect(expired.getByText('Reserva vencida')).toBeVisible();
  await snapshot(owner, testInfo, 'expired-ticket');
  await expired.getByTestId('reinstate-ticket').click();
  await owner.getByRole('button', { name: 'Sí, reactivar' }).click();
  await expect(owner.getByText('Ticket reactivado. Avisamos al comprador.')).toBeVisible();
  await expect(expired).toHaveAttribute('data-status', 'pending');
  await snapshot(owner, testInfo, 'reinstated-ticket');

  // The buyer's ticket holds again, and she was told.
  const back = await api(server, `/tickets/${ticket.id}`, { token: buyer.token });
  expect(back.body).toMatchObject({ status: 'pending', expired_at: null });
  await page.goto(`/app/tickets/${ticket.id}`);
  await expect(page.getByTestId('pay-to')).toBeVisible();
  await expect(page.getByTestId('total-bs')).toHaveText(/613,75/);
  await snapshot(page, testInfo, 'reinstated-buyer');
});
