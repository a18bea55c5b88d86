import type { TotalTickets } from '../../lib/raffle';

/** Plan wire types (`GET /me/plan`, `GET /me/permissions`; api/openapi.yaml `Plan`, `Permissions`). */

export interface Plan {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  is_active: boolean;
  can_create_public: boolean;
  can_create_private: boolean;
  has_admin_panel: boolean;
  /** Active or waiting raffles at a time; null = unlimited. */
  max_active_raffles: number | null;
  max_tickets_per_raffle: TotalTickets;
  max_cashiers: number | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** The plan of the current subscription, or the free plan with `subscription: null`. */
export interface CurrentPlan {
  plan: Plan;
  /** The current subscription (only the fields this app reads so far), or null on the free plan. */
  subscription: { id: string; status: string; end_date: string } | null;
}

/** What the current plan allows now (the `can_create_*` flags include the active-raffle limit). */
export interface Permissions {
  can_create_public_raffle: boolean;
  can_create_private_raffle: boolean;
  has_admin_panel_access: boolean;
}

export const planKeys = {
  all: ['plan'] as const,
  mine: (userId: string) => [...planKeys.all, 'mine', userId] as const,
  permissions: (userId: string) => [...planKeys.all, 'permissions', userId] as const,
};
