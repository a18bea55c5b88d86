import type { Schemas } from '../../lib/api/client';

/** Subscription types, from the contract (`/subscriptions…`, `/subscription-mobile-payments`), and keys. */

export type Subscription = Schemas['Subscription'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type SubscriptionPayment = Schemas['SubscriptionPayment'];
export type MobilePayment = Schemas['SubscriptionMobilePayment'];
export type MobilePaymentInput = Schemas['SubscriptionMobilePaymentCreate'];
export type MobilePaymentStatus = Schemas['SubscriptionMobilePaymentStatus'];
export type PaymentAccount = Schemas['MobilePaymentConfig'];

/** Its root is in lib/profile's ACCOUNT_QUERY_ROOTS: a subscription's news reads these again. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  mine: (userId: string) => [...subscriptionKeys.all, 'mine', userId] as const,
  current: (userId: string) => [...subscriptionKeys.all, 'current', userId] as const,
  payments: (subscriptionId: string) =>
    [...subscriptionKeys.all, 'payments', subscriptionId] as const,
  mobilePayments: (userId: string) => [...subscriptionKeys.all, 'mobile', userId] as const,
  accounts: () => [...subscriptionKeys.all, 'accounts'] as const,
  rate: () => [...subscriptionKeys.all, 'rate'] as const,
};

/**
 * Days after the end of an auto-renewing term during which its prepared renewal may be paid before
 * the plan falls back to Gratis (the server's kRenewalGraceDays, subscription_jobs.hpp).
 */
export const RENEWAL_GRACE_DAYS = 3;

/** The subscription waiting for its payment (at most one: the server replaces an older one). */
export function pendingSubscription(subscriptions: readonly Subscription[]): Subscription | null {
  return subscriptions.find((s) => s.status === 'pending') ?? null;
}

/**
 * The subscription in effect now (active, started, and in its term or in the grace period after an
 * auto-renewing term, while its renewal waits for payment), the latest started; or null.
 */
export function activeSubscription(
  subscriptions: readonly Subscription[],
  now: number = Date.now(),
): Subscription | null {
  let found: Subscription | null = null;
  for (const s of subscriptions) {
    const ends = Math.max(Date.parse(s.end_date), s.grace_until ? Date.parse(s.grace_until) : 0);
    const started = Date.parse(s.start_date) <= now && now < ends;
    if (s.status !== 'active' || !started) continue;
    if (!found || Date.parse(s.start_date) > Date.parse(found.start_date)) found = s;
  }
  return found;
}

/** The latest mobile payment reported for `subscriptionId` (the list is newest first), or null. */
export function latestPaymentFor(
  payments: readonly MobilePayment[],
  subscriptionId: string,
): MobilePayment | null {
  return payments.find((p) => p.subscription_id === subscriptionId) ?? null;
}

/** Tag colours of the statuses shown in the history. */
export const mobilePaymentColor: Record<MobilePaymentStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export const subscriptionColor: Record<SubscriptionStatus, string> = {
  pending: 'gold',
  active: 'green',
  cancelled: 'default',
  expired: 'default',
};

/** The payer's phone as the contract accepts it (0414-1234567, +58 414 1234567, 04141234567). */
export const MOBILE_NUMBER = /^(\+?58|0)?[ -]?4[0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{4}$/;
/** A bank reference as the contract accepts it. */
export const REFERENCE = /^[0-9A-Za-z-]{4,30}$/;
