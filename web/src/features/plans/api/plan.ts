import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { planKeys } from '../plan';

/** `GET /me/plan`: the current plan (Gratis when there is no subscription). */
export function getMyPlan(signal?: AbortSignal) {
  return body(api.GET('/me/plan', { signal }));
}

/** `GET /plans`: the active plans, cheapest first (no sign-in needed). */
export function getPlans(signal?: AbortSignal) {
  return body(api.GET('/plans', { signal }));
}

export const plansQuery = () =>
  queryOptions({
    queryKey: planKeys.active(),
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQuery());
}

/** `GET /me/permissions`: whether a public or private raffle may be created now. */
export function getMyPermissions(signal?: AbortSignal) {
  return body(api.GET('/me/permissions', { signal }));
}

export const myPlanQuery = (userId: string) =>
  queryOptions({
    queryKey: planKeys.mine(userId),
    queryFn: ({ signal }) => getMyPlan(signal),
    staleTime: 60_000,
  });

export const myPermissionsQuery = (userId: string) =>
  queryOptions({
    queryKey: planKeys.permissions(userId),
    queryFn: ({ signal }) => getMyPermissions(signal),
  });

export function useMyPlan() {
  const { user } = useAuth();
  return useQuery({ ...myPlanQuery(user?.id ?? ''), enabled: user !== null });
}

export function useMyPermissions() {
  const { user } = useAuth();
  return useQuery({ ...myPermissionsQuery(user?.id ?? ''), enabled: user !== null });
}
