import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, api, body, type Schemas } from '../../../lib/api/client';
import { raffleKeys, type Raffle } from '../../../lib/raffle';

/**
 * The draw's public reads: the seal and the attempts (the draw itself, its correction and photo
 * are in draw-mutations.ts, loaded with the creator's modal). Their keys live under the raffle's
 * key, so whatever re-reads the raffle (a `raffle.status` event, a mutation) re-reads them too.
 */

export type Seal = Schemas['Seal'];
export type DrawAttempt = Schemas['DrawAttempt'];
export type DrawRequest = Schemas['DrawRequest'];
export type DrawCorrection = Schemas['DrawCorrection'];
export type DrawPreview = Schemas['DrawPreview'];

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
