/**
 * Public receipts (issue 10, verifiable tickets): every ticket has its own random 32-hex
 * `receipt_code`; `GET /receipts/{code}` answers without sign-in with the raffle, numbers, status,
 * date and the masked buyer (never an e-mail or phone), is not cached, and says an unknown or
 * malformed code does not exist; after the draw it shows the winner and how each ticket stands in
 * the sealed list. Both databases; every answer is checked against the contract by the fixture.
 */
import { randomBytes } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  drawWinner,
  setTicketStatus,
  signUp,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';

const NOT_FOUND = {
  error: {
    code: 'receipt_not_found',
    message: 'Este recibo no existe. Revisa el enlace o el código.',
  },
};

interface Receipt {
  code: string;
  ticket_id: string;
  numbers: number[];
  status: string;
  price: number;
  purchase_date: string;
  buyer_name: string;
  is_winner: boolean;
  in_seal: string | null;
  raffle: {
    id: string;
    title: string;
    status: string;
    winner_number: number | null;
    seal_sha256: string | null;
    creator_name: string;
  };
}

test.describe('receipts', () => {
  test('a pending ticket: public, no-store, masked buyer, no contact, a code of its own', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Carla Organizadora', uniqueEmail());
    const buyer = await signUp(server, 'María González', uniqueEmail());
    const raffle = await createRaffle(server, creator, { title: 'Cesta navideña' });
    const first = (await buyTicket(server, buyer, raffle.id, [7, 3])) as unknown as {
      id: string;
      receipt_code: string;
      purchase_date: string;
    };
    const second = (await buyTicket(server, buyer, raffle.id, [8])) as unknown as {
      id: string;
      receipt_code: string;
    };
    expect(first.receipt_code).toMatch(/^[0-9a-f]{32}$/);
    expect(second.receipt_code).toMatch(/^[0-9a-f]{32}$/);
    expect(second.receipt_code).not.toBe(first.receipt_code);
    // 128 random bits, not derived from the ticket's id: not even the millisecond its UUID v7
    // begins with.
    expect(first.receipt_code).not.toContain(first.id.replaceAll('-', '').slice(0, 12));
    expect(first.id.replaceAll('-', '')).not.toContain(first.receipt_code.slice(12, 24));

    // No token at all: anyone holding the code sees the receipt.
    const res = await api(server, `/receipts/${first.receipt_code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const receipt = res.body as Receipt;
    expect(receipt).toMatchObject({
      code: first.receipt_code,
      ticket_id: first.id,
      numbers: [3, 7],
      status: 'pending',
      price: 5,
      purchase_date: first.purchase_date,
      buyer_name: 'María G.',
      is_winner: false,
      in_seal: null,
      raffle: {
        id: raffle.id,
        title: 'Cesta navideña',
        status: 'active',
        winner_number: null,
        seal_sha256: null,
        creator_name: 'Carla Organizadora',
      },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain('González');
    expect(text).not.toContain(creator.email);

    // Another signed-in user reaches it too; the other ticket's code gives the other ticket.
    const stranger = await signUp(server, 'Extraño', uniqueEmail());
    const seen = await api(server, `/receipts/${second.receipt_code}`, { token: stranger.token });
    expect(seen.status).toBe(200);
    expect((seen.body as Receipt).ticket_id).toBe(second.id);
    expect((seen.body as Receipt).numbers).toEqual([8]);

    // The status follows the ticket.
    await setTicketStatus(server, creator, first.id, 'paid');
    const paid = await api(server, `/receipts/${first.receipt_code}`);
    expect((paid.body as Receipt).status).toBe('paid');
  });

  test('an unknown or malformed code does not exist', async ({ server }) => {
    for (const code of [
      randomBytes(16).toString('hex'),
      'abc',
      'A'.repeat(32),
      `${randomBytes(16).toString('hex')}0`,
      "' OR '1'='1",
    ]) {
      const res = await api(server, `/receipts/${encodeURIComponent(code)}`);
      expect(res.status, code).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    // A ticket id is not a receipt code.
    const creator = await signUp(server, 'Creadora', uniqueEmail());
    const buyer = await signUp(server, 'Comprador', uniqueEmail());
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [1]);
    const byId = await api(server, `/receipts/${ticket.id}`);
    expect(byId.status).toBe(404);
    expect(byId.body).toEqual(NOT_FOUND);
  });

  test('after the draw: the winner, the others, and how each stands in the seal', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Carla Organizadora', uniqueEmail());
    const winner = await signUp(server, 'Gabriel Pérez', uniqueEmail());
    const other = await signUp(server, 'Olga Ruiz', uniqueEmail());
    const raffle = await createClosingRaffle(server, creator, 8);
    const winning = (await buyTicket(server, winner, raffle.id, [42])) as unknown as {
      id: string;
      receipt_code: string;
    };
    const paid = (await buyTicket(server, other, raffle.id, [10])) as unknown as {
      id: string;
      receipt_code: string;
    };
    const pending = (await buyTicket(server, other, raffle.id, [11])) as unknown as {
      id: string;
      receipt_code: string;
    };
    await setTicketStatus(server, creator, winning.id, 'paid');
    await setTicketStatus(server, creator, paid.id, 'paid');
    const drawn = await drawWinner(server, creator, raffle, 42);
    const seal = drawn.seal_sha256;
    expect(seal).toMatch(/^[0-9a-f]{64}$/);

    const read = async (code: string) => {
      const res = await api(server, `/receipts/${code}`);
      expect(res.status).toBe(200);
      return res.body as Receipt;
    };
    const won = await read(winning.receipt_code);
    expect(won).toMatchObject({ is_winner: true, in_seal: 'paid', buyer_name: 'Gabriel P.' });
    expect(won.raffle).toMatchObject({ status: 'completed', winner_number: 42, seal_sha256: seal });
    expect(await read(paid.receipt_code)).toMatchObject({ is_winner: false, in_seal: 'paid' });
    expect(await read(pending.receipt_code)).toMatchObject({
      is_winner: false,
      in_seal: 'pending',
      status: 'pending',
    });
  });
});
