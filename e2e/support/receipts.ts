import { chromium } from '@playwright/test';

/** What a rendered pago móvil receipt says (es-VE formats, as bank apps write them). */
export interface ReceiptText {
  /** "Bs. 1.234,56" */
  amount: string;
  reference: string;
  /** "27/11/2026" */
  date: string;
  time: string;
  /** "0102 - Banco de Venezuela" */
  destinationBank: string;
  /** "0424-555-6677" */
  phone: string;
}

export const SAMPLE_RECEIPT: ReceiptText = {
  amount: 'Bs. 1.234,56',
  reference: '004512345678',
  date: '27/11/2026',
  time: '14:32',
  destinationBank: '0102 - Banco de Venezuela',
  phone: '0424-555-6677',
};

/** Today in Venezuela (UTC-4) as a receipt writes it: "29/11/2026". */
export function todayInVenezuela(): string {
  const day = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A phone screenshot of a pago móvil receipt (390×844 at 2×), rendered by Debian's Chromium so no
 * image is committed; the proof reader reads it like a real one.
 */
export async function receiptPng(text: Partial<ReceiptText> = {}): Promise<Buffer> {
  const r = { ...SAMPLE_RECEIPT, ...text };
  const browser = await chromium.launch({
    executablePath: process.env['RIFA_CHROMIUM'] ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    await page.setContent(`<body style="font-family:'DejaVu Sans';font-size:16px;padding:16px">
      <h2>Pago Móvil exitoso</h2><p>Monto: ${r.amount}</p><p>Referencia: ${r.reference}</p>
      <p>Fecha: ${r.date} ${r.time}</p><p>Banco destino: ${r.destinationBank}</p>
      <p>Teléfono destino: ${r.phone}</p><p>Cédula: V-18.456.789</p></body>`);
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}
