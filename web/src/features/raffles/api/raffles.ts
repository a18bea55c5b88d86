import { api } from '../../../lib/api-client';
import {
  RAFFLE_PAGE_SIZE,
  type Page,
  type Raffle,
  type RaffleFilter,
  type RaffleInput,
} from '../../../lib/raffle';
import type { RaffleNumbers, Ticket } from '../../tickets';

/** Raffle fetchers (`/api/v1/raffles…`, ARCHITECTURE §5; api/openapi.yaml). */

export interface ListRafflesParams {
  page: number;
  limit?: number;
  status?: RaffleFilter;
  q?: string;
  /** 'ending': only raffles whose end is still ahead, the soonest first (default: newest first). */
  sort?: 'newest' | 'ending';
}

function statusParam(status: RaffleFilter | undefined): string | undefined {
  return status && status !== 'all' ? status : undefined;
}

/** `GET /raffles`: a page of public raffles, newest first. */
export function listRaffles(
  params: ListRafflesParams,
  signal?: AbortSignal,
): Promise<Page<Raffle>> {
  return api.get<Page<Raffle>>('/raffles', {
    query: {
      page: params.page,
      limit: params.limit ?? RAFFLE_PAGE_SIZE,
      status: statusParam(params.status),
      q: params.q?.trim() || undefined,
      sort: params.sort === 'ending' ? 'ending' : undefined,
    },
    signal,
  });
}

/** `GET /raffles/search`: active public raffles matching `q` (default 20). */
export function searchRaffles(q: string, limit = 20, signal?: AbortSignal): Promise<Page<Raffle>> {
  return api.get<Page<Raffle>>('/raffles/search', { query: { q, limit }, signal });
}

export function getRaffle(id: string, signal?: AbortSignal): Promise<Raffle> {
  return api.get<Raffle>(`/raffles/${encodeURIComponent(id)}`, { signal });
}

/** `GET /me/raffles`: the caller's raffles in every status, private included. */
export function listMyRaffles(
  params: { page: number; limit?: number; status?: RaffleFilter | 'cancelled' },
  signal?: AbortSignal,
): Promise<Page<Raffle>> {
  return api.get<Page<Raffle>>('/me/raffles', {
    query: {
      page: params.page,
      limit: params.limit ?? RAFFLE_PAGE_SIZE,
      status: params.status && params.status !== 'all' ? params.status : undefined,
    },
    signal,
  });
}

export function createRaffle(input: RaffleInput): Promise<Raffle> {
  return api.post<Raffle>('/raffles', input);
}

export function updateRaffle(id: string, patch: Partial<RaffleInput>): Promise<Raffle> {
  return api.patch<Raffle>(`/raffles/${encodeURIComponent(id)}`, patch);
}

export function deleteRaffle(id: string): Promise<void> {
  return api.delete<void>(`/raffles/${encodeURIComponent(id)}`);
}

export function cancelRaffle(id: string): Promise<Raffle> {
  return api.post<Raffle>(`/raffles/${encodeURIComponent(id)}/cancel`);
}

/** `PUT /raffles/{id}/image`: the body is the image itself (checked by content on the server). */
export function uploadRaffleImage(id: string, file: Blob): Promise<Raffle> {
  return api.put<Raffle>(`/raffles/${encodeURIComponent(id)}/image`, file);
}

/** `GET /raffles/{id}/numbers`: the taken numbers, ascending. */
export function getRaffleNumbers(raffleId: string, signal?: AbortSignal): Promise<RaffleNumbers> {
  return api.get<RaffleNumbers>(`/raffles/${encodeURIComponent(raffleId)}/numbers`, { signal });
}

/**
 * `POST /raffles/{id}/tickets`. `idempotencyKey` is made once per purchase attempt so that a
 * retry after a network failure returns the same ticket instead of buying twice.
 */
export function purchaseTickets(
  raffleId: string,
  numbers: number[],
  idempotencyKey: string,
): Promise<Ticket> {
  return api.post<Ticket>(
    `/raffles/${encodeURIComponent(raffleId)}/tickets`,
    { numbers },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** `GET /raffles/{id}/tickets`: the tickets of an own raffle, with the buyers' contact data. */
export function listRaffleTickets(
  raffleId: string,
  params: { page: number; limit?: number },
  signal?: AbortSignal,
): Promise<Page<Ticket>> {
  return api.get<Page<Ticket>>(`/raffles/${encodeURIComponent(raffleId)}/tickets`, {
    query: { page: params.page, limit: params.limit ?? 50 },
    signal,
  });
}
