import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import type {
  PaymentMethod,
  PaymentMethodDetails,
  PaymentMethodType,
} from '../payment-method';

export {
  PAYMENT_METHOD_TYPES,
  type PaymentMethod,
  type PaymentMethodDetails,
  type PaymentMethodType,
} from '../payment-method';

export interface PaymentMethodInput {
  type: PaymentMethodType;
  name: string;
  details: PaymentMethodDetails;
  is_default?: boolean;
}

export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  list: (userId: string) => [...paymentMethodKeys.all, 'list', userId] as const,
};

/** `GET /payment-methods`: the one fetcher of the list (shared so in-flight requests merge). */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const body = await api.get<{ data: PaymentMethod[]; count: number }>('/payment-methods', {
    signal,
  });
  return body.data;
}

/** Default first, then newest first (the server's order). */
export function sortPaymentMethods(methods: PaymentMethod[]): PaymentMethod[] {
  return [...methods].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

export const paymentMethodsQuery = (userId: string) =>
  queryOptions({
    queryKey: paymentMethodKeys.list(userId),
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    staleTime: 60_000,
  });

export function usePaymentMethods() {
  const { user } = useAuth();
  return useQuery({ ...paymentMethodsQuery(user?.id ?? ''), enabled: user !== null });
}

function useInvalidatingMutation<V, R>(fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}

export function useCreatePaymentMethod() {
  return useInvalidatingMutation((input: PaymentMethodInput) =>
    api.post<PaymentMethod>('/payment-methods', input),
  );
}

export function useUpdatePaymentMethod() {
  return useInvalidatingMutation(({ id, ...input }: PaymentMethodInput & { id: string }) =>
    api.patch<PaymentMethod>(`/payment-methods/${encodeURIComponent(id)}`, {
      name: input.name,
      type: input.type,
      details: input.details,
    }),
  );
}

export function useDeletePaymentMethod() {
  return useInvalidatingMutation((id: string) =>
    api.delete<undefined>(`/payment-methods/${encodeURIComponent(id)}`),
  );
}

export function useSetDefaultPaymentMethod() {
  return useInvalidatingMutation((id: string) =>
    api.put<PaymentMethod>(`/payment-methods/${encodeURIComponent(id)}/default`),
  );
}
