import { api } from '../../../lib/api-client';

/** Raffle wire types and fetchers (`/api/v1/raffles…`, ARCHITECTURE §5; api/openapi.yaml). */

export type RaffleStatus = 'active' | 'waiting' | 'completed' | 'cancelled';
export type Lottery = 'nacional' | 'zulia' | 'caracas' | 'tachira' | 'oriente';
export type TotalTickets = 100 | 1000 | 10000;
/** The timeline filter: 'all' sends no status (Todas, Activas, Agotadas, Finalizadas). */
export type RaffleFilter = 'all' | 'active' | 'waiting' | 'completed';

export const LOTTERIES: Lottery[] = ['nacional', 'zulia', 'caracas', 'tachira', 'oriente'];
export const TOTAL_TICKETS_OPTIONS: TotalTickets[] = [100, 1000, 10000];
export const RAFFLE_PAGE_SIZE = 16;

export interface RaffleCreator {
  id: string;
  name: string;
  rating: number;
  is_verified: boolean;
}

export interface Raffle {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  ticket_price: number;
  total_tickets: TotalTickets;
  sold_tickets: number;
  end_date: string;
  status: RaffleStatus;
  lottery: Lottery;
  creator_id: string;
  is_private: boolean;
  tags: string[];
  winner_id: string | null;
  winner_number: number | null;
  created_at: string;
  creator: RaffleCreator;
}

/** The raffle fields carried next to a ticket. */
export type RaffleSummary = Pick<
  Raffle,
  | 'id'
  | 'title'
  | 'image_url'
  | 'ticket_price'
  | 'total_tickets'
  | 'end_date'
  | 'status'
  | 'lottery'
  | 'creator_id'
  | 'is_private'
  | 'winner_number'
>;

export interface Page<T> {
  data: T[];
  count: number;
}

export interface RaffleInput {
  title: string;
  description: string;
  ticket_price: number;
  total_tickets: TotalTickets;
  end_date: string;
  lottery: Lottery;
  is_private: boolean;
  tags: string[];
}

export interface ListRafflesParams {
  page: number;
  limit?: number;
  status?: RaffleFilter;
  q?: string;
}

function statusParam(status: RaffleFilter | undefined): string | undefined {
  return status && status !== 'all' ? status : undefined;
}

export const raffleKeys = {
  all: ['raffles'] as const,
  list: (status: RaffleFilter, q: string) => [...raffleKeys.all, 'list', status, q] as const,
  search: (q: string) => [...raffleKeys.all, 'search', q] as const,
  detail: (id: string) => [...raffleKeys.all, 'detail', id] as const,
  numbers: (id: string) => [...raffleKeys.all, 'numbers', id] as const,
  mine: (userId: string) => [...raffleKeys.all, 'mine', userId] as const,
};

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
