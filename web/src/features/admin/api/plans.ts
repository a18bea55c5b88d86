import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys, type PlanCreate, type PlanUpdate } from '../admin';

/** `GET|POST /admin/plans`, `PATCH|DELETE /admin/plans/{id}`. */

export function fetchAdminPlans(signal?: AbortSignal) {
  return body(api.GET('/admin/plans', { signal }));
}

export const adminPlansQuery = () =>
  queryOptions({
    queryKey: adminKeys.plans(),
    queryFn: ({ signal }) => fetchAdminPlans(signal),
  });

export function useAdminPlans() {
  return useQuery(adminPlansQuery());
}

export function createPlan(plan: PlanCreate) {
  return body(api.POST('/admin/plans', { body: plan }));
}

export function updatePlan({ id, changes }: { id: string; changes: PlanUpdate }) {
  return body(api.PATCH('/admin/plans/{id}', { params: { path: { id } }, body: changes }));
}

export async function deletePlan(id: string) {
  await body(api.DELETE('/admin/plans/{id}', { params: { path: { id } } }));
}

/** A change to the plans: the plans, the dashboard (subscriptions per plan) and the log. */
function usePlanMutation<V>(request: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.plans() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}

export function useCreatePlan() {
  return usePlanMutation(createPlan);
}

export function useUpdatePlan() {
  return usePlanMutation(updatePlan);
}

export function useDeletePlan() {
  return usePlanMutation(deletePlan);
}
