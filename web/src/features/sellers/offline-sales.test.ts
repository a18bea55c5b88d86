import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/error';
import {
  OfflineSalesStore,
  offlineRefusal,
  queuedNumbers,
  syncQueue,
  type Exclusive,
  type NewSale,
  type QueuedSale,
  type SentSale,
} from './offline-sales';

function sale(numbers: number[], extra: Partial<NewSale> = {}): NewSale {
  return {
    userId: 'ana',
    sellerId: 's1',
    raffleId: 'r1',
    raffleTitle: 'Moto',
    totalTickets: 100,
    numbers,
    buyer_name: 'María Pérez',
    buyer_phone: '',
    status: 'paid',
    payment_method: 'efectivo_usd',
    amount: numbers.length * 2,
    ...extra,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const block = { status: 'active' as const, block: { start: 10, end: 19, locked: false } };

describe('offline sales queue', () => {
  it('keeps each sale with one key made when queued, in order, per person, across reopenings', async () => {
    const factory = new IDBFactory();
    const store = new OfflineSalesStore(factory);
    const first = await store.queue(sale([10, 11]));
    const second = await store.queue(sale([12]));
    await store.queue(sale([50], { userId: 'otra' }));
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).not.toBe(first.key);
    expect(first.state).toBe('pending');

    // A reload opens the same database: nothing is lost, the keys are the same.
    const reopened = new OfflineSalesStore(factory);
    const listed = await reopened.sales('ana');
    expect(listed.map((s) => [s.key, s.numbers])).toEqual([
      [first.key, [10, 11]],
      [second.key, [12]],
    ]);
    expect((await reopened.sales('otra')).map((s) => s.numbers)).toEqual([[50]]);
    expect([...queuedNumbers(listed, 's1')].sort()).toEqual([10, 11, 12]);
  });

  it('sends the queue in order with the same keys; refusals keep the message, a lost connection stops', async () => {
    const store = new OfflineSalesStore(new IDBFactory());
    const a = await store.queue(sale([10]));
    const b = await store.queue(sale([11]));
    const c = await store.queue(sale([12]));
    const sent: string[] = [];
    let online = false;
    const send = (s: QueuedSale): Promise<SentSale> => {
      sent.push(s.key);
      if (!online)
        return Promise.reject(new ApiError({ code: 'network', message: 'x', status: 0 }));
      if (s.key === b.key) {
        return Promise.reject(
          new ApiError({
            code: 'block_taken_back',
            message: 'Estos números ya no son de tu talonario',
            status: 409,
          }),
        );
      }
      return Promise.resolve({ id: `t-${s.numbers[0]}`, receipt_code: `code${s.numbers[0]}` });
    };

    // Offline: the first attempt fails, nothing changes, the rest is not tried.
    expect(await syncQueue(store, 'ana', send)).toEqual({ synced: 0, rejected: 0, left: 3 });
    expect(sent).toEqual([a.key]);
    expect((await store.sales('ana')).every((s) => s.state === 'pending')).toBe(true);

    online = true;
    sent.length = 0;
    expect(await syncQueue(store, 'ana', send)).toEqual({ synced: 2, rejected: 1, left: 0 });
    expect(sent).toEqual([a.key, b.key, c.key]);
    const after = await store.sales('ana');
    expect(after.map((s) => [s.state, s.receiptCode ?? s.error])).toEqual([
      ['synced', 'code10'],
      ['rejected', 'Estos números ya no son de tu talonario'],
      ['synced', 'code12'],
    ]);
    expect(queuedNumbers(after, 's1').size).toBe(0);

    // Nothing pending: a new round sends nothing. A pending sale cannot be dismissed; others can.
    sent.length = 0;
    await syncQueue(store, 'ana', send);
    expect(sent).toEqual([]);
    await store.dismiss(b.key);
    expect((await store.sales('ana')).map((s) => s.key)).toEqual([a.key, c.key]);
    const d = await store.queue(sale([13]));
    await store.dismiss(d.key);
    expect((await store.sales('ana')).map((s) => s.key)).toContain(d.key);
  });

  it('runs one round at a time: a second call while one runs sends nothing twice', async () => {
    const store = new OfflineSalesStore(new IDBFactory());
    await store.queue(sale([10]));
    await store.queue(sale([11]));
    const sent: number[] = [];
    const send = async (s: QueuedSale): Promise<SentSale> => {
      sent.push(s.numbers[0]!);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { id: 't', receipt_code: 'c' };
    };
    const [one, two] = await Promise.all([
      syncQueue(store, 'ana', send),
      syncQueue(store, 'ana', send),
    ]);
    expect(one).toEqual(two);
    expect(sent).toEqual([10, 11]);
  });

  it("two tabs sharing a lock send each sale once: the second round finds the first one's sent", async () => {
    const factory = new IDBFactory();
    await new OfflineSalesStore(factory).queue(sale([10]));
    await new OfflineSalesStore(factory).queue(sale([11]));
    // Another tab: its own copy of the module (its own in-page round) and its own connection.
    vi.resetModules();
    const otherTab = await import('./offline-sales');
    // navigator.locks as the tabs of one origin share it: one holder at a time, in request order.
    let tail = Promise.resolve();
    const lock: Exclusive = <T>(run: () => Promise<T>) => {
      const granted = tail.then(run);
      tail = granted.then(
        () => undefined,
        () => undefined,
      );
      return granted;
    };
    const sent: number[] = [];
    const send = async (s: QueuedSale): Promise<SentSale> => {
      sent.push(s.numbers[0]!);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { id: `t${s.numbers[0]}`, receipt_code: 'c' };
    };
    const [here, there] = await Promise.all([
      syncQueue(new OfflineSalesStore(factory), 'ana', send, lock),
      otherTab.syncQueue(new otherTab.OfflineSalesStore(factory), 'ana', send, lock),
    ]);
    expect(sent).toEqual([10, 11]);
    expect([here.synced, there.synced].sort()).toEqual([0, 2]);
    const states = (await new OfflineSalesStore(factory).sales('ana')).map((s) => s.state);
    expect(states).toEqual(['synced', 'synced']);
  });

  it('keeps what the page loaded per seller', async () => {
    const store = new OfflineSalesStore(new IDBFactory());
    const seller = { id: 's1', block: block.block } as unknown as Parameters<
      OfflineSalesStore['saveSnapshot']
    >[0]['seller'];
    await store.saveSnapshot({
      sellerId: 's1',
      userId: 'ana',
      seller,
      taken: [3, 12],
      savedAt: 'x',
    });
    await store.saveSnapshot({
      sellerId: 's1',
      userId: 'ana',
      seller,
      taken: [3, 12, 14],
      savedAt: 'y',
    });
    const snaps = await store.snapshots('ana');
    expect(snaps).toHaveLength(1);
    expect(snaps[0]!.taken).toEqual([3, 12, 14]);
    expect(await store.snapshots('otra')).toEqual([]);
  });
});

describe('offlineRefusal', () => {
  it('sells offline only free numbers of the own block', () => {
    const taken = new Set([12, 15]);
    expect(offlineRefusal(block, [10, 11], taken, pad)).toBeNull();
    expect(offlineRefusal(block, [19, 20], taken, pad)).toBe(
      'Sin conexión solo puedes vender números de tu talonario (10–19): 20 no lo son.',
    );
    expect(offlineRefusal(block, [11, 12, 15], taken, pad)).toBe('Ya vendidos o en cola: 12, 15.');
    expect(offlineRefusal({ status: 'active', block: null }, [1], taken, pad)).toMatch(
      /no tienes uno asignado/,
    );
    expect(offlineRefusal({ ...block, status: 'removed' }, [10], taken, pad)).toMatch(
      /no tienes uno asignado/,
    );
  });
});
