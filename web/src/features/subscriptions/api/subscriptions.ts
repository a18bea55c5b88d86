import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAccount } from '../../../lib/profile';
import { api, body, isApiError, type Schemas } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { subscriptionKeys, type Subscription } from '../subscription';

/** The own subscriptions: list, current, subscribe, change, cancel, and a subscription's payments. */

const byId = (id: string) => ({ params: { path: { id } } });

/** `GET /subscriptions`: the own subscriptions, newest first (the pending one is among the first). */
export function listMySubscriptions(signal?: AbortSignal) {
  return body(api.GET('/subscriptions', { params: { query: { limit: 20 } }, signal }));
}

export const mySubscriptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.mine(userId),
    queryFn: ({ signal }) => listMySubscriptions(signal),
  });

export function useMySubscriptions() {
  const { user } = useAuth();
  return useQuery({ ...mySubscriptionsQuery(user?.id ?? ''), enabled: user !== null });
}

/** `GET /subscriptions/current`: the latest active subscription, or null (404) on the free plan. */
export async function getCurrentSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  try {
    return await body(api.GET('/subscriptions/current', { signal }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const currentSubscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.current(userId),
    queryFn: ({ signal }) => getCurrentSubscription(signal),
  });

export function useCurrentSubscription() {
  const { user } = useAuth();
  return useQuery({ ...currentSubscriptionQuery(user?.id ?? ''), enabled: user !== null });
}

/** `GET /subscriptions/{id}/payments`: the subscription's payments, newest first. */
export function listSubscriptionPayments(subscriptionId: string, signal?: AbortSignal) {
  return body(
    api.GET('/subscriptions/{id}/payments', {
      params: { path: { id: subscriptionId }, query: { limit: 50 } },
      signal,
    }),
  );
}

export const subscriptionPaymentsQuery = (subscriptionId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.payments(subscriptionId),
    queryFn: ({ signal }) => listSubscriptionPayments(subscriptionId, signal),
  });

/** A change of subscription alters the plan, permissions, profile and back-office access too. */
function useAccountMutation<V, R>(fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshAccount(queryClient) });
}

/** `POST /subscriptions`: a new pending subscription to the plan (an older pending one is replaced). */
export function useSubscribe() {
  return useAccountMutation((planId: string) =>
    body(api.POST('/subscriptions', { body: { plan_id: planId } })),
  );
}

/** `PATCH /subscriptions/{id}`: auto-renew on or off, or the payment method (null unsets it). */
export function useUpdateSubscription() {
  return useAccountMutation(({ id, ...change }: Schemas['SubscriptionUpdate'] & { id: string }) =>
    body(api.PATCH('/subscriptions/{id}', { ...byId(id), body: change })),
  );
}

/** `POST /subscriptions/{id}/cancel`: cancelled at once, back to the free plan. */
export function useCancelSubscription() {
  return useAccountMutation((id: string) => body(api.POST('/subscriptions/{id}/cancel', byId(id))));
}
