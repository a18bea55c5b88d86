import type { Schemas } from '../../lib/api/client';

/** Plan types, from the contract (`GET /plans`, `GET /me/plan`, `GET /me/permissions`), and plan keys. */

export type Plan = Schemas['Plan'];
/** The plan of the current subscription, or the free plan with `subscription: null`. */
export type CurrentPlan = Schemas['CurrentPlan'];
/** What the current plan allows now (the `can_create_*` flags include the active-raffle limit). */
export type Permissions = Schemas['Permissions'];

export const planKeys = {
  all: ['plan'] as const,
  active: () => [...planKeys.all, 'active'] as const,
  mine: (userId: string) => [...planKeys.all, 'mine', userId] as const,
  permissions: (userId: string) => [...planKeys.all, 'permissions', userId] as const,
};
