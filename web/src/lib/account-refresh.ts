import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of the query keys of everything a change of subscription alters: the plan and
 * its permissions (features/plans `planKeys`), the own profile (`type`, `membership_active`:
 * lib/profile `profileKeys`), the back-office identity (features/business `businessKeys`) and the
 * own subscriptions and their payments (features/subscriptions `subscriptionKeys`). Kept here, below
 * the features, so the notifications feature can refresh them without importing the others; a
 * test checks every one of those keys starts with a root listed here.
 */
export const ACCOUNT_QUERY_ROOTS = ['plan', 'profile', 'business', 'subscriptions'] as const;

/**
 * Reads the plan, permissions, profile, back-office identity and subscriptions again at once
 * (a subscription's payment was approved or rejected, its term is ending or ended, it was
 * cancelled): the create form and the back-office link follow without a reload.
 */
export function refreshAccount(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ACCOUNT_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  ).then(() => undefined);
}
