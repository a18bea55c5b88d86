import { queryOptions } from '@tanstack/react-query';
import { api, body, type Schemas } from './api/client';

/** Raffle types, from the contract (api/openapi.yaml via lib/api/schema.d.ts), and raffle keys. */

export type RaffleStatus = Schemas['RaffleStatus'];
export type Lottery = Schemas['Lottery'];
export type TotalTickets = Schemas['TotalTickets'];
/** The timeline filter: 'all' sends no status (Todas, Activas, Por sortear, Finalizadas). */
export type RaffleFilter = 'all' | 'active' | 'waiting' | 'completed';

export const LOTTERIES: Lottery[] = ['nacional', 'zulia', 'caracas', 'tachira', 'oriente'];
export const TOTAL_TICKETS_OPTIONS: TotalTickets[] = [100, 1000, 10000];
export const RAFFLE_PAGE_SIZE = 16;

export type RaffleCreator = Schemas['RaffleCreator'];
export type Raffle = Schemas['Raffle'];
/** The raffle fields carried next to a ticket. */
export type RaffleSummary = Schemas['RaffleSummary'];
/** A new raffle as the web sends it: every field of the contract's `RaffleCreate`. */
export type RaffleInput = Required<Schemas['RaffleCreate']>;

export const raffleKeys = {
  all: ['raffles'] as const,
  list: (status: RaffleFilter, q: string) => [...raffleKeys.all, 'list', status, q] as const,
  search: (q: string) => [...raffleKeys.all, 'search', q] as const,
  detail: (id: string) => [...raffleKeys.all, 'detail', id] as const,
  numbers: (id: string) => [...raffleKeys.all, 'numbers', id] as const,
  mine: (userId: string) => [...raffleKeys.all, 'mine', userId] as const,
};

/** `GET /raffles/{id}`: one raffle (a private one by its link), with its creator. */
export function getRaffle(id: string, signal?: AbortSignal) {
  return body(api.GET('/raffles/{id}', { params: { path: { id } }, signal }));
}

/** The raffle's query, shared by its page and the pages of its tickets. */
export const raffleQuery = (id: string) =>
  queryOptions({
    queryKey: raffleKeys.detail(id),
    queryFn: ({ signal }) => getRaffle(id, signal),
  });
