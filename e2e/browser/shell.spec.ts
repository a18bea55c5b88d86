/**
 * The application shell in Chromium, against the built SPA served by rifa-server (SQLite):
 * landing page, desktop sider, mobile bars, guarded routes, the business login, the 404 page,
 * and a clean console (no errors, no CSP violations).
 */
import type { Page } from '@playwright/test';
import {
  buyTicket,
  createRaffle,
  grantPlan,
  putRaffleImage,
  setTicketStatus,
  signUp,
} from '../support/api';
import { DESKTOP, PHONE, appShown, numberButton, signIn } from '../support/browser';
import { expect, test } from '../support/fixtures';
import type { RunningServer } from '../support/server';

/** Collects console errors, uncaught page errors and CSP violations of a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
}

async function siderWidth(page: Page): Promise<number> {
  const box = await page.getByTestId('app-sider').boundingBox();
  return box ? Math.round(box.width) : -1;
}

test.describe('landing page', () => {
  test('renders the heading and the links to register, sign in and the timeline', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    await expect(heading).not.toBeEmpty();
    for (const href of ['/register', '/login', '/app/timeline']) {
      await expect(page.locator(`a[href="${href}"]`).first(), href).toBeVisible();
    }
  });

  test('has no console errors, page errors or CSP violations', async ({ page }) => {
    const problems = watchProblems(page);
    await recordCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the sign-up link leads to the registration page', async ({ page }) => {
    await page.goto('/');
    await page.locator('a[href="/register"]').first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('desktop shell', () => {
  test.use({ viewport: DESKTOP });

  test('the sider shows the six entries and collapses to 64 px and opens to 256 px', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/app/timeline');
    const sider = page.getByTestId('app-sider');
    await expect(sider).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const entry of [
      'Timeline',
      'Mis Rifas',
      'Crear Rifa',
      'Tickets',
      'Perfil',
      'Notificaciones',
    ]) {
      await expect(sider.getByRole('link', { name: entry, exact: true }), entry).toBeVisible();
    }
    expect(await siderWidth(page)).toBe(256);

    const toggle = page.getByTestId('sider-toggle');
    await toggle.click();
    await expect.poll(() => siderWidth(page)).toBe(64);
    await toggle.click();
    await expect.poll(() => siderWidth(page)).toBe(256);

    await expect(page.getByTestId('bottom-nav')).toBeHidden();
    await expect(page.getByTestId('mobile-topbar')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('sider links navigate between the pages', async ({ page }) => {
    await page.goto('/app/timeline');
    const sider = page.getByTestId('app-sider');
    await sider.getByRole('link', { name: 'Mis Rifas', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/my-raffles$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sider.getByRole('link', { name: 'Tickets', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/tickets$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('mobile shell', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the bottom navigation has five entries and taps navigate', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/app/timeline');
    const nav = page.locator('nav[data-testid="bottom-nav"]');
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('mobile-topbar')).toBeVisible();
    await expect(page.getByTestId('app-sider')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const ids = ['timeline', 'my-raffles', 'create', 'tickets', 'profile'];
    await expect(nav.getByRole('link')).toHaveCount(ids.length);
    for (const id of ids) await expect(nav.getByTestId(`bottom-nav-${id}`), id).toBeVisible();
    await expect(nav.getByTestId('bottom-nav-timeline')).toHaveText('Timeline');
    await expect(nav.getByTestId('bottom-nav-my-raffles')).toHaveText('Mis Rifas');
    await expect(nav.getByTestId('bottom-nav-tickets')).toHaveText('Tickets');
    await expect(nav.getByTestId('bottom-nav-profile')).toHaveText('Perfil');
    const create = nav.getByTestId('bottom-nav-create');
    await expect(create).toHaveAttribute('aria-label', 'Crear rifa');
    await expect(create).toHaveText('');

    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-testid', 'bottom-nav-timeline');

    for (const [id, url] of [
      ['my-raffles', /\/app\/my-raffles$/],
      ['tickets', /\/app\/tickets$/],
      ['timeline', /\/app\/timeline$/],
    ] as const) {
      await nav.getByTestId(`bottom-nav-${id}`).tap();
      await expect(page).toHaveURL(url);
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('data-testid', `bottom-nav-${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Watches for the first element matching `selector` the app renders outside a prerendered shell,
 * and returns how it looked then: the name of the first of `looks` whose selector it contains, or
 * 'other'. Call before the page is opened; the returned function reads the result.
 */
async function watchFirstRender(
  page: Page,
  selector: string,
  looks: [string, string][],
): Promise<() => Promise<string | undefined>> {
  await page.addInitScript(
    ({ selector, looks }) => {
      const flag = window as unknown as { __firstRender?: string };
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (flag.__firstRender || !(node instanceof Element)) continue;
            const found = node.matches(selector) ? node : node.querySelector(selector);
            // The parser may add the whole body, shell included, as one node.
            if (!found || found.closest('[data-prerendered]')) continue;
            flag.__firstRender =
              looks.find(([inside]) => found.querySelector(inside))?.[1] ?? 'other';
          }
      }).observe(document, { childList: true, subtree: true });
    },
    { selector, looks },
  );
  return () => page.evaluate(() => (window as unknown as { __firstRender?: string }).__firstRender);
}

/**
 * Holds every script of the app's but the entry until the returned function is called: the page
 * stays as index.html and public/boot.js made it before the app started.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Lucía's raffle, a ticket of number 08 that Pedro bought (a hold), and Pedro signed in on `page`.
 */
async function signedInBuyer(page: Page, server: RunningServer) {
  const creator = await signUp(server, 'Lucía');
  const raffle = await createRaffle(server, creator, { title: 'Bicicleta de montaña' });
  const buyer = await signUp(server, 'Pedro');
  const ticket = await buyTicket(server, buyer, raffle.id, [8]);
  await signIn(page, buyer.email);
  return { creator, ticket };
}

test.describe('prerendered shells', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test("the page's shell is painted before the app's scripts, and the app replaces it", async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const release = await holdAppScripts(page);
      // Home (where the installed app starts); the timeline and a raffle's link are answered as
      // HTML instead (raffle-html.spec.ts, below).
      await page.goto('/app');
      const shell = page.locator('[data-prerendered="home"]');
      await expect(shell).toBeVisible();
      await expect(shell).toHaveAttribute('inert', '');
      await expect(shell.locator('h1')).toHaveText('Inicio');
      await expect(shell.getByTestId('bottom-nav')).toBeVisible();
      await expect(page.locator('.rifa-boot')).toBeHidden();
      // The other pages' shells are gone from the document, not just hidden.
      await expect(page.locator('[data-prerendered="tickets"]')).toHaveCount(0);
      await expect(page.getByTestId('bottom-nav')).toHaveCount(1);

      release();
      await appShown(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      await page.getByTestId('bottom-nav-timeline').click();
      const search = page.getByPlaceholder('Buscar por título o descripción');
      await search.fill('moto');
      await expect(search).toHaveValue('moto');
      expect(problems).toEqual([]);
    });

    test("home (where the installed app starts) and a raffle's page have theirs", async ({
      page,
    }) => {
      const release = await holdAppScripts(page);
      await page.goto('/app');
      await expect(page.locator('[data-prerendered="home"] h1')).toHaveText('Inicio');
      await page.goto('/app/raffle/0190f5c2-7d4e-7a3b-9c1d-2e3f4a5b6c7d');
      await expect(page.locator('[data-prerendered="raffle"]')).toBeVisible();
      release();
    });
  });

  test.describe('the tickets page, on a phone', () => {
    // Signing in first installs the service worker, which would answer the held scripts from its
    // cache: this is about a first visit to the page.
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

    test('with a stored session, paints its frame before the scripts and the app keeps it until the tickets come', async ({
      page,
      server,
    }) => {
      await signedInBuyer(page, server);
      // What the app's tickets page showed when it first appeared (outside the shell): its frame
      // (subtitle, filters) or a bare skeleton.
      const firstRender = await watchFirstRender(page, 'section.rifa-page', [
        ['.rifa-tickets', 'framed'],
      ]);
      const problems = watchProblems(page);
      const release = await holdAppScripts(page);
      await page.goto('/app/tickets');
      const shell = page.locator('[data-prerendered="tickets"]');
      await expect(shell.locator('h1')).toHaveText('Tickets');
      await expect(shell.getByText('Los tickets que compraste, con sus números')).toBeVisible();
      await expect(shell.getByRole('radio', { name: 'Todos' })).toBeChecked();
      await expect(page.locator('.rifa-boot')).toBeHidden();

      release();
      await appShown(page);
      const ticket = page.getByTestId('ticket');
      await expect(ticket.getByRole('link', { name: 'Bicicleta de montaña' })).toBeVisible();
      await expect(ticket.getByTestId('ticket-numbers')).toHaveText('08');
      expect(await firstRender()).toBe('framed');
      expect(problems).toEqual([]);
    });

    test('without one, shows the brand, then asks the visitor to sign in', async ({ page }) => {
      const release = await holdAppScripts(page);
      await page.goto('/app/tickets');
      await expect(page.locator('.rifa-boot')).toBeVisible();
      await expect(page.locator('[data-prerendered="tickets"]')).toHaveCount(0);
      release();
      await expect(page.getByText('Inicia sesión para ver tus tickets.')).toBeVisible();
    });
  });

  test.describe("a ticket's page, on a phone", () => {
    // As for the tickets page: a first visit, with the scripts held. With the page session's
    // cookie the ticket is answered as HTML (ticket-html.spec.ts); without it (a session from
    // before it), a stored session paints the page's frame until the app shows the ticket.
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

    test('without the page session, the frame until the app shows the ticket', async ({
      page,
      server,
    }) => {
      const { creator, ticket } = await signedInBuyer(page, server);
      await setTicketStatus(server, creator, ticket.id, 'paid');
      await page.context().clearCookies();
      const problems = watchProblems(page);
      const release = await holdAppScripts(page);
      await page.goto(`/app/tickets/${ticket.id}`);
      await expect(page.locator('#rifa-ssr')).toHaveCount(0);
      const shell = page.locator('[data-prerendered="ticket"]');
      await expect(shell.getByRole('link', { name: 'Mis tickets' })).toBeVisible();
      release();
      await appShown(page);
      await expect(page.getByTestId('ticket-page')).toHaveAttribute('data-status', 'paid');
      await expect(page.getByTestId('ticket-numbers')).toHaveText('08');
      expect(problems).toEqual([]);
    });
  });

  test.describe('a shared raffle link, on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test("is the raffle's page as HTML before the app's scripts; the app starts from that raffle", async ({
      page,
      server,
    }) => {
      const creator = await signUp(server, 'Marta');
      await grantPlan(server, creator.email, 'pro');
      const title = 'Moto <Yamaha> 2026 & casco';
      const raffle = await createRaffle(server, creator, { title });
      await putRaffleImage(server, creator, raffle.id, 800, 450);
      // What the app's raffle page showed when it first appeared (in place of the page as HTML):
      // the raffle, or its pending frame (a skeleton).
      const firstRender = await watchFirstRender(page, '[data-testid="raffle-detail"]', [
        ['[data-testid="raffle-pending"]', 'pending'],
        ['[data-testid="raffle-title"]', 'raffle'],
      ]);
      const problems = watchProblems(page);
      await recordCspViolations(page);
      const release = await holdAppScripts(page);
      await page.goto(`/app/raffle/${raffle.id}`);
      const html = page.locator('#rifa-ssr');
      await expect(html.locator('h1')).toHaveText(title);
      const image = html.locator('img.rifa-ssr__image');
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(html.getByRole('checkbox', { name: '42, libre' })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Rifa`);

      release();
      await appShown(page);
      await expect(page.getByTestId('raffle-title')).toHaveText(title);
      await expect(page.getByTestId('raffle-image')).toBeVisible();
      expect(await firstRender()).toBe('raffle');
      await expect(numberButton(page, '42')).toBeVisible();
      expect(problems).toEqual([]);
      expect(
        await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        ),
      ).toEqual([]);
    });

    test("antd's CSS variables are written in one go before the app starts; antd writes none", async ({
      page,
      server,
    }) => {
      const creator = await signUp(server, 'Olga');
      const raffle = await createRaffle(server, creator, { title: 'Rifa de estilos' });
      // The <style> elements of antd's CSS variables added after the HTML, by insertion: the app
      // writes them all at once (web/src/lib/antd-vars.ts); antd writes each block it does not find.
      await page.addInitScript(() => {
        const batches: number[] = [];
        (window as unknown as { __styleBatches: number[] }).__styleBatches = batches;
        new MutationObserver((records) => {
          for (const record of records) {
            const added = [...record.addedNodes].filter(
              (node) => node instanceof HTMLStyleElement && node.hasAttribute('data-css-hash'),
            ).length;
            if (added > 0) batches.push(added);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/app/raffle/${raffle.id}`);
      await appShown(page);
      await expect(numberButton(page, '42')).toBeVisible();
      const signIn = page
        .getByTestId('purchase-sign-in')
        .getByRole('link', { name: 'Iniciar sesión' });
      await expect(signIn).toBeVisible();
      const batches = await page.evaluate(
        () => (window as unknown as { __styleBatches: number[] }).__styleBatches,
      );
      expect(batches).toHaveLength(1);
      expect(batches[0]).toBeGreaterThan(10);
      // …and they apply: the primary button takes the theme's colour from them.
      const background = await signIn.evaluate((link) => getComputedStyle(link).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    });
  });

  test.describe('the timeline, on a phone', () => {
    // Once the service worker (registered as the app starts) takes the page over, Chromium no
    // longer reuses for the app's card the image the shell loaded without it: it requests it again,
    // from its HTTP cache for a person (max-age), from the server here (routing turns that cache
    // off). Whether the card reuses the shell's image is what this is about.
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

    test("is the timeline's first page as HTML before the app's scripts; the app's card takes its place", async ({
      page,
      server,
    }) => {
      const creator = await signUp(server, 'Rosa');
      const title = 'Nevera <Frigilux> & cava';
      const raffle = await createRaffle(server, creator, { title });
      await putRaffleImage(server, creator, raffle.id, 800, 450);
      const problems = watchProblems(page);
      const reads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/raffles') reads.push(request.url());
      });
      const release = await holdAppScripts(page);
      await page.goto('/app/timeline');
      const first = page.locator('#rifa-ssr .rifa-ssr__card').first();
      await expect(first.locator('.rifa-ssr__card-title')).toHaveText(title);
      await expect(first).toContainText('$ 2,50');
      const htmlImage = first.locator('img');
      await expect
        .poll(() => htmlImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const htmlSrc = await htmlImage.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(htmlSrc).toMatch(/\.webp(\?|$)/);

      release();
      await appShown(page);
      const card = page.getByTestId('raffle-card').first();
      await expect(card.getByRole('link', { name: title })).toBeVisible();
      // The app's card shows the same image copy: it is not downloaded twice.
      const appImage = card.locator('.rifa-raffle-card__media img');
      await expect
        .poll(() => appImage.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toBe(htmlSrc);
      expect(
        await page.evaluate(
          (src) => performance.getEntriesByType('resource').filter((e) => e.name === src).length,
          htmlSrc,
        ),
      ).toBe(1);
      // The list the page carried is not read again.
      expect(reads).toEqual([]);
      await card.getByRole('link', { name: title }).tap();
      await expect(page).toHaveURL(`/app/raffle/${raffle.id}`);
      expect(problems).toEqual([]);
    });
  });

  test('a desktop shows the brand instead: the shells are the phone layout', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdAppScripts(page);
    await page.goto('/app');
    await expect(page.locator('.rifa-boot')).toBeVisible();
    await expect(page.locator('[data-prerendered="home"]')).toBeHidden();
    release();
    await expect(page.getByTestId('app-sider')).toBeVisible();
  });
});

test.describe('guarded routes', () => {
  for (const route of [
    '/app/profile',
    '/app/create-raffle',
    '/app/mobile-payment',
    '/app/payment-history',
  ]) {
    test(`${route} sends a visitor without a session to the landing page`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('a[href="/register"]').first()).toBeVisible();
    });
  }
});

test.describe('business login', () => {
  test('shows the back-office sign-in form', async ({ page }) => {
    await page.goto('/business/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso Negocios' })).toBeVisible();
    await expect(page.getByText('Panel exclusivo para empresas')).toBeVisible();
    await expect(page.locator('input[type="email"]')).toBeVisible();
    await expect(page.locator('input[type="password"]')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Ingresar' });
    await expect(submit).toBeVisible();
    await expect(submit).toHaveText('Ingresar');
  });
});

test.describe('not found', () => {
  test('an unknown route shows the Spanish not-found page', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByText('La página que buscas no existe o fue movida.')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
