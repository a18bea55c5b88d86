import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body, rawFile } from '../../../lib/api/client';
import { raffleKeys, type Raffle } from '../../../lib/raffle';
import type { DrawCorrection, DrawPreview, DrawRequest } from './draw';

/**
 * The creator's (or a super admin's) draw, correction and result photo. Apart from api/draw.ts so
 * that they load with the lazy draw modal, not with every buyer's raffle page.
 */

const path = (id: string) => ({ params: { path: { id } } });

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

/**
 * What the draw would decide for this result, by the server's rule against the tickets paid now
 * (read-only): the modal shows it before the creator confirms. The client never decides the winner.
 */
export function useDrawPreview(id: string) {
  return useMutation({
    mutationFn: (lotteryResult: string): Promise<DrawPreview> =>
      body(
        api.GET('/raffles/{id}/draw/preview', {
          params: { path: { id }, query: { lottery_result: lotteryResult } },
        }),
      ),
  });
}
