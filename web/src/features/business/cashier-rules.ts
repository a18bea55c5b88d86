import { isApiError } from '../../lib/api/client';
import { es } from '../../locales/es';

const t = es.business.cashiers;

/** A cashier's sales page (the owner's view, or the cashier's 'Mis ventas'). */
export const cashierTicketsPath = (id: string) => `/business/cashier/${id}/tickets`;

/** How many cashiers the plan allows and whether another may be added (`max_cashiers` null = no limit). */
export function cashierAllowance(
  settings: { cashier_count: number; max_cashiers: number | null } | undefined,
): { text: string | null; reached: boolean } {
  if (!settings) return { text: null, reached: false };
  const { cashier_count: count, max_cashiers: max } = settings;
  if (max === null) return { text: t.unlimited(count), reached: false };
  return { text: t.limit(count, max), reached: count >= max };
}

/**
 * The message of a failed back-office request: the server's own words when it refused with a
 * reason (a 4xx: spec §8's messages, verbatim), else the screen's fallback for a failure it did
 * not explain (a 5xx, the network).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/** The fallback of a failed 'Agregar cajero': 'Error al crear el registro del cajero: {detail}'. */
export function createCashierError(error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : es.errors.unexpected;
  return refusalMessage(error, t.errors.create(detail));
}

/** The refusal of a request only the business owner may make (a cashier got here). */
export function isOwnerOnlyRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'forbidden';
}

/** The plan's cashier limit answered to 'Agregar cajero'. */
export function isCashierLimit(error: unknown): boolean {
  return isApiError(error) && error.code === 'cashier_limit_reached';
}
