import { freePlan } from '../../test/plan-fixtures';
import type { MobilePayment, PaymentAccount, Subscription } from './subscription';

/** Fixtures of the subscription pages' tests, as the contract's answers. */

export const USER = '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11';
export const SUBSCRIPTION = '5c1d8e2a-9b3f-4c7d-8a6e-2f1b0c9d8e7a';

export const NEGOCIO = freePlan({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Negocio',
  slug: 'negocio',
  price: 40,
  can_create_private: true,
  has_admin_panel: true,
  max_active_raffles: null,
  max_tickets_per_raffle: 10000,
  max_cashiers: 10,
  sort_order: 3,
});

export const PRO = freePlan({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Pro',
  slug: 'pro',
  price: 20,
  can_create_private: true,
  max_active_raffles: null,
  max_tickets_per_raffle: 10000,
  sort_order: 2,
});

export const PLANS = [freePlan(), PRO, NEGOCIO];

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: SUBSCRIPTION,
    user_id: USER,
    plan_id: NEGOCIO.id,
    status: 'pending',
    start_date: '2026-11-22T10:00:00Z',
    end_date: '2026-12-22T10:00:00Z',
    auto_renew: true,
    payment_method_id: null,
    next_payment_date: '2026-12-22T10:00:00Z',
    last_payment_date: null,
    grace_until: null,
    renewal_of: null,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    plan: NEGOCIO,
    ...overrides,
  };
}

export function mobilePayment(overrides: Partial<MobilePayment> = {}): MobilePayment {
  return {
    id: '6d7e8f90-1a2b-4c3d-9e4f-5a6b7c8d9e0f',
    user_id: USER,
    subscription_id: SUBSCRIPTION,
    plan: { id: NEGOCIO.id, name: 'Negocio', price: 40 },
    amount: 40,
    amount_ves: 9820,
    exchange_rate: 245.5,
    reported_amount: 9820,
    reported_currency: 'VES',
    shortfall: false,
    mobile_number: '0414-1234567',
    payment_method: 'pago_movil',
    reference_number: '00123456',
    screenshot_url: null,
    status: 'pending',
    admin_id: null,
    admin_notes: null,
    reviewed_at: null,
    created_at: '2026-11-22T11:00:00Z',
    updated_at: '2026-11-22T11:00:00Z',
    ...overrides,
  };
}

export const ACCOUNT: PaymentAccount = {
  id: '8e9f0a1b-2c3d-4e5f-8a7b-9c0d1e2f3a4b',
  payment_method: 'pago_movil',
  bank: 'Banesco',
  phone: '0414-5550000',
  id_number: 'J-12345678-9',
  holder: 'Rifa C.A.',
  instructions: 'Escribe tu correo en el concepto.',
  is_active: true,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
