import { formatAmount, parseAmount } from '../../lib/format';
import type { AdminPlan, PlanCreate, PlanUpdate } from './admin';

/** The plan form's values: the price as typed ("12,50"), limits as numbers or empty (unlimited). */
export interface PlanFormValues {
  name: string;
  description: string;
  price: string;
  is_active: boolean;
  can_create_public: boolean;
  can_create_private: boolean;
  has_admin_panel: boolean;
  max_active_raffles: number | null;
  max_tickets_per_raffle: 100 | 1000 | 10000;
  max_cashiers: number | null;
  sort_order: number | null;
}

export const NEW_PLAN: PlanFormValues = {
  name: '',
  description: '',
  price: '',
  is_active: true,
  can_create_public: true,
  can_create_private: false,
  has_admin_panel: false,
  max_active_raffles: null,
  max_tickets_per_raffle: 100,
  max_cashiers: null,
  sort_order: null,
};

/** A price as typed, or null when it is not 0 or more with at most two decimals. */
export function parsePrice(text: string | undefined): number | null {
  const price = parseAmount(text);
  if (price === null || price < 0 || price > 1_000_000) return null;
  return Math.abs(price * 100 - Math.round(price * 100)) < 1e-6 ? price : null;
}

export function planFormValues(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    price: formatAmount(plan.price),
    is_active: plan.is_active,
    can_create_public: plan.can_create_public,
    can_create_private: plan.can_create_private,
    has_admin_panel: plan.has_admin_panel,
    max_active_raffles: plan.max_active_raffles,
    max_tickets_per_raffle: plan.max_tickets_per_raffle,
    max_cashiers: plan.max_cashiers,
    sort_order: plan.sort_order,
  };
}

/** What the form sends (`POST /admin/plans`; `PATCH` takes the same fields). */
export function planBody(values: PlanFormValues): PlanCreate {
  const body: PlanCreate = {
    name: values.name.trim(),
    description: values.description.trim(),
    price: parsePrice(values.price) ?? 0,
    is_active: values.is_active,
    can_create_public: values.can_create_public,
    can_create_private: values.can_create_private,
    has_admin_panel: values.has_admin_panel,
    max_active_raffles: values.max_active_raffles ?? null,
    max_tickets_per_raffle: values.max_tickets_per_raffle,
    max_cashiers: values.max_cashiers ?? null,
  };
  if (values.sort_order !== null && values.sort_order !== undefined) {
    body.sort_order = values.sort_order;
  }
  return body;
}

/** Of an edited plan, only the fields that changed (an unchanged name is not sent again). */
export function planChanges(plan: AdminPlan, body: PlanCreate): PlanUpdate {
  const changes: PlanUpdate = {};
  for (const [key, value] of Object.entries(body)) {
    if (plan[key as keyof AdminPlan] !== value) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/**
 * A whole-number field typed as text (no number spinner): the form keeps a number, or null when
 * empty (unlimited); anything but digits is dropped as typed.
 */
export const countProps = {
  normalize: (value: string) => {
    const digits = String(value ?? '').replace(/\D/g, '');
    return digits === '' ? null : Number(digits);
  },
  getValueProps: (value: number | null | undefined) => ({
    value: value === null || value === undefined ? '' : String(value),
  }),
};
