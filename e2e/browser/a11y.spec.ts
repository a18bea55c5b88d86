/**
 * Accessibility of every route (issue 35 part 4), in Chromium at a phone's 390×844 against the
 * real binary: axe-core (`@axe-core/playwright`, WCAG 2.x A and AA rules) runs on each page as each
 * role sees it — a visitor, a buyer, a business owner and a super admin — and the test fails on any
 * serious or critical violation, listing them all (route, rule, the elements), and on form fields
 * sharing an id. Screen-reader
 * details axe cannot judge (a number's name saying its state, the live region) are asserted on the
 * raffle page at the end.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  api,
  buyTicket,
  createRaffle,
  setExchangeRate,
  signUp,
  superAdmin,
  SUPER_ADMIN_PASSWORD,
  type Session,
} from '../support/api';
import { businessOwner } from '../support/business';
import { appShown, numberButton, openPage, PHONE, signIn } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { API_PASSWORD } from '../support/api';

interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe's serious and critical violations on the page at `route`, once the app shows it. */
async function audit(page: Page, route: string): Promise<Finding[]> {
  await page.goto(route);
  // `/` keeps its prerendered landing page; elsewhere the app replaces the prerendered shell.
  if (route !== '/') await appShown(page);
  await expect(page.locator('h1').first()).toBeVisible();
  // antd's enter motions (a fade from transparent) end before the page is judged on contrast.
  await expect(
    page.locator('.ant-motion-collapse, [class*="-appear"], [class*="-enter"]'),
  ).toHaveCount(0);
  // …and so do CSS transitions (a button's colours ease in): none with an end is still running.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' &&
                Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
            ).length,
      ),
    )
    .toBe(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // Form fields have unique ids (a label points at one field; /business/settings had two `name`).
  const duplicated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('input[id], select[id], textarea[id]')].map(
      (field) => field.id,
    );
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
  const duplicates: Finding[] = duplicated.map((id) => ({
    route,
    rule: 'unique-field-id',
    impact: 'serious',
    help: 'Form fields must have unique ids',
    targets: [`#${id}`],
  }));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
    .concat(duplicates);
}

async function auditAll(page: Page, routes: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) findings.push(...(await audit(page, route)));
  return findings;
}

const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.route}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');

async function signInAt(page: Page, email: string, password: string) {
  await page.goto('/business/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/business\//);
}

/** A creator with a rate, a raffle of theirs and a buyer holding numbers 03 and 04 in it. */
async function world(server: Parameters<typeof createRaffle>[0]) {
  const creator = await signUp(server, 'Organizadora');
  await setExchangeRate(server, creator, 245.5);
  const raffle = await createRaffle(server, creator, {
    title: `Moto Bera SBR 150 0 km con casco, maletero y seguro por un año ${Date.now()}`,
    ticket_price: 2.5,
  });
  const buyer: Session = await signUp(server, 'Comprador');
  const ticket = await buyTicket(server, buyer, raffle.id, [3, 4]);
  return { creator, raffle, buyer, ticket };
}

test.describe.configure({ mode: 'parallel' });

test('every public route passes axe at 390×844 for a visitor', async ({
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(240_000);
  const { raffle } = await world(server);
  const page = await openPage(browser, baseURL!, PHONE);
  const findings = await auditAll(page, [
    '/',
    '/login',
    '/register',
    '/reset-password',
    '/app',
    '/app/timeline',
    `/app/raffle/${raffle.id}`,
    '/app/search-raffles',
    '/t/ABCDEFGH',
    '/business/login',
    '/no-existe',
  ]);
  expect(findings, report(findings)).toEqual([]);
});

test("every buyer's route passes axe at 390×844", async ({ browser, baseURL, server }) => {
  test.setTimeout(300_000);
  const { creator, raffle, buyer, ticket } = await world(server);
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, buyer.email);
  const findings = await auditAll(page, [
    '/app',
    '/app/timeline',
    `/app/raffle/${raffle.id}`,
    '/app/my-raffles',
    '/app/create-raffle',
    '/app/tickets',
    `/app/tickets/${ticket.id}`,
    '/app/payments',
    `/app/users/${creator.userId}`,
    '/app/profile',
    '/app/mobile-payment',
    '/app/payment-history',
    '/app/notifications',
    '/app/search-raffles',
  ]);
  expect(findings, report(findings)).toEqual([]);
});

test("every business owner's route passes axe at 390×844", async ({ browser, baseURL, server }) => {
  test.setTimeout(240_000);
  const owner = await businessOwner(server, 'Rifas El Trébol');
  const raffle = await createRaffle(server, owner, { title: `Cesta ${Date.now()}` });
  const page = await openPage(browser, baseURL!, PHONE);
  await signInAt(page, owner.email, API_PASSWORD);
  const findings = await auditAll(page, [
    '/business/raffles',
    '/business/raffles/new',
    `/business/raffles/${raffle.id}/sell`,
    '/business/tickets',
    '/business/cashiers',
    '/business/shift-close',
    '/business/settings',
    `/business/cashier/${owner.userId}/tickets`,
  ]);
  expect(findings, report(findings)).toEqual([]);
});

test("the sellers' routes pass axe at 390×844 (creator, seller, invited visitor)", async ({
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'Creadora');
  const seller = await signUp(server, 'Vendedor');
  const raffle = await createRaffle(server, creator);
  const invite = (body: Record<string, unknown>) =>
    api(server, `/raffles/${raffle.id}/sellers`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ commission_type: 'percent', commission_value: 10, ...body }),
    });
  expect(
    (await invite({ email: seller.email, block: { start: 10, end: 19, locked: false } })).status,
  ).toBe(201);
  const invited = await invite({ phone: '0414-1234567' });
  const token = String(invited.body.invite_url).split('/').pop()!;

  const creatorPage = await openPage(browser, baseURL!, PHONE);
  await signIn(creatorPage, creator.email);
  const sellerPage = await openPage(browser, baseURL!, PHONE);
  await signIn(sellerPage, seller.email);
  const visitor = await openPage(browser, baseURL!, PHONE);
  const findings = [
    ...(await auditAll(creatorPage, [`/app/raffle/${raffle.id}/sellers`])),
    ...(await auditAll(sellerPage, ['/app/selling'])),
    ...(await auditAll(visitor, [`/app/seller-invitation/${token}`])),
  ];
  expect(findings, report(findings)).toEqual([]);
});

test('the admin page passes axe at 390×844 for a super admin', async ({
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(180_000);
  const admin = await superAdmin(server);
  const page = await openPage(browser, baseURL!, PHONE);
  await signInAt(page, admin.email, SUPER_ADMIN_PASSWORD);
  const findings = await auditAll(page, ['/business/admin']);
  expect(findings, report(findings)).toEqual([]);
});

test('a screen reader hears each number with its state and the selection as it changes', async ({
  browser,
  baseURL,
  server,
}) => {
  const { raffle, buyer } = await world(server);
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, buyer.email);
  await page.goto(`/app/raffle/${raffle.id}`);
  const grid = page.getByRole('group', { name: /^Números / });
  await expect(grid.getByRole('button', { name: '03, tuyo' })).toBeDisabled();
  await grid.getByRole('button', { name: '07, libre' }).click();
  await expect(grid.getByRole('button', { name: '07, seleccionado' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const live = page.getByRole('status').filter({ hasText: 'seleccionado' });
  await expect(live).toHaveText(/^07 seleccionado\. 1 número, total \$\s2,50\.$/);
  await expect(numberButton(page, '07')).toBeVisible();
  // No icon lends its English name: antd's icons are hidden, the stepper is in Spanish.
  await expect(page.locator('.anticon:not([aria-hidden="true"])')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aumentar' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Disminuir' })).toBeAttached();
});
