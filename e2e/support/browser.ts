/** Helpers for the browser specs: unique accounts, registering through the UI, a tiny image. */
import type {
  Browser,
  BrowserContextOptions,
  Locator,
  Page,
  TestInfo,
  ViewportSize,
} from '@playwright/test';
import { API_PASSWORD } from './api';
import { expect } from './fixtures';
import { encodePng } from './images';

export const PASSWORD = 'clave-larga-1234';

/** The two screen sizes the specs look at: a phone and a desktop. */
export const PHONE: ViewportSize = { width: 390, height: 844 };
export const DESKTOP: ViewportSize = { width: 1280, height: 800 };

/** A page in a browser context of its own (own storage, own session), in Spanish, at `viewport`. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: ViewportSize,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-VE', viewport, ...options });
  return context.newPage();
}

/**
 * A screenshot kept in the test's output folder (`<name>.png`) and attached to the report: a page
 * whole (below the fold too), a locator as the element it finds.
 */
export async function snapshot(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  if ('mainFrame' in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A `datetime-local` value (local time) `days` and `hours` from now (or from `from`, in ms). */
export function localInDays(days: number, hours = 0, from = Date.now()): string {
  const d = new Date(from + days * 86_400_000 + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.com`;
}

/** A valid 2×2 PNG (red), built here so the test needs no fixture file. */
export function tinyPng(): Buffer {
  return encodePng(2, 2, () => [255, 0, 0]);
}

/** Signs in through /login with an account made by support/api's `signUp`; lands on /app. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** Signs in at /business/login (an account made by support/api's `signUp`) and lands on Rifas. */
export async function businessSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/business/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/business\/raffles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rifas' })).toBeVisible();
}

export async function register(page: Page, email: string, name = 'Ana Pérez'): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Chooses `option` in the form's select named `label` and waits until the form shows it (a click on
 * an option that is still animating in can be lost on a loaded machine: the choice is retried).
 */
export async function chooseOption(
  page: Page,
  form: Locator,
  label: string,
  option: string,
): Promise<void> {
  const select = form.getByRole('combobox', { name: label });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    // The chosen value, shown inside the form (the options list lives outside it).
    await expect(form.locator(`[title="${option}"]`)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** Chooses a lottery in the raffle form's select ('Lotería del Zulia'). */
export function chooseLottery(page: Page, form: Locator, lottery: string): Promise<void> {
  return chooseOption(page, form, 'Lotería que decide', lottery);
}

/** A number's button in the raffle page's grid, by its padded label ('07'; named "07, libre"). */
export function numberButton(page: Page, label: string): Locator {
  return page
    .getByRole('group', { name: /^Números / })
    .getByRole('button', { name: new RegExp(`^${label}, `) });
}

/** 'Comprar' on the raffle page, then 'Sí, comprar' in the confirmation (numbers and total). */
export async function confirmPurchase(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Comprar', exact: true }).click();
  const dialog = await opened(page.getByRole('dialog', { name: 'Confirmar compra' }));
  await dialog.getByRole('button', { name: 'Sí, comprar' }).click();
}

/**
 * `dialog` once antd has finished zooming it in (its appear/enter motion classes gone). On a
 * loaded machine a click or a typed value while it still grew was lost: a button's click landed
 * beside it, a form's value was reset by its opening.
 */
export async function opened(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)(\s|$)/);
  return dialog;
}

/**
 * The signed-in user adds a pago móvil on their profile (`/app/profile`, 'Métodos de pago') as a
 * person would: publishing a raffle needs an active payment method.
 */
export async function addPagoMovilInProfile(page: Page): Promise<void> {
  if (!page.url().endsWith('/app/profile#payment-methods')) await page.goto('/app/profile');
  const section = page.getByTestId('payment-methods');
  await section.getByRole('button', { name: 'Agregar método' }).click();
  const dialog = await opened(page.getByRole('dialog'));
  await dialog.getByLabel('Nombre para identificarlo').fill('Pago móvil Banesco');
  await dialog.getByLabel('Banco').fill('Banesco');
  await dialog.getByLabel('Teléfono').fill('0414-7654321');
  await dialog.getByLabel('Cédula / RIF').fill('V-12345678');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('payment-method')).toHaveCount(1);
}

/**
 * Once the app has rendered in place of the page's prerendered shell (boot.js shows one on a phone
 * where the page has it) or of the page rifa-server rendered as HTML (a raffle's link): their copy
 * of a control (the tickets page's status filter, a raffle's 'Comprar') can otherwise be used just
 * before the app replaces it.
 */
export async function appShown(page: Page): Promise<void> {
  await expect(page.locator('[data-prerendered], #rifa-ssr')).toHaveCount(0);
}
