import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import type { PaymentMethod } from '../payment-method';

export {
  PAYMENT_METHOD_TYPES,
  type PaymentMethod,
  type PaymentMethodDetails,
  type PaymentMethodType,
} from '../payment-method';

export type PaymentMethodInput = Schemas['PaymentMethodCreate'];

export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  list: (userId: string) => [...paymentMethodKeys.all, 'list', userId] as const,
};

/** `GET /payment-methods`: the one fetcher of the list (shared so in-flight requests merge). */
export async function fetchPaymentMethods(signal?: AbortSignal) {
  const { data } = await body(api.GET('/payment-methods', { signal }));
  return data;
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
    body(api.POST('/payment-methods', { body: input })),
  );
}

export function useUpdatePaymentMethod() {
  return useInvalidatingMutation(({ id, ...input }: PaymentMethodInput & { id: string }) =>
    body(
      api.PATCH('/payment-methods/{id}', {
        params: { path: { id } },
        body: { name: input.name, type: input.type, details: input.details },
      }),
    ),
  );
}

export function useDeletePaymentMethod() {
  return useInvalidatingMutation((id: string) =>
    body(api.DELETE('/payment-methods/{id}', { params: { path: { id } } })),
  );
}

export function useSetDefaultPaymentMethod() {
  return useInvalidatingMutation((id: string) =>
    body(api.PUT('/payment-methods/{id}/default', { params: { path: { id } } })),
  );
}
