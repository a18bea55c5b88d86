import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-context';
import { planKeys } from '../../plans';
import { raffleKeys, raffleQuery, type RaffleFilter, type RaffleInput } from '../../../lib/raffle';
import {
  reinstateTicket,
  setTicketStatus,
  ticketKeys,
  type TicketStatus,
} from '../../../lib/ticket';
import {
  cancelRaffle,
  closeRaffleSales,
  createRaffle,
  deleteRaffle,
  getRaffleNumbers,
  listMyRaffles,
  listRaffleTickets,
  purchaseTickets,
  updateRaffle,
  uploadRaffleImage,
} from './raffles';
import { newerNumbers } from '../live-numbers';
import {
  PAGE_DATA_FRESH_MS,
  pageDataReadAt,
  raffleFromPage,
  raffleNumbersFromPage,
} from './raffle-page';

/** Query options and hooks over the raffle fetchers (one per endpoint; mutations invalidate keys). */

export type MyRafflesFilter = RaffleFilter | 'cancelled';

/**
 * How often an open grid re-reads the taken numbers (the server answers 304 while unchanged), while
 * realtime events do not reach it (api/raffle-live.ts).
 */
export const NUMBERS_REFRESH_MS = 15_000;
export const MY_RAFFLES_PAGE_SIZE = 10;
export const RAFFLE_TICKETS_PAGE_SIZE = 20;

export { raffleQuery };

/**
 * The raffle; on the page the server answered with it, that page's copy as its data, fresh from
 * when the app read it (the app does not read it again: realtime events and later reads update it).
 */
export function useRaffle(id: string, enabled = true) {
  return useQuery({
    ...raffleQuery(id),
    enabled,
    initialData: () => raffleFromPage(id),
    initialDataUpdatedAt: pageDataReadAt,
    staleTime: staleAfter(0),
  });
}

/** `ms`, or {@link PAGE_DATA_FRESH_MS} while a query still holds the page's copy. */
function staleAfter(ms: number) {
  return (query: { state: { dataUpdatedAt: number } }) =>
    pageDataReadAt() > 0 && query.state.dataUpdatedAt === pageDataReadAt()
      ? PAGE_DATA_FRESH_MS
      : ms;
}

export const raffleNumbersQuery = (id: string) =>
  queryOptions({
    queryKey: raffleKeys.numbers(id),
    queryFn: ({ signal }) => getRaffleNumbers(id, signal),
    staleTime: 5_000,
    // A read answered after a newer event was applied must not take the grid back.
    structuralSharing: newerNumbers,
  });

/** The taken numbers; while `live`, re-read on focus and every {@link NUMBERS_REFRESH_MS}. */
export function useRaffleNumbers(
  id: string,
  { enabled, live }: { enabled: boolean; live: boolean },
) {
  return useQuery({
    ...raffleNumbersQuery(id),
    enabled,
    refetchOnWindowFocus: live,
    refetchInterval: live ? NUMBERS_REFRESH_MS : false,
    // On the page the server answered with them, that page's copy (see useRaffle).
    initialData: () => raffleNumbersFromPage(id),
    initialDataUpdatedAt: pageDataReadAt,
    staleTime: staleAfter(5_000),
  });
}

export const myRafflesQuery = (userId: string, page: number, status: MyRafflesFilter) =>
  queryOptions({
    queryKey: [...raffleKeys.mine(userId), status, page] as const,
    queryFn: ({ signal }) => listMyRaffles({ page, limit: MY_RAFFLES_PAGE_SIZE, status }, signal),
  });

export function useMyRaffles(page: number, status: MyRafflesFilter) {
  const { user } = useAuth();
  return useQuery({
    ...myRafflesQuery(user?.id ?? '', page, status),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}

export const raffleTicketsQuery = (userId: string, raffleId: string, page: number) =>
  queryOptions({
    queryKey: [...ticketKeys.sales(userId, raffleId), page] as const,
    queryFn: ({ signal }) =>
      listRaffleTickets(raffleId, { page, limit: RAFFLE_TICKETS_PAGE_SIZE }, signal),
  });

export function useRaffleTickets(raffleId: string, page: number) {
  const { user } = useAuth();
  return useQuery({
    ...raffleTicketsQuery(user?.id ?? '', raffleId, page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}

/** Raffle changes touch every raffle list, the detail, and what the plan still allows. */
function useRaffleMutation<V, R>(fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]),
  });
}

export function useCreateRaffle() {
  return useRaffleMutation((input: RaffleInput) => createRaffle(input));
}

export function useUpdateRaffle() {
  return useRaffleMutation(({ id, patch }: { id: string; patch: Partial<RaffleInput> }) =>
    updateRaffle(id, patch),
  );
}

export function useUploadRaffleImage() {
  return useRaffleMutation(({ id, file }: { id: string; file: File }) =>
    uploadRaffleImage(id, file),
  );
}

export function useCancelRaffle() {
  return useRaffleMutation((id: string) => cancelRaffle(id));
}

export function useCloseRaffleSales() {
  return useRaffleMutation((id: string) => closeRaffleSales(id));
}

export function useDeleteRaffle() {
  return useRaffleMutation((id: string) => deleteRaffle(id));
}

/**
 * The purchase. Whatever the answer, the grid and the raffle are re-read (a 409 means they
 * changed); a new ticket also refreshes the buyer's ticket list.
 */
export function usePurchaseTickets(raffleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ numbers, key }: { numbers: number[]; key: string }) =>
      purchaseTickets(raffleId, numbers, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: raffleKeys.numbers(raffleId) }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.detail(raffleId) }),
      ]),
  });
}

/** The creator marks a sold ticket paid or cancels it (a cancel frees its numbers). */
export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TicketStatus }) =>
      setTicketStatus(id, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
      ]),
  });
}

/** The creator takes back a ticket whose hold expired (its numbers return to the buyer). */
export function useReinstateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reinstateTicket(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
      ]),
  });
}
