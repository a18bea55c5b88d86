import { useMutation } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';

/** `POST /raffles/{id}/reports`: "Denunciar rifa" (signed-in users; the admin reads the queue). */
export function reportRaffle({ raffleId, reason }: { raffleId: string; reason: string }) {
  return body(
    api.POST('/raffles/{id}/reports', { params: { path: { id: raffleId } }, body: { reason } }),
  );
}

export function useReportRaffle() {
  return useMutation({ mutationFn: reportRaffle });
}
