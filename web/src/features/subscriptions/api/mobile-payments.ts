import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { subscriptionKeys, type MobilePaymentInput } from '../subscription';

type MobilePaymentList = Schemas['SubscriptionMobilePaymentList'];

/** Paying a subscription: where to pay, the platform's rate, the own reports and a new report. */

/** `GET /mobile-payment-config`: the platform's active accounts, ordered by payment method. */
export async function listPaymentAccounts(signal?: AbortSignal) {
  const { data } = await body(api.GET('/mobile-payment-config', { signal }));
  return data;
}

export const paymentAccountsQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.accounts(),
    queryFn: ({ signal }) => listPaymentAccounts(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentAccounts() {
  const { user } = useAuth();
  return useQuery({ ...paymentAccountsQuery(), enabled: user !== null });
}

/** `GET /exchange-rate`: the platform's Bs-per-USD rate (null until the administrator sets one). */
export function getPlatformRate(signal?: AbortSignal) {
  return body(api.GET('/exchange-rate', { signal }));
}

export const platformRateQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.rate(),
    queryFn: ({ signal }) => getPlatformRate(signal),
    staleTime: 5 * 60_000,
  });

export function usePlatformRate() {
  const { user } = useAuth();
  return useQuery({ ...platformRateQuery(), enabled: user !== null });
}

/** `GET /subscription-mobile-payments`: the own reports, newest first. */
export function listMyMobilePayments(signal?: AbortSignal) {
  return body(
    api.GET('/subscription-mobile-payments', { params: { query: { limit: 50 } }, signal }),
  );
}

export const myMobilePaymentsQuery = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.mobilePayments(userId),
    queryFn: ({ signal }) => listMyMobilePayments(signal),
  });

export function useMyMobilePayments() {
  const { user } = useAuth();
  return useQuery({ ...myMobilePaymentsQuery(user?.id ?? ''), enabled: user !== null });
}

/** `POST /subscription-mobile-payments`: the report, `pending` until a super admin reviews it. */
export function useSendMobilePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MobilePaymentInput) =>
      body(api.POST('/subscription-mobile-payments', { body: input })),
    onSuccess: (payment) => {
      // Shown as sent at once (the page reads the latest report); the lists are read again.
      queryClient.setQueryData(
        subscriptionKeys.mobilePayments(payment.user_id),
        (list: MobilePaymentList | undefined) =>
          list && { data: [payment, ...list.data], count: list.count + 1 },
      );
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
