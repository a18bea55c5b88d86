import type { Plan } from '../features/plans/plan';

/** The free plan as GET /me/plan answers it, with `overrides`. */
export function freePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Gratis',
    slug: 'gratis',
    description: 'Para empezar',
    price: 0,
    is_active: true,
    can_create_public: true,
    can_create_private: false,
    has_admin_panel: false,
    max_active_raffles: 1,
    max_tickets_per_raffle: 100,
    max_cashiers: 0,
    sort_order: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
