/** Helpers for the business back-office specs: owners with a membership, their cashiers. */
import { expect } from '@playwright/test';
import { uniqueEmail } from './accounts';
import {
  api,
  grantPlan,
  pendingSubscriptionPayment,
  reviewSubscriptionPayment,
  signUp,
  type Session,
} from './api';
import type { RunningServer } from './server';

/** SalesTotals as the contract has it. */
export interface SalesTotals {
  tickets: number;
  numbers: number;
  amount: number;
  paid_amount: number;
  pending_amount: number;
  cancelled: number;
}

/** A cashier as the API answers it (the contract's Cashier). */
export interface Cashier {
  id: string;
  business_id: string;
  email: string;
  name: string;
  is_active: boolean;
  sales: SalesTotals;
  created_at: string;
  updated_at: string;
}

/** The back-office's refusals (spec §8 and the contract's owner-only messages). */
export const BUSINESS_DENIED = {
  code: 'business_access_denied',
  message: 'Solo usuarios business con membresía activa o cajeros autorizados pueden acceder.',
};
export const MEMBERSHIP_INACTIVE = {
  code: 'business_membership_inactive',
  message: 'El negocio asociado no tiene membresía activa.',
};
export const CASHIERS_OWNER_ONLY = {
  code: 'forbidden',
  message: 'Solo el administrador del negocio puede gestionar cajeros',
};
export const SETTINGS_OWNER_ONLY = {
  code: 'forbidden',
  message: 'Solo el administrador del negocio puede cambiar la configuración',
};
export const CASHIER_NOT_FOUND = { code: 'not_found', message: 'Cajero no encontrado' };

export const NO_SALES: SalesTotals = {
  tickets: 0,
  numbers: 0,
  amount: 0,
  paid_amount: 0,
  pending_amount: 0,
  cancelled: 0,
};

/** A new account with an active `plan` (default Negocio: the back-office) granted by the operator. */
export async function businessOwner(
  server: RunningServer,
  name: string,
  plan = 'Negocio',
): Promise<Session> {
  const owner = await signUp(server, name, uniqueEmail('negocio'));
  await grantPlan(server, owner.email, plan);
  return owner;
}

/**
 * `user` pays `plan` by pago móvil and a super admin approves it: Negocio opens the back-office,
 * another plan replacing it ends the membership.
 */
export async function paidPlan(
  server: RunningServer,
  admin: Session,
  user: Session,
  plan: string,
): Promise<void> {
  const { paymentId } = await pendingSubscriptionPayment(server, user, plan);
  const res = await reviewSubscriptionPayment(server, admin, paymentId, 'approve');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** `POST /business/cashiers` by `owner`; the answer as is. */
export function postCashier(server: RunningServer, owner: Session, body: Record<string, unknown>) {
  return api(server, '/business/cashiers', {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify(body),
  });
}

/** `owner` adds `cashier` (a signed-up user) by e-mail; expects 201 and returns the Cashier. */
export async function addCashier(
  server: RunningServer,
  owner: Session,
  cashier: Session,
  extra: Record<string, unknown> = {},
): Promise<Cashier> {
  const res = await postCashier(server, owner, { email: cashier.email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Cashier;
}

/** `PATCH /business/cashiers/{id}` by `owner`; the answer as is. */
export function patchCashier(
  server: RunningServer,
  owner: Session,
  id: string,
  body: Record<string, unknown>,
) {
  return api(server, `/business/cashiers/${id}`, {
    method: 'PATCH',
    token: owner.token,
    body: JSON.stringify(body),
  });
}

/** A counter sale (`POST /business/raffles/{id}/tickets`) by the owner or a cashier; the answer as is. */
export function counterSale(
  server: RunningServer,
  seller: Session,
  raffleId: string,
  body: Record<string, unknown>,
) {
  return api(server, `/business/raffles/${raffleId}/tickets`, {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify(body),
  });
}
