/**
 * Counter sales made without a connection (issue 36 part 2), kept in IndexedDB until they are sent.
 *
 * - Only a seller with a block (talonario) sells offline, and only numbers of that block that were
 *   free at the last sync and are not queued already (`offlineRefusal`): two people never sell the
 *   same number, by construction.
 * - Each queued sale carries the `Idempotency-Key` made when it was queued; sending the queue again
 *   (a reload, a second tab, a lost answer) replays the sale instead of selling twice.
 * - `syncQueue` sends the pending sales in the order they were made, with `offline: true` (the
 *   server refuses them once the block is no longer the seller's). Each one becomes `synced` (the
 *   real ticket's receipt code) or `rejected` (the server's message); a network failure, a 5xx, 429
 *   or 401 stops the round and leaves the rest pending for the next one.
 * - What the page loaded (the seller role and the numbers taken at the last sync) is kept too
 *   (`SellerSnapshot`), so a reload without a connection can still sell.
 *
 * Everything is per signed-in person (`userId`): another account on the same phone neither sees nor
 * sends someone else's queue.
 */
import { ApiError } from '../../lib/api/error';
import type { CounterPaymentMethod } from '../../lib/counter-payment';
import type { MySeller } from '../../lib/seller-roles';
import { es } from '../../locales/es';

export type QueuedSaleState = 'pending' | 'synced' | 'rejected';

export interface QueuedSale {
  /** The `Idempotency-Key`, made once when the sale was queued; the store's key. */
  key: string;
  userId: string;
  sellerId: string;
  raffleId: string;
  raffleTitle: string;
  totalTickets: number;
  numbers: number[];
  buyer_name: string;
  buyer_phone: string;
  status: 'paid' | 'pending';
  payment_method: CounterPaymentMethod;
  /** Numbers × the price at the last sync, in USD: what the receipt shows (the server prices it). */
  amount: number;
  /** When it was queued (ISO); the queue is sent in this order. */
  queuedAt: string;
  seq: number;
  state: QueuedSaleState;
  receiptCode?: string;
  ticketId?: string;
  error?: string;
  errorCode?: string;
}

/** What a seller's page loaded at the last sync: the seller role and the raffle's taken numbers. */
export interface SellerSnapshot {
  sellerId: string;
  userId: string;
  seller: MySeller;
  taken: number[];
  savedAt: string;
}

export type NewSale = Omit<QueuedSale, 'key' | 'queuedAt' | 'seq' | 'state'> & { key?: string };

const DB_NAME = 'rifa-offline-sales';
const SALES = 'sales';
const SNAPSHOTS = 'snapshots';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    const db = req.result;
    const sales = db.createObjectStore(SALES, { keyPath: 'key' });
    sales.createIndex('userId', 'userId');
    const snapshots = db.createObjectStore(SNAPSHOTS, { keyPath: 'sellerId' });
    snapshots.createIndex('userId', 'userId');
  };
  return request(req);
}

/** Later than every sale queued before it, even within one millisecond. */
let lastSeq = 0;
function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  return lastSeq;
}

/** The queue and the snapshots in one IndexedDB database (`factory`: the browser's, or a test's). */
export class OfflineSalesStore {
  private db: Promise<IDBDatabase> | null = null;
  private readonly factory: IDBFactory;

  constructor(factory: IDBFactory = indexedDB) {
    this.factory = factory;
  }

  private async store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
    this.db ??= open(this.factory);
    return (await this.db).transaction(name, mode).objectStore(name);
  }

  /** Queues a sale (its key made here unless given) and returns it as stored. */
  async queue(sale: NewSale): Promise<QueuedSale> {
    const queued: QueuedSale = {
      ...sale,
      key: sale.key ?? crypto.randomUUID(),
      queuedAt: new Date().toISOString(),
      seq: nextSeq(),
      state: 'pending',
    };
    await request((await this.store(SALES, 'readwrite')).put(queued));
    return queued;
  }

  /** Every sale of `userId` still listed, in the order they were made. */
  async sales(userId: string): Promise<QueuedSale[]> {
    const all = await request(
      (await this.store(SALES, 'readonly')).index('userId').getAll(userId) as IDBRequest<
        QueuedSale[]
      >,
    );
    return all.sort((a, b) => a.seq - b.seq);
  }

  async put(sale: QueuedSale): Promise<void> {
    await request((await this.store(SALES, 'readwrite')).put(sale));
  }

  /** Takes a sent or refused sale off the list (a pending one stays: it is not lost). */
  async dismiss(key: string): Promise<void> {
    const store = await this.store(SALES, 'readwrite');
    const sale = (await request(store.get(key))) as QueuedSale | undefined;
    if (sale && sale.state !== 'pending') await request(store.delete(key));
  }

  async saveSnapshot(snapshot: SellerSnapshot): Promise<void> {
    await request((await this.store(SNAPSHOTS, 'readwrite')).put(snapshot));
  }

  /** Forgets what a seller role kept (its block was taken back: nothing to sell offline). */
  async deleteSnapshot(sellerId: string): Promise<void> {
    await request((await this.store(SNAPSHOTS, 'readwrite')).delete(sellerId));
  }

  async snapshots(userId: string): Promise<SellerSnapshot[]> {
    return request(
      (await this.store(SNAPSHOTS, 'readonly')).index('userId').getAll(userId) as IDBRequest<
        SellerSnapshot[]
      >,
    );
  }
}

/** The numbers queued and not refused for `sellerId`: taken in the seller's own picker. */
export function queuedNumbers(sales: readonly QueuedSale[], sellerId: string): Set<number> {
  const out = new Set<number>();
  for (const sale of sales) {
    if (sale.sellerId === sellerId && sale.state === 'pending') {
      for (const n of sale.numbers) out.add(n);
    }
  }
  return out;
}

/**
 * Why `numbers` cannot be sold offline by `seller` (null: they can): no block, numbers outside it,
 * or numbers taken at the last sync or queued already.
 */
export function offlineRefusal(
  seller: Pick<MySeller, 'block' | 'status'>,
  numbers: readonly number[],
  taken: ReadonlySet<number>,
  format: (n: number) => string,
): string | null {
  const t = es.offlineSales;
  if (seller.status !== 'active' || !seller.block) return t.noBlock;
  const block = seller.block;
  const outside = numbers.filter((n) => n < block.start || n > block.end);
  if (outside.length > 0) {
    return t.outsideBlock(format(block.start), format(block.end), outside.map(format).join(', '));
  }
  const gone = numbers.filter((n) => taken.has(n));
  if (gone.length > 0) return t.alreadyTaken(gone.map(format).join(', '));
  return null;
}

/** A failure that says nothing about the sale: no connection, the server busy or down. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

export interface SentSale {
  id: string;
  receipt_code: string;
}

export interface SyncResult {
  synced: number;
  rejected: number;
  /** Still pending because the round stopped (no connection, server busy). */
  left: number;
}

const running = new Map<string, Promise<SyncResult>>();

/** Runs a round alone: across the tabs of the app (offline-sender.ts), or as it is. */
export type Exclusive = <T>(run: () => Promise<T>) => Promise<T>;
const asIs: Exclusive = (run) => run();

/**
 * Sends `userId`'s pending sales in order through `send` (the same key each time). One round per
 * person at a time in this page: a second call while one runs gets the running one's result. The
 * round (reading what is pending included) runs inside `exclusive`, so a round of another tab
 * that holds the same lock ends first and this one finds what it sent no longer pending.
 */
export function syncQueue(
  store: OfflineSalesStore,
  userId: string,
  send: (sale: QueuedSale) => Promise<SentSale>,
  exclusive: Exclusive = asIs,
): Promise<SyncResult> {
  const current = running.get(userId);
  if (current) return current;
  const round = exclusive(async () => {
    const result: SyncResult = { synced: 0, rejected: 0, left: 0 };
    const pending = (await store.sales(userId)).filter((s) => s.state === 'pending');
    for (const [i, sale] of pending.entries()) {
      try {
        const ticket = await send(sale);
        await store.put({
          ...sale,
          state: 'synced',
          receiptCode: ticket.receipt_code,
          ticketId: ticket.id,
        });
        result.synced += 1;
      } catch (error) {
        if (isTransient(error)) {
          result.left = pending.length - i;
          break;
        }
        const apiError = error as ApiError;
        await store.put({
          ...sale,
          state: 'rejected',
          error: apiError.message,
          errorCode: apiError.code,
        });
        result.rejected += 1;
      }
    }
    return result;
  }).finally(() => running.delete(userId));
  running.set(userId, round);
  return round;
}
