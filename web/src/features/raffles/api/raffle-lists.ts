import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { favoriteKeys, listFavoriteRaffles } from '../../favorites';
import { RAFFLE_PAGE_SIZE, raffleKeys, type Raffle, type RaffleFilter } from '../../../lib/raffle';
import { listRaffles, searchRaffles } from './raffles';
import { timelineFromPage, timelineReadAt, type RaffleListAnswer } from './timeline-page';
import { PAGE_DATA_FRESH_MS } from './raffle-page';

/** Query options and hooks of the raffle lists: timeline, home sections and search. */

/** The page after `pages`, while the last one came back full (spec §9: page size 16). */
export function nextRafflePage(
  lastPage: { data: unknown[] },
  pages: unknown[],
): number | undefined {
  return lastPage.data.length >= RAFFLE_PAGE_SIZE ? pages.length : undefined;
}

export const timelineQuery = (filter: RaffleFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: raffleKeys.list(filter, q),
    queryFn: ({ pageParam, signal }) =>
      listRaffles({ page: pageParam, limit: RAFFLE_PAGE_SIZE, status: filter, q }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextRafflePage(lastPage, pages),
  });

/** The timeline as its page shows it: the raffles of the pages loaded so far, and how many match. */
export interface TimelineList {
  raffles: Raffle[];
  total: number;
}

/**
 * Selected through the query, which shares what is unchanged with the list it showed before
 * (TanStack's structural sharing): when the timeline's own answer brings the raffles the server
 * put into the page, the list keeps its identity and the cards are not rendered again on a slow
 * phone (issue 14); a raffle that changed is a new object, the others stay.
 */
const timelineList = (data: InfiniteData<RaffleListAnswer, number>): TimelineList => ({
  raffles: data.pages.flatMap((page) => page.data),
  total: data.pages[0]?.count ?? 0,
});

/**
 * The timeline; unfiltered, on the page the server answered with it, that page's first page as its
 * data, fresh from when the app read it (not read again on takeover).
 */
export function useTimeline(filter: RaffleFilter, q: string) {
  const fromPage = filter === 'all' && q === '';
  return useInfiniteQuery({
    ...timelineQuery(filter, q),
    initialData: () => {
      const first = fromPage ? timelineFromPage() : undefined;
      return first && { pages: [first], pageParams: [0] };
    },
    initialDataUpdatedAt: timelineReadAt,
    staleTime: (query) =>
      fromPage && timelineReadAt() > 0 && query.state.dataUpdatedAt === timelineReadAt()
        ? PAGE_DATA_FRESH_MS
        : 0,
    select: timelineList,
  });
}

/** How many raffles each home section shows. */
export const HOME_SECTION_SIZE = 8;

/** Active raffles closest to their end (the server orders them: `sort=ending`). */
export const endingSoonQuery = () =>
  queryOptions({
    queryKey: [...raffleKeys.all, 'home', 'ending-soon'] as const,
    queryFn: async ({ signal }) =>
      (
        await listRaffles(
          { page: 0, limit: HOME_SECTION_SIZE, status: 'active', sort: 'ending' },
          signal,
        )
      ).data,
  });

export const newestQuery = () =>
  queryOptions({
    queryKey: [...raffleKeys.all, 'home', 'newest'] as const,
    queryFn: async ({ signal }) =>
      (await listRaffles({ page: 0, limit: HOME_SECTION_SIZE }, signal)).data,
  });

/** The caller's favourite raffles (newest favourite first). */
export const favoriteRafflesQuery = (userId: string) =>
  queryOptions({
    queryKey: favoriteKeys.raffles(userId),
    queryFn: async ({ signal }) => {
      const page = await listFavoriteRaffles({ page: 0, limit: HOME_SECTION_SIZE }, signal);
      return page.data.flatMap((favorite) => (favorite.raffle ? [favorite.raffle] : []));
    },
  });

export function useEndingSoon() {
  return useQuery(endingSoonQuery());
}

export function useNewestRaffles() {
  return useQuery(newestQuery());
}

export function useFavoriteRaffles(userId: string | null) {
  return useQuery({ ...favoriteRafflesQuery(userId ?? ''), enabled: userId !== null });
}

/** `GET /raffles/search` for `q` (active public raffles, 20 at most); idle while `q` is blank. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: raffleKeys.search(q),
    queryFn: ({ signal }) => searchRaffles(q, 20, signal),
  });

export function useRaffleSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({ ...searchQuery(trimmed), enabled: trimmed !== '' });
}
