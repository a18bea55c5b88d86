import { api, body, rawFile } from '../../../lib/api/client';
import { sellerCodeFor } from '../../../lib/seller-link';
import {
  RAFFLE_PAGE_SIZE,
  type RaffleFilter,
  type RaffleInput,
  type RaffleStatus,
} from '../../../lib/raffle';

/** Raffle fetchers (`/api/v1/raffles…`, ARCHITECTURE §5), typed by api/openapi.yaml. */

export interface ListRafflesParams {
  page: number;
  limit?: number;
  status?: RaffleFilter;
  q?: string;
  /** 'ending': only raffles whose end is still ahead, the soonest first (default: newest first). */
  sort?: 'newest' | 'ending';
}

function statusParam(status: RaffleFilter | 'cancelled' | undefined): RaffleStatus | undefined {
  return status && status !== 'all' ? status : undefined;
}

function raffleId(id: string) {
  return { params: { path: { id } } };
}

/** `GET /raffles`: a page of public raffles, newest first. */
export function listRaffles(params: ListRafflesParams, signal?: AbortSignal) {
  return body(
    api.GET('/raffles', {
      params: {
        query: {
          page: params.page,
          limit: params.limit ?? RAFFLE_PAGE_SIZE,
          status: statusParam(params.status),
          q: params.q?.trim() || undefined,
          sort: params.sort === 'ending' ? 'ending' : undefined,
        },
      },
      signal,
    }),
  );
}

/** `GET /raffles/search`: active public raffles matching `q` (default 20). */
export function searchRaffles(q: string, limit = 20, signal?: AbortSignal) {
  return body(api.GET('/raffles/search', { params: { query: { q, limit } }, signal }));
}

/** `GET /me/raffles`: the caller's raffles in every status, private included. */
export function listMyRaffles(
  params: { page: number; limit?: number; status?: RaffleFilter | 'cancelled' },
  signal?: AbortSignal,
) {
  return body(
    api.GET('/me/raffles', {
      params: {
        query: {
          page: params.page,
          limit: params.limit ?? RAFFLE_PAGE_SIZE,
          status: statusParam(params.status),
        },
      },
      signal,
    }),
  );
}

export function createRaffle(input: RaffleInput) {
  return body(api.POST('/raffles', { body: input }));
}

export function updateRaffle(id: string, patch: Partial<RaffleInput>) {
  return body(api.PATCH('/raffles/{id}', { ...raffleId(id), body: patch }));
}

export function deleteRaffle(id: string) {
  return body(api.DELETE('/raffles/{id}', raffleId(id)));
}

export function cancelRaffle(id: string) {
  return body(api.POST('/raffles/{id}/cancel', raffleId(id)));
}

/** 'Cerrar ventas': the creator seals the list before the end date (the same seal as the end's). */
export function closeRaffleSales(id: string) {
  return body(api.POST('/raffles/{id}/close-sales', raffleId(id)));
}

/** `PUT /raffles/{id}/image`: the body is the image itself (checked by content on the server). */
export function uploadRaffleImage(id: string, file: Blob) {
  return body(api.PUT('/raffles/{id}/image', { ...raffleId(id), ...rawFile(file) }));
}

/** `GET /raffles/{id}/numbers`: the taken numbers, ascending. */
export function getRaffleNumbers(id: string, signal?: AbortSignal) {
  return body(api.GET('/raffles/{id}/numbers', { ...raffleId(id), signal }));
}

/**
 * `POST /raffles/{id}/tickets`. `idempotencyKey` is made once per purchase attempt so that a
 * retry after a network failure returns the same ticket instead of buying twice.
 */
export function purchaseTickets(id: string, numbers: number[], idempotencyKey: string) {
  // The seller whose link brought the buyer here (lib/seller-link.ts); the server resolves it.
  const sellerCode = sellerCodeFor(id);
  return body(
    api.POST('/raffles/{id}/tickets', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body: sellerCode ? { numbers, seller_code: sellerCode } : { numbers },
    }),
  );
}

/** `GET /raffles/{id}/tickets`: the tickets of an own raffle, with the buyers' contact data. */
export function listRaffleTickets(
  id: string,
  params: { page: number; limit?: number },
  signal?: AbortSignal,
) {
  return body(
    api.GET('/raffles/{id}/tickets', {
      params: { path: { id }, query: { page: params.page, limit: params.limit ?? 50 } },
      signal,
    }),
  );
}
