import { useQuery } from '@tanstack/react-query';
import { api, body, type Schemas } from './api/client';

/**
 * The caller's seller roles (`GET /me/sellers`) and the sellers' query keys: the sellers feature
 * and the profile (which links a seller to their sales) both read them.
 */
export type MySeller = Schemas['MySeller'];

export const sellerKeys = {
  all: ['sellers'] as const,
  ofRaffle: (raffleId: string) => [...sellerKeys.all, 'raffle', raffleId] as const,
  mine: () => [...sellerKeys.all, 'mine'] as const,
  myTickets: (sellerId: string) => [...sellerKeys.all, 'mine', sellerId, 'tickets'] as const,
  invitation: (token: string) => [...sellerKeys.all, 'invitation', token] as const,
};

/** `GET /me/sellers`: the raffles the caller sells. */
export function useMySellers() {
  return useQuery({
    queryKey: sellerKeys.mine(),
    queryFn: ({ signal }) => body(api.GET('/me/sellers', { signal })),
  });
}
