/**
 * The business's raffles and sales (issue 12): `GET /business/raffles` with each raffle's figures
 * (numbers and money, in dollars and in bolívares at the business's rate), `GET /business/tickets`
 * with every filter, who sold each ticket and the totals of the filter, and the CSV export byte for
 * byte. Online purchases and counter sales side by side. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createRaffle,
  setExchangeRate,
  setTicketStatus,
  signUp,
  type Session,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { addCashier, businessOwner, counterSale } from '../support/business';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

interface Sold {
  id: string;
  purchase_date?: string;
}

/** "24/12/2026 16:00": the moment in Venezuela's time (UTC−4), as the export writes it. */
function caracas(iso: string): string {
  const d = new Date(Date.parse(iso) - 4 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

test.describe('business sales', () => {
  test.describe.configure({ mode: 'serial' });

  let owner: Session;
  let cashier: Session;
  let raffleA: { id: string };
  let raffleB: { id: string };
  let raffleC: { id: string };
  const t: Record<string, Sold> = {};
  let middle = '';

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
    const server = dedicated;
    owner = await businessOwner(server, 'Rifas La Esquina');
    await setExchangeRate(server, owner, 36.55);
    cashier = await signUp(server, 'Cajera', uniqueEmail('cajera'));
    await addCashier(server, owner, cashier, { name: 'Ana Taquilla' });
    const buyers = [];
    for (let i = 1; i <= 3; i++) buyers.push(await signUp(server, `Comprador ${i}`, uniqueEmail()));
    const [b1, b2, b3] = buyers as [Session, Session, Session];

    raffleA = await createRaffle(server, owner, { title: 'Moto Bera 2027', ticket_price: 2.5 });
    raffleB = await createRaffle(server, owner, {
      title: 'Cesta privada',
      ticket_price: 1.25,
      is_private: true,
    });

    t['online1'] = await buyTicket(server, b1, raffleA.id, [1, 2]); // pending, 5.00
    const online2 = await buyTicket(server, b2, raffleA.id, [3]);
    t['online2'] = await setTicketStatus(server, owner, online2.id, 'paid'); // paid, 2.50
    const sell = async (who: Session, raffleId: string, body: Record<string, unknown>) => {
      const res = await counterSale(server, who, raffleId, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as Sold;
    };
    t['owner'] = await sell(owner, raffleA.id, {
      numbers: [10, 11],
      buyer_name: 'José Núñez',
      buyer_phone: '0414-123 45 67',
    }); // paid, 5.00
    // Purchase dates are kept to the millisecond: step off the owner's sale and
    // before the cashier's, so no sale shares the boundary's millisecond.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
    await tick();
    middle = new Date().toISOString();
    await tick();
    t['cashierPending'] = await sell(cashier, raffleA.id, {
      numbers: [20],
      buyer_name: 'María "La Flaca"; Pérez',
      buyer_phone: '+58 414-7654321',
      buyer_email: 'maria@example.com',
      status: 'pending',
    }); // pending, 2.50
    t['cashierPaid'] = await sell(cashier, raffleA.id, { numbers: [30, 8], buyer_name: '=cmd' }); // paid, 5.00
    const online3 = await buyTicket(server, b3, raffleA.id, [40]);
    t['cancelled'] = await setTicketStatus(server, b3, online3.id, 'cancelled');
    t['private'] = await sell(owner, raffleB.id, { numbers: [5], buyer_name: 'Pedro' }); // paid, 1.25

    raffleC = await createRaffle(server, owner, { title: 'Televisor cancelado' });
    const cancel = await api(server, `/raffles/${raffleC.id}/cancel`, {
      method: 'POST',
      token: owner.token,
    });
    expect(cancel.status).toBe(200);
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('raffles with their figures, in dollars and bolívares, for the owner and a cashier', async () => {
    const server = dedicated!;
    for (const who of [owner, cashier]) {
      const res = await api(server, '/business/raffles', { token: who.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.count).toBe(3);
      expect(res.body.exchange_rate).toBe(36.55);
      expect(res.body.exchange_rate_at).toEqual(expect.any(String));
      const ids = res.body.data.map((r: { id: string }) => r.id);
      expect(ids).toEqual([raffleC.id, raffleB.id, raffleA.id]);
      const [c, b, a] = res.body.data;
      expect(a.figures).toEqual({
        sold_numbers: 8,
        paid_numbers: 5,
        pending_numbers: 3,
        paid_amount: 12.5,
        pending_amount: 7.5,
        // 12,50 × 36,55 = 456,875 → 456,88 (half up); 7,50 × 36,55 = 274,125 → 274,13.
        paid_amount_ves: 456.88,
        pending_amount_ves: 274.13,
        counter_tickets: 3,
        online_tickets: 2,
      });
      expect(b.is_private).toBe(true);
      expect(b.figures).toMatchObject({
        sold_numbers: 1,
        paid_amount: 1.25,
        paid_amount_ves: 45.69,
        counter_tickets: 1,
        online_tickets: 0,
      });
      expect(c.figures).toEqual({
        sold_numbers: 0,
        paid_numbers: 0,
        pending_numbers: 0,
        paid_amount: 0,
        pending_amount: 0,
        paid_amount_ves: 0,
        pending_amount_ves: 0,
        counter_tickets: 0,
        online_tickets: 0,
      });
    }
    const cancelled = await api(server, '/business/raffles?status=cancelled', {
      token: owner.token,
    });
    expect(cancelled.body.data.map((r: { id: string }) => r.id)).toEqual([raffleC.id]);
    const byText = await api(server, '/business/raffles?q=PRIVADA', { token: owner.token });
    expect(byText.body.data.map((r: { id: string }) => r.id)).toEqual([raffleB.id]);
    const bad = await api(server, '/business/raffles?status=vendida', { token: owner.token });
    expect(bad.status).toBe(422);
    const plain = await signUp(server, 'Usuario Común', uniqueEmail());
    expect((await api(server, '/business/raffles', { token: plain.token })).status).toBe(403);
    expect((await api(server, '/business/raffles')).status).toBe(401);
  });

  test('every ticket filter, their combination, totals and sellers', async () => {
    const server = dedicated!;
    const list = async (query: string, who: Session = owner) => {
      const res = await api(server, `/business/tickets${query}`, { token: who.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        data: { id: string; seller: unknown; raffle: { id: string } }[];
        count: number;
        totals: Record<string, number>;
      };
    };
    const ids = (body: { data: { id: string }[] }) => body.data.map((x) => x.id);

    const all = await list('');
    expect(all.count).toBe(7);
    expect(ids(all)).toEqual([
      t['private']!.id,
      t['cancelled']!.id,
      t['cashierPaid']!.id,
      t['cashierPending']!.id,
      t['owner']!.id,
      t['online2']!.id,
      t['online1']!.id,
    ]);
    expect(all.totals).toEqual({
      tickets: 6,
      numbers: 9,
      amount: 21.25,
      paid_amount: 13.75,
      pending_amount: 7.5,
      cancelled: 1,
    });
    const byId = new Map(all.data.map((x) => [x.id, x]));
    expect(byId.get(t['online1']!.id)!.seller).toBeNull();
    expect(byId.get(t['owner']!.id)!.seller).toEqual({
      id: owner.userId,
      name: 'Rifas La Esquina',
      role: 'owner',
    });
    expect(byId.get(t['cashierPaid']!.id)!.seller).toEqual({
      id: cashier.userId,
      name: 'Ana Taquilla',
      role: 'cashier',
    });
    expect(byId.get(t['private']!.id)!.raffle.id).toBe(raffleB.id);
    // The cashier sees the same list.
    expect(ids(await list('', cashier))).toEqual(ids(all));

    // Paging: the totals are the filter's, not the page's.
    const page = await list('?limit=2&page=1');
    expect(ids(page)).toEqual([t['cashierPaid']!.id, t['cashierPending']!.id]);
    expect(page.count).toBe(7);
    expect(page.totals).toEqual(all.totals);

    expect(ids(await list('?status=paid'))).toEqual([
      t['private']!.id,
      t['cashierPaid']!.id,
      t['owner']!.id,
      t['online2']!.id,
    ]);
    const cancelled = await list('?status=cancelled');
    expect(ids(cancelled)).toEqual([t['cancelled']!.id]);
    expect(cancelled.totals).toEqual({
      tickets: 0,
      numbers: 0,
      amount: 0,
      paid_amount: 0,
      pending_amount: 0,
      cancelled: 1,
    });
    expect(ids(await list(`?raffle_id=${raffleB.id}`))).toEqual([t['private']!.id]);
    expect(ids(await list('?seller=online'))).toEqual([
      t['cancelled']!.id,
      t['online2']!.id,
      t['online1']!.id,
    ]);
    expect(ids(await list(`?seller=${cashier.userId}`))).toEqual([
      t['cashierPaid']!.id,
      t['cashierPending']!.id,
    ]);
    expect(ids(await list(`?seller=${owner.userId}`))).toEqual([t['private']!.id, t['owner']!.id]);
    const from = encodeURIComponent(middle);
    expect(ids(await list(`?from=${from}&raffle_id=${raffleA.id}`))).toEqual([
      t['cancelled']!.id,
      t['cashierPaid']!.id,
      t['cashierPending']!.id,
    ]);
    expect(ids(await list(`?to=${from}`))).toEqual([
      t['owner']!.id,
      t['online2']!.id,
      t['online1']!.id,
    ]);
    const combined = await list(`?status=paid&seller=${cashier.userId}&raffle_id=${raffleA.id}`);
    expect(ids(combined)).toEqual([t['cashierPaid']!.id]);
    expect(combined.totals).toEqual({
      tickets: 1,
      numbers: 2,
      amount: 5,
      paid_amount: 5,
      pending_amount: 0,
      cancelled: 0,
    });

    // Search: a name without accents or case, a phone with other separators, a number (a live
    // ticket's and a cancelled one's).
    expect(ids(await list('?q=JOSE%20nunez'))).toEqual([t['owner']!.id]);
    expect(ids(await list(`?q=${encodeURIComponent('0414 123-45')}`))).toEqual([t['owner']!.id]);
    expect(ids(await list(`?q=${encodeURIComponent('(414) 765')}`))).toEqual([
      t['cashierPending']!.id,
    ]);
    expect(ids(await list('?q=20'))).toEqual([t['cashierPending']!.id]);
    expect(ids(await list('?q=40'))).toEqual([t['cancelled']!.id]);
    expect(ids(await list('?q=08'))).toEqual([t['cashierPaid']!.id]);
    expect(ids(await list('?q=flaca&status=paid'))).toEqual([]);

    // Another creator's raffle matches nothing; bad filters are 422.
    const stranger = await signUp(server, 'Extraño', uniqueEmail());
    const foreign = await createRaffle(server, stranger);
    const none = await list(`?raffle_id=${foreign.id}`);
    expect(none.count).toBe(0);
    expect(none.totals.tickets).toBe(0);
    const bad = await api(server, '/business/tickets?seller=alguien&from=ayer&status=x', {
      token: owner.token,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.details).sort()).toEqual(['from', 'seller', 'status']);
    expect((await api(server, '/business/tickets', { token: stranger.token })).status).toBe(403);
  });

  test('CSV export: BOM, header, quoting, formula guard, decimal comma, padded numbers', async () => {
    const server = dedicated!;
    const res = await fetch(
      `${server.url}/api/v1/business/tickets/export?raffle_id=${raffleA.id}&seller=${cashier.userId}`,
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tickets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    const expected =
      '\uFEFF' +
      'Fecha;Rifa;Números;Comprador;Teléfono;Correo;Estado;Pago;Vendido por;Monto (USD);Monto (Bs);Tasa (Bs/USD)\r\n' +
      `${caracas(t['cashierPaid']!.purchase_date!)};Moto Bera 2027;08, 30;'=cmd;;;Pagado;;Ana Taquilla;5,00;;\r\n` +
      `${caracas(t['cashierPending']!.purchase_date!)};Moto Bera 2027;20;"María ""La Flaca""; Pérez";'+58 414-7654321;maria@example.com;Pendiente;;Ana Taquilla;2,50;;\r\n`;
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);

    // Without filters: every ticket, online ones 'En línea', the cancelled one 'Cancelado'.
    const everything = await fetch(`${server.url}/api/v1/business/tickets/export`, {
      headers: { authorization: `Bearer ${cashier.token}` },
    });
    const lines = (await everything.text()).split('\r\n');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[8]).toBe('');
    expect(lines[2]).toContain(';Cancelado;;En línea;2,50;;');
    const denied = await fetch(`${server.url}/api/v1/business/tickets/export`);
    expect(denied.status).toBe(401);
  });
});
