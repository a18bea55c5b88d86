/**
 * Bank statements (issue 34 part 2) in Chromium at 390×844 against the real binary: the creator goes
 * from 'Pagos por verificar' to the statement page, keeps the Banesco layout for the account, uploads
 * a statement, sees the match, the money nobody reported and the report with no money, and verifies
 * the matches: the buyer's ticket is paid; then picks the report an ambiguous movement pays. Also an
 * Excel workbook (.xlsx, built by the test) imported the same way: read in the browser, sent as CSV,
 * checked by the server (a formula-like cell kept as text). axe finds no serious or critical violation on the outcome. Screenshots of the outcome before and after are attached.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  reportPayment,
  setExchangeRate,
  signUp,
} from '../support/api';
import { openPage, PHONE, signIn, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { xlsxWorkbook } from '../support/xlsx';

/** Today as the bank writes it (27/11/2026). */
function today(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

test('the creator imports a statement and verifies the matches', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'Organizadora');
  await setExchangeRate(server, creator, 40);
  const account = await addPaymentMethod(server, creator, {
    type: 'pago_movil',
    name: 'Pago móvil Banesco',
    details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
  });
  const { id: raffleId } = await createRaffle(server, creator, {
    title: `Cesta ${Date.now()}`,
    ticket_price: 2.5,
  });
  const report = async (name: string, number: number, reference: string | null, amount = 100) => {
    const buyer = await signUp(server, name, uniqueEmail('comprador'));
    const ticket = await buyTicket(server, buyer, raffleId, [number]);
    await reportPayment(server, buyer, ticket.id, {
      method: 'pago_movil',
      payment_method_id: account.id,
      amount,
      currency: 'VES',
      ...(reference ? { reference } : {}),
    });
    return ticket.id;
  };
  const paid = await report('Carla Pagó', 7, '0102987654321');
  await report('Luis Sin Pago', 8, '44443333');
  // Two reports of Bs 120,00 without a reference: one movement of that amount is ambiguous.
  await report('Ana Sin Ref', 9, null, 120);
  const chosen = await report('Berta Sin Ref', 10, null, 120);

  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  await page.goto('/app/payments');
  await page.getByTestId('statement-entry').click();
  await expect(page).toHaveURL(/\/app\/payments\/statement$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conciliar con el estado de cuenta' }),
  ).toBeVisible();

  // The layout is kept once for the account; then the file.
  await page.getByTestId('statement-save').click();
  await expect(page.getByTestId('statement-saved')).toBeVisible();
  const csv =
    'Fecha;Referencia;Descripción;Monto\n' +
    `${today()};987654321;PAGO MOVIL 0414;100,00\n` +
    `${today()};11112222;TRANSFERENCIA;250,00\n` +
    `${today()};;PAGO MOVIL SIN REFERENCIA;120,00\n`;
  await page.getByTestId('statement-file').setInputFiles({
    name: 'movimientos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('statement-imported')).toHaveText('3 movimientos nuevos.');
  const matched = page.getByTestId('statement-matched');
  await expect(matched).toContainText('Carla Pagó');
  await expect(matched).toContainText('Últimos dígitos de la referencia');
  await expect(page.getByTestId('statement-unreported')).toContainText('Ref. 11112222');
  await expect(page.getByTestId('statement-unpaid')).toContainText('Luis Sin Pago');
  await snapshot(page, testInfo, 'statement-outcome-phone');
  // No serious or critical accessibility violation on the outcome (axe, WCAG 2.x A and AA).
  await expect(
    page.locator('.ant-motion-collapse, [class*="-appear"], [class*="-enter"]'),
  ).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);

  await page.getByRole('button', { name: 'Verificar los coincidentes (1)' }).click();
  await expect(page.getByTestId('statement-verified')).toContainText('Se verificó 1 pago.');
  await expect(matched).toContainText('Ningún movimiento coincide');
  await snapshot(page, testInfo, 'statement-verified-phone');

  const payment = await api(server, `/tickets/${paid}/payment`, { token: creator.token });
  expect(payment.body).toMatchObject({ verification_status: 'verified' });

  // The ambiguous movement: the creator picks Berta's report.
  const ambiguous = page.getByTestId('statement-ambiguous');
  await expect(ambiguous).toContainText('2 reportes posibles');
  await ambiguous
    .locator('.rifa-statement__candidate', { hasText: 'Berta Sin Ref' })
    .getByRole('button', { name: 'Verificar este pago' })
    .click();
  await expect(ambiguous).toContainText('Nada ambiguo.');
  await expect(page.getByTestId('statement-unpaid')).toContainText('Ana Sin Ref');
  const picked = await api(server, `/tickets/${chosen}/payment`, { token: creator.token });
  expect(picked.body).toMatchObject({ verification_status: 'verified' });
});

test('the creator imports an Excel workbook (.xlsx) and its match is found', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'OrganizadoraExcel');
  await setExchangeRate(server, creator, 40);
  const account = await addPaymentMethod(server, creator, {
    type: 'pago_movil',
    name: 'Pago móvil Banesco',
    details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
  });
  const { id: raffleId } = await createRaffle(server, creator, {
    title: `Cesta Excel ${Date.now()}`,
    ticket_price: 2.5,
  });
  const buyer = await signUp(server, 'Carla Excel', uniqueEmail('excel'));
  const ticket = await buyTicket(server, buyer, raffleId, [21]);
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    payment_method_id: account.id,
    amount: 100,
    currency: 'VES',
    reference: '0102555666777',
  });

  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  await page.goto('/app/payments/statement');
  await page.getByTestId('statement-save').click();
  await expect(page.getByTestId('statement-saved')).toBeVisible();

  // A workbook as a bank's export opened in Excel: a title, the header, real date cells, numbers,
  // and a formula-like text the server must keep as text.
  const day = new Date();
  const workbook = xlsxWorkbook([
    ['Banesco - Movimientos', null, null, null],
    ['Fecha', 'Referencia', 'Descripción', 'Monto'],
    [day, '555666777', 'PAGO MOVIL 0414', 100],
    [day, '88889999', '=HYPERLINK("http://x")', 1234.5],
    [day, '77770000', 'COMISION', -1.5],
  ]);
  await page.getByTestId('statement-file').setInputFiles({
    name: 'movimientos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByTestId('statement-imported')).toHaveText('2 movimientos nuevos.');
  await expect(page.getByTestId('statement-matched')).toContainText('Carla Excel');
  await expect(page.getByTestId('statement-unreported')).toContainText('Ref. 88889999');
  await snapshot(page, testInfo, 'statement-xlsx-phone');

  // Stored as the server read it: Bs 1.234,50, the formula as text (made inert in the export).
  const csv = await fetch(`${server.url}/api/v1/me/statements/${account.id}/movements.csv`, {
    headers: { authorization: `Bearer ${creator.token}` },
  }).then((res) => res.text());
  expect(csv).toContain('"1.234,50"');
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);

  // A file that is not a workbook, named .xlsx: a Spanish message, nothing stored.
  await page.getByTestId('statement-file').setInputFiles({
    name: 'roto.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('esto no es una hoja de cálculo'),
  });
  await expect(page.getByTestId('statement-error')).toContainText(
    'No se pudo leer la hoja de Excel',
  );
  const after = await fetch(`${server.url}/api/v1/me/statements/${account.id}/movements.csv`, {
    headers: { authorization: `Bearer ${creator.token}` },
  }).then((res) => res.text());
  expect(after.trim().split('\r\n')).toHaveLength(3);
});
