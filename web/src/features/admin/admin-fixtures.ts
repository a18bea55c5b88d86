import type { AdminPlan } from './admin';

/** Test data: the Negocio plan as `GET /admin/plans` lists it, with `overrides`. */
export function adminPlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: '0b9c1a2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    name: 'Negocio',
    slug: 'negocio',
    description: 'Pro con panel de negocio',
    price: 20,
    is_active: true,
    can_create_public: true,
    can_create_private: true,
    has_admin_panel: true,
    max_active_raffles: null,
    max_tickets_per_raffle: 10000,
    max_cashiers: 5,
    sort_order: 4,
    created_at: '2026-11-21T15:00:00.000Z',
    updated_at: '2026-11-21T15:00:00.000Z',
    active_subscriptions: 4,
    total_subscriptions: 6,
    ...overrides,
  };
}
