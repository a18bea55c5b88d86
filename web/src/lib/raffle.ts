/** Raffle wire types shared by the features (`/api/v1/raffles…`, ARCHITECTURE §5; api/openapi.yaml). */

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

export const raffleKeys = {
  all: ['raffles'] as const,
  list: (status: RaffleFilter, q: string) => [...raffleKeys.all, 'list', status, q] as const,
  search: (q: string) => [...raffleKeys.all, 'search', q] as const,
  detail: (id: string) => [...raffleKeys.all, 'detail', id] as const,
  numbers: (id: string) => [...raffleKeys.all, 'numbers', id] as const,
  mine: (userId: string) => [...raffleKeys.all, 'mine', userId] as const,
};
