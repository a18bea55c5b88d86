/**
 * A raffle's link answered as HTML (issue 35, web/README.md "The buyer's pages as HTML"): the page
 * works without JavaScript (price, grid, taken numbers, a selection that goes to the sign-in page
 * and comes back chosen), and with it the app takes over from that page without reading its data
 * again, without a layout shift, keeping what the buyer picked before it arrived.
 */
import type { Page, Request } from '@playwright/test';
import { buyTicket, createRaffle, signUp } from '../support/api';
import { PHONE, appShown, numberButton } from '../support/browser';
import { expect, test } from '../support/fixtures';
import type { RunningServer } from '../support/server';

/** A 100-number raffle at $ 2,50 with 08 and 41 sold. */
async function raffleWithSales(server: RunningServer, title = 'Cesta <navideña> & más') {
  const creator = await signUp(server, 'Inés');
  const raffle = await createRaffle(server, creator, { title });
  const buyer = await signUp(server, 'Tomás');
  await buyTicket(server, buyer, raffle.id, [8, 41]);
  return raffle;
}

/** The page's checkbox for `label` ("07"), in its grid. */
function box(page: Page, label: string) {
  return page.locator('#rifa-ssr').getByRole('checkbox', { name: new RegExp(`^${label}, `) });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE, isMobile: true, hasTouch: true });

  test('the page shows price, facts and the grid with its taken numbers', async ({
    page,
    server,
  }) => {
    const raffle = await raffleWithSales(server);
    await page.goto(`/app/raffle/${raffle.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cesta <navideña> & más');
    await expect(page.locator('.rifa-ssr__price')).toContainText('$ 2,50');
    await expect(page.locator('.rifa-ssr__facts')).toContainText('Lotería del Zulia');
    await expect(page.locator('.rifa-ssr__facts')).toContainText('Inés');
    const grid = page.getByRole('group', { name: 'Números 00–99' });
    await expect(grid.getByRole('checkbox')).toHaveCount(100);
    await expect(box(page, '08')).toBeDisabled();
    await expect(box(page, '08')).toHaveAccessibleName('08, vendido');
    await expect(box(page, '41')).toBeDisabled();
    await expect(box(page, '07')).toBeEnabled();
    await expect(box(page, '07')).toHaveAccessibleName('07, libre');
  });

  test('a selection leads to the sign-in page, which comes back with the numbers chosen', async ({
    page,
    server,
  }) => {
    const raffle = await raffleWithSales(server);
    await page.goto(`/app/raffle/${raffle.id}`);
    await page.locator('label.rifa-ssr__n', { hasText: /^03$/ }).click();
    await page.locator('label.rifa-ssr__n', { hasText: /^17$/ }).click();
    await expect(box(page, '03')).toBeChecked();
    await page.getByRole('button', { name: 'Comprar' }).click();
    const back = `/app/raffle/${raffle.id}?n=3,17`;
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(back)}`);
    // Where the sign-in comes back to: the same numbers ticked.
    await page.goto(back);
    await expect(box(page, '03')).toBeChecked();
    await expect(box(page, '17')).toBeChecked();
    await expect(box(page, '04')).not.toBeChecked();
  });
});

test.describe('the timeline without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE, isMobile: true, hasTouch: true });

  test('shows its first page of cards, each leading to its raffle as HTML', async ({
    page,
    server,
  }) => {
    const raffle = await raffleWithSales(server, 'Bicicleta <roja>');
    await page.goto('/app/timeline');
    const card = page.locator('.rifa-ssr__card', { hasText: 'Bicicleta <roja>' });
    await expect(card).toContainText('$ 2,50');
    await expect(card).toContainText('2 de 100 vendidos');
    await card.click();
    await expect(page).toHaveURL(`/app/raffle/${raffle.id}`);
    await expect(box(page, '08')).toBeDisabled();
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the app takes over without reading the data again and without a layout shift, keeping a pick made before it', async ({
    page,
    server,
  }) => {
    const raffle = await raffleWithSales(server);
    const reads: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (
        path === `/api/v1/raffles/${raffle.id}` ||
        path === `/api/v1/raffles/${raffle.id}/numbers`
      )
        reads.push(path);
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The app's scripts wait: the page as HTML is all there is.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/app/raffle/${raffle.id}`);
    await page.locator('label.rifa-ssr__n', { hasText: /^05$/ }).click();
    await expect(box(page, '05')).toBeChecked();
    await expect(page.locator('[data-ssr="total"]')).toHaveText('1 número · $ 2,50');

    release();
    await expect(page.locator('#rifa-ssr')).toHaveCount(0);
    await appShown(page);
    await expect(numberButton(page, '05')).toHaveAttribute('aria-pressed', 'true');
    await expect(numberButton(page, '08')).toBeDisabled();
    await expect(numberButton(page, '06')).toHaveAttribute('aria-pressed', 'false');
    // Settled: the app's own grid, and no read of what the page carried.
    await expect(page.getByTestId('raffle-title')).toHaveText('Cesta <navideña> & más');
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });

  test("the page's Comprar without a session goes to the sign-in page; the numbers stay chosen", async ({
    page,
    server,
  }) => {
    const raffle = await raffleWithSales(server);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/app/raffle/${raffle.id}`);
    await page.locator('label.rifa-ssr__n', { hasText: /^12$/ }).click();
    await page.locator('#rifa-ssr').getByRole('button', { name: 'Comprar' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/app/raffle/${raffle.id}`)}`);
    release();
    // Back on the raffle (as the sign-in would come back), the app has the number chosen.
    await page.goto(`/app/raffle/${raffle.id}`);
    await appShown(page);
    await expect(numberButton(page, '12')).toHaveAttribute('aria-pressed', 'true');
  });
});
