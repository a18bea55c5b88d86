import type {
  Lottery,
  Raffle,
  RaffleCreator,
  RaffleFilter,
  RaffleStatus,
  TotalTickets,
} from '../lib/raffle';
import { es } from '../locales/es';

/**
 * Built-in sample raffles (spec §1, §8): shown when the raffle list fails to load or comes back
 * empty, so a first visitor still sees what a raffle looks like. Read-only: their ids start with
 * `sample-` and never reach the API. End dates are relative to now, so the active ones stay open.
 */

export const SAMPLE_ID_PREFIX = 'sample-';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const t = es.samples;

const CREATORS = {
  trebol: {
    id: 'sample-creator-trebol',
    name: t.creators.trebol,
    rating: 4.8,
    rating_count: 12,
    raffles_completed: 0,
    prizes_delivered: 0,
    is_verified: true,
    avatar_url: null,
    avatar_thumb_url: null,
    exchange_rate: null,
    exchange_rate_at: null,
    contact: null,
  },
  maria: {
    id: 'sample-creator-maria',
    name: t.creators.maria,
    rating: 4.5,
    rating_count: 12,
    raffles_completed: 0,
    prizes_delivered: 0,
    is_verified: false,
    avatar_url: null,
    avatar_thumb_url: null,
    exchange_rate: null,
    exchange_rate_at: null,
    contact: null,
  },
  esquina: {
    id: 'sample-creator-esquina',
    name: t.creators.esquina,
    rating: 4.9,
    rating_count: 12,
    raffles_completed: 0,
    prizes_delivered: 0,
    is_verified: true,
    avatar_url: null,
    avatar_thumb_url: null,
    exchange_rate: null,
    exchange_rate_at: null,
    contact: null,
  },
} satisfies Record<string, RaffleCreator>;

interface SampleSeed {
  key: keyof typeof t.raffles;
  creator: RaffleCreator;
  lottery: Lottery;
  total: TotalTickets;
  sold: number;
  price: number;
  status: RaffleStatus;
  /** End date relative to now (negative: already ended). */
  endsInMs: number;
  /** Creation date relative to now (always in the past). */
  createdAgoMs: number;
  tags: string[];
  winnerNumber?: number;
}

const SEEDS: SampleSeed[] = [
  {
    key: 'moto',
    creator: CREATORS.trebol,
    lottery: 'zulia',
    total: 1000,
    sold: 412,
    price: 2,
    status: 'active',
    endsInMs: 5 * DAY,
    createdAgoMs: 2 * DAY,
    tags: [t.tags.vehiculos],
  },
  {
    key: 'iphone',
    creator: CREATORS.esquina,
    lottery: 'nacional',
    total: 100,
    sold: 73,
    price: 10,
    status: 'active',
    endsInMs: 2 * DAY + 6 * HOUR,
    createdAgoMs: 1 * DAY,
    tags: [t.tags.tecnologia],
  },
  {
    key: 'consola',
    creator: CREATORS.maria,
    lottery: 'caracas',
    total: 1000,
    sold: 655,
    price: 2.5,
    status: 'active',
    endsInMs: 9 * HOUR,
    createdAgoMs: 4 * DAY,
    tags: [t.tags.tecnologia],
  },
  {
    key: 'carro',
    creator: CREATORS.trebol,
    lottery: 'oriente',
    total: 10000,
    sold: 3820,
    price: 3,
    status: 'active',
    endsInMs: 20 * DAY,
    createdAgoMs: 6 * DAY,
    tags: [t.tags.vehiculos],
  },
  {
    key: 'viaje',
    creator: CREATORS.esquina,
    lottery: 'tachira',
    total: 10000,
    sold: 1250,
    price: 1,
    status: 'active',
    endsInMs: 12 * DAY,
    createdAgoMs: 3 * HOUR,
    tags: [t.tags.viajes],
  },
  {
    key: 'tv',
    creator: CREATORS.maria,
    lottery: 'caracas',
    total: 100,
    sold: 100,
    price: 5,
    status: 'waiting',
    endsInMs: 1 * DAY,
    createdAgoMs: 8 * DAY,
    tags: [t.tags.tecnologia, t.tags.hogar],
  },
  {
    key: 'cesta',
    creator: CREATORS.trebol,
    lottery: 'tachira',
    total: 100,
    sold: 100,
    price: 1,
    status: 'completed',
    endsInMs: -3 * DAY,
    createdAgoMs: 15 * DAY,
    tags: [t.tags.navidad, t.tags.hogar],
    winnerNumber: 27,
  },
  {
    key: 'bono',
    creator: CREATORS.esquina,
    lottery: 'nacional',
    total: 1000,
    sold: 1000,
    price: 1,
    status: 'completed',
    endsInMs: -6 * DAY,
    createdAgoMs: 20 * DAY,
    tags: [t.tags.efectivo],
    winnerNumber: 482,
  },
];

/**
 * Newest first. The instants are ISO strings in UTC, so they order as strings; `localeCompare`
 * would initialise ICU's collator while the app loads (issue 14).
 */
const newestFirst = (a: Raffle, b: Raffle) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0;

/** The sample raffles as of `now` (newest first, like the API's lists). */
export function buildSampleRaffles(now: Date = new Date()): Raffle[] {
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
  return SEEDS.map((seed): Raffle => {
    const { title, description } = t.raffles[seed.key];
    const completed = seed.status === 'completed';
    return {
      id: `${SAMPLE_ID_PREFIX}${seed.key}`,
      title,
      description,
      image_url: null,
      image_variants: [],
      ticket_price: seed.price,
      total_tickets: seed.total,
      sold_tickets: seed.sold,
      end_date: at(seed.endsInMs),
      status: seed.status,
      lottery: seed.lottery,
      creator_id: seed.creator.id,
      is_private: false,
      tags: seed.tags,
      winner_id: completed ? `${SAMPLE_ID_PREFIX}winner-${seed.key}` : null,
      winner_number: completed ? (seed.winnerNumber ?? null) : null,
      reservation_minutes: 1440,
      draw_at: at(seed.endsInMs),
      unsold_rule: 'next_draw',
      sales_closed_at: null,
      seal_sha256: null,
      result: null,
      prize_confirmed_at: null,
      created_at: at(-seed.createdAgoMs),
      updated_at: at(-seed.createdAgoMs),
      creator: seed.creator,
    };
  }).sort(newestFirst);
}

/** The sample raffles, dated from when the app loaded. */
export const SAMPLE_RAFFLES: readonly Raffle[] = buildSampleRaffles();

/** True for the id of a built-in sample (never sent to the API). */
export function isSampleRaffleId(id: string): boolean {
  return id.startsWith(SAMPLE_ID_PREFIX);
}

/** The sample raffle with this id, or undefined. */
export function findSampleRaffle(id: string): Raffle | undefined {
  return SAMPLE_RAFFLES.find((raffle) => raffle.id === id);
}

/** The samples a status filter would show ('all' shows every one). */
export function sampleRafflesFor(filter: RaffleFilter): Raffle[] {
  return SAMPLE_RAFFLES.filter((raffle) => filter === 'all' || raffle.status === filter);
}
