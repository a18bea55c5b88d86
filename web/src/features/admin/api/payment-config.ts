import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys, type PaymentConfigCreate, type PaymentConfigUpdate } from '../admin';

/** `GET|POST /admin/mobile-payment-config`, `PATCH /admin/mobile-payment-config/{id}`. */

export function fetchPaymentConfigs(signal?: AbortSignal) {
  return body(api.GET('/admin/mobile-payment-config', { signal }));
}

export const paymentConfigsQuery = () =>
  queryOptions({
    queryKey: adminKeys.configs(),
    queryFn: ({ signal }) => fetchPaymentConfigs(signal),
  });

export function usePaymentConfigs() {
  return useQuery(paymentConfigsQuery());
}

export function createPaymentConfig(entry: PaymentConfigCreate) {
  return body(api.POST('/admin/mobile-payment-config', { body: entry }));
}

export function updatePaymentConfig({ id, changes }: { id: string; changes: PaymentConfigUpdate }) {
  return body(
    api.PATCH('/admin/mobile-payment-config/{id}', { params: { path: { id } }, body: changes }),
  );
}

/** A change to the accounts: the list and the audit log are read again. */
function useConfigMutation<V>(request: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.configs() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}

export function useCreatePaymentConfig() {
  return useConfigMutation(createPaymentConfig);
}

export function useUpdatePaymentConfig() {
  return useConfigMutation(updatePaymentConfig);
}
