/** Helpers for the browser specs: unique accounts, registering through the UI, a tiny image. */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const PASSWORD = 'clave-larga-1234';

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.com`;
}

/** A valid 2×2 PNG (red), built here so the test needs no fixture file. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  const raw = Buffer.concat([row, row]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
 * Chooses a lottery in the raffle form's select and waits until the form shows it (a click on an
 * option that is still animating in can be lost on a loaded machine: the choice is retried).
 */
export async function chooseLottery(page: Page, form: Locator, lottery: string): Promise<void> {
  const select = form.getByRole('combobox', { name: 'Lotería que decide' });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page.locator(`.ant-select-item-option[title="${lottery}"]`).click({ timeout: 2_000 });
    // The chosen value, shown inside the form (the options list lives outside it).
    await expect(form.locator(`[title="${lottery}"]`)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}
