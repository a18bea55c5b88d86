import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api, body, rawFile, type Schemas } from '../../../lib/api/client';
import { raffleKeys, type Raffle } from '../../../lib/raffle';

/**
 * The draw's fetchers and queries: the seal, the attempts, the draw, its correction and photo.
 * Their keys live under the raffle's own key, so whatever re-reads the raffle (a `raffle.status`
 * event, a mutation) re-reads the seal and the attempts with it.
 */

export type Seal = Schemas['Seal'];
export type DrawAttempt = Schemas['DrawAttempt'];
export type DrawRequest = Schemas['DrawRequest'];
export type DrawCorrection = Schemas['DrawCorrection'];

export const drawKeys = {
  seal: (id: string) => [...raffleKeys.detail(id), 'seal'] as const,
  draws: (id: string) => [...raffleKeys.detail(id), 'draws'] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

/** The downloads of the sealed list (public; served as attachments). */
export const sealTextUrl = (id: string) => `${API_BASE}/raffles/${id}/seal.txt`;
export const sealCsvUrl = (id: string) => `${API_BASE}/raffles/${id}/seal.csv`;
/** The file name `seal.txt` is saved as (`Content-Disposition`), for the checking commands. */
export const sealFileName = (id: string) => `rifa-${id}-sellado.txt`;

export const sealQuery = (id: string) =>
  queryOptions({
    queryKey: drawKeys.seal(id),
    queryFn: ({ signal }) => body(api.GET('/raffles/{id}/seal', { ...path(id), signal })),
    staleTime: 60_000,
  });

export const drawsQuery = (id: string) =>
  queryOptions({
    queryKey: drawKeys.draws(id),
    queryFn: ({ signal }) => body(api.GET('/raffles/{id}/draws', { ...path(id), signal })),
    staleTime: 60_000,
  });

/** The seal, read once sales closed (`sales_closed_at`). */
export function useSeal(raffle: Pick<Raffle, 'id' | 'sales_closed_at'>) {
  return useQuery({ ...sealQuery(raffle.id), enabled: raffle.sales_closed_at !== null });
}

/** Every attempt, read when the raffle has a result. */
export function useDraws(raffle: Pick<Raffle, 'id' | 'result'>) {
  return useQuery({ ...drawsQuery(raffle.id), enabled: raffle.result !== null });
}

/** A draw, correction or photo answers with the raffle: it replaces the cached one, lists re-read. */
function useDrawMutation<V>(fn: (value: V) => Promise<Raffle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (raffle) => {
      queryClient.setQueryData(raffleKeys.detail(raffle.id), raffle);
      return queryClient.invalidateQueries({ queryKey: raffleKeys.all });
    },
  });
}

export function useDrawRaffle(id: string) {
  return useDrawMutation((input: DrawRequest) =>
    body(api.POST('/raffles/{id}/draw', { ...path(id), body: input })),
  );
}

export function useCorrectDraw(id: string) {
  return useDrawMutation((input: DrawCorrection) =>
    body(api.POST('/raffles/{id}/draw/correction', { ...path(id), body: input })),
  );
}

export function useUploadDrawPhoto(id: string) {
  return useDrawMutation((file: File) =>
    body(api.PUT('/raffles/{id}/draw/photo', { ...path(id), ...rawFile(file) })),
  );
}
