/**
 * A buyer's ticket link answered as HTML (issue 35, web/README.md "The buyer's pages as HTML"):
 * every sign-in and refresh sets the page session's HttpOnly cookie (auth/page_session.hpp); with
 * it, rifa-server answers /app/tickets/{id} with the ticket, until when to report and how to pay as
 * HTML, and the API's answers it was drawn from for the app. Without it, with someone else's, with
 * a forged one or after sign-out, the app's page alone: nothing of the ticket. Both databases,
 * against the real binary and the built web app.
 */
import { test, expect } from '../support/fixtures';
import {
  API_PASSWORD,
  api,
  buyTicket,
  createRaffle,
  pageSessionCookie,
  setExchangeRate,
  signUp,
} from '../support/api';
import type { RunningServer } from '../support/server';

const TITLE = 'Cesta <navideña> & más';
const ESCAPED = 'Cesta &lt;navideña&gt; &amp; más';

function ticketPage(server: RunningServer, id: string, cookie?: string) {
  return fetch(`${server.url}/app/tickets/${id}`, { headers: cookie ? { cookie } : {} });
}

const script = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1] ??
      'null',
  );

test.describe('a ticket link', () => {
  test('its buyer gets the ticket, the hold and how to pay as HTML, with the answers it shows', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Ines');
    const raffle = await createRaffle(server, creator, { title: TITLE });
    await setExchangeRate(server, creator, 40.5);
    const buyer = await signUp(server, 'Tomas');
    const ticket = await buyTicket(server, buyer, raffle.id, [3, 17]);
    const cookie = await pageSessionCookie(server, buyer);

    const res = await ticketPage(server, ticket.id, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    expect(html).toContain('<html data-ssr="ticket"');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Mi ticket · Rifa');
    expect(/<h1 class="rifa-ssr__title">([^<]*)<\/h1>/.exec(html)?.[1]).toBe(ESCAPED);
    expect(html).not.toContain('<navideña>');
    expect(html).toContain('<dd class="rifa-ssr__ticket-numbers">03, 17</dd>');
    expect(html).toContain('<strong>$ 5,00</strong>');
    expect(html).toContain('<dd>Reservado</dd>');
    expect(html).toContain('Reporta tu pago antes del ');
    expect(html).toContain('Cómo pagar');
    // $ 5,00 at Bs 40,50 per dollar.
    expect(html).toContain('<strong>Bs 202,50</strong>');
    expect(html).toContain('Tasa del organizador: Bs 40,50 por dólar');
    expect(html).toContain('<dt>Teléfono</dt><dd>0414-1234567</dd>');
    expect(html).toContain('<dt>Correo de Zelle</dt><dd>zelle@example.com</dd>');

    // The app's copies: the API's answers, whole.
    const as = { token: buyer.token };
    expect(script(html, 'rifa-ticket')).toEqual(
      (await api(server, `/tickets/${ticket.id}`, as)).body,
    );
    expect(script(html, 'rifa-ticket-raffle')).toEqual(
      (await api(server, `/raffles/${raffle.id}`, as)).body,
    );
    expect(script(html, 'rifa-ticket-methods')).toEqual(
      (await api(server, `/raffles/${raffle.id}/payment-methods`, as)).body,
    );
  });

  test('a paid ticket shows its status, and no way to pay', async ({ server }) => {
    const creator = await signUp(server, 'Carmen');
    const raffle = await createRaffle(server, creator);
    const buyer = await signUp(server, 'Luis');
    const ticket = await buyTicket(server, buyer, raffle.id, [8]);
    const paid = await api(server, `/tickets/${ticket.id}/status`, {
      method: 'PATCH',
      token: creator.token,
      body: JSON.stringify({ status: 'paid' }),
    });
    expect(paid.status).toBe(200);
    const html = await (
      await ticketPage(server, ticket.id, await pageSessionCookie(server, buyer))
    ).text();
    expect(html).toContain('<dd>Pagado</dd>');
    expect(html).not.toContain('Cómo pagar');
    expect(html).not.toContain('id="rifa-ticket-methods"');
  });

  test('without the cookie, with someone else’s, a forged one or after sign-out: the app alone', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Pedro');
    const raffle = await createRaffle(server, creator, { title: TITLE });
    const buyer = await signUp(server, 'Rosa');
    const ticket = await buyTicket(server, buyer, raffle.id, [5]);
    const other = await signUp(server, 'Mario');

    const appOnly = async (cookie?: string) => {
      const res = await ticketPage(server, ticket.id, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      expect(html).not.toContain('data-ssr=');
      expect(html).not.toContain('id="rifa-ticket');
      expect(html).not.toContain(ESCAPED);
    };
    await appOnly();
    await appOnly(await pageSessionCookie(server, other));
    // An access token is not a page session, nor is a made-up one.
    await appOnly(`rifa-page=${buyer.token}`);
    await appOnly('rifa-page=eyJhbGciOiJFUzI1NiJ9.e30.AAAA');

    const cookie = await pageSessionCookie(server, buyer);
    const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: API_PASSWORD }),
    });
    const session = (await token.json()) as { access_token: string };
    expect((await (await ticketPage(server, ticket.id, cookie)).text()).includes(ESCAPED)).toBe(
      true,
    );
    // Signing out everywhere clears the cookie and ends every page session with it.
    const out = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^rifa-page=; Path=\/app\/tickets; Max-Age=0;/);
    await expect
      .poll(async () =>
        (await (await ticketPage(server, ticket.id, cookie)).text()).includes(ESCAPED),
      )
      .toBe(false);
    await appOnly(cookie);
  });
});
