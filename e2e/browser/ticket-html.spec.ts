/**
 * A buyer's ticket link answered as HTML (issue 35, web/README.md "The buyer's pages as HTML"): with
 * the page session the sign-in gave (an HttpOnly cookie), the page shows the ticket, until when to
 * report and how to pay without JavaScript; with it, the app takes over from that page without
 * reading the ticket, its raffle or the payment methods again, without a skeleton in between and
 * without a layout shift.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Request } from '@playwright/test';
import {
  buyTicket,
  createRaffle,
  pageSessionCookie,
  setExchangeRate,
  signUp,
} from '../support/api';
import { PHONE, appShown, signIn } from '../support/browser';
import { expect, test } from '../support/fixtures';
import type { RunningServer } from '../support/server';

/** A 100-number raffle at $ 2,50 (Bs 40,50 per dollar) and a buyer holding 03 and 17 of it. */
async function heldTicket(server: RunningServer) {
  const creator = await signUp(server, 'Ines');
  const raffle = await createRaffle(server, creator, { title: 'Cesta <navideña> & más' });
  await setExchangeRate(server, creator, 40.5);
  const buyer = await signUp(server, 'Tomas');
  const ticket = await buyTicket(server, buyer, raffle.id, [3, 17]);
  return { raffle, buyer, ticket };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE, isMobile: true, hasTouch: true });

  test('the ticket, until when to report and how to pay', async ({ page, server }) => {
    const { buyer, ticket } = await heldTicket(server);
    // The cookie her sign-in gave this browser.
    const [name = '', value = ''] = (await pageSessionCookie(server, buyer)).split('=');
    const domain = new URL(server.url).hostname;
    await page.context().addCookies([{ name, value, domain, path: '/app/tickets' }]);
    await page.goto(`/app/tickets/${ticket.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cesta <navideña> & más');
    const ssr = page.locator('#rifa-ssr');
    await expect(ssr).toContainText('03, 17');
    await expect(ssr).toContainText('$ 5,00');
    await expect(ssr).toContainText('Reservado');
    await expect(ssr).toContainText(/Reporta tu pago antes del \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect(ssr.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible();
    await expect(ssr).toContainText('Bs 202,50');
    await expect(ssr).toContainText('0414-1234567');
    await expect(ssr.getByRole('link', { name: 'Ver rifa' })).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('ticket-html-phone.png'),
      fullPage: true,
    });
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

  test('the sign-in gives the page session; the app takes over without reading again, a skeleton or a shift', async ({
    page,
    server,
  }) => {
    const { raffle, buyer, ticket } = await heldTicket(server);
    await signIn(page, buyer.email);
    const cookies = await page.context().cookies(`${server.url}/app/tickets/${ticket.id}`);
    const session = cookies.find((c) => c.name === 'rifa-page');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/app/tickets');

    const reads: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (
        path === `/api/v1/tickets/${ticket.id}` ||
        path === `/api/v1/raffles/${raffle.id}` ||
        path === `/api/v1/raffles/${raffle.id}/payment-methods`
      )
        reads.push(path);
    });
    await page.addInitScript(() => {
      const seen = { shifts: [] as number[], skeletons: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        for (const skeleton of document.querySelectorAll('.ant-skeleton')) {
          const parts: string[] = [];
          for (let e: Element | null = skeleton; e && parts.length < 8; e = e.parentElement)
            parts.push(e.getAttribute('data-testid') ?? e.className.toString().split(' ')[0] ?? '');
          if (!seen.skeletons.includes(parts.join(' < '))) seen.skeletons.push(parts.join(' < '));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The app's scripts wait: the page as HTML is all there is.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/app/tickets/${ticket.id}`);
    await expect(page.locator('#rifa-ssr')).toContainText('03, 17');
    await expect(page.locator('#rifa-ssr')).toContainText('Bs 202,50');

    release();
    await appShown(page);
    await expect(page.getByTestId('ticket-numbers')).toHaveText('03, 17');
    await expect(page.getByTestId('pay-to-details')).toContainText('0414-1234567');
    await expect(page.getByTestId('total-bs')).toContainText('202,50');
    await expect(page.getByTestId('report-card')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { shifts: number[]; skeletons: string[] } }).__seen,
    );
    expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    // What the page showed is never a skeleton in between (the receipt's QR code, which it did not
    // show, loads after).
    expect(seen.skeletons.filter((where) => !where.includes('receipt-card'))).toEqual([]);
  });
});
