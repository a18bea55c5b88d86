import type { Schemas } from '../../lib/api/client';

/** The creator's side of payment reports: types from the contract (api/openapi.yaml) and keys. */

export type PendingPayment = Schemas['PendingPayment'];
export type PendingPaymentList = Schemas['PendingPaymentList'];
export type PaymentDetail = Schemas['PaymentDetail'];
export type DuplicateFlag = Schemas['DuplicateFlag'];
export type PaymentCurrency = Schemas['PaymentCurrency'];

export const PENDING_PAYMENTS_PAGE_SIZE = 10;

export const pendingPaymentKeys = {
  all: ['pending-payments'] as const,
  /** Pages of the list (raffleId null: every raffle). */
  list: (userId: string, raffleId: string | null, page: number) =>
    [...pendingPaymentKeys.all, 'list', userId, raffleId, page] as const,
  /** The count alone (`limit=1`): the badge, and each raffle's link in Mis Rifas. */
  count: (userId: string, raffleId: string | null) =>
    [...pendingPaymentKeys.all, 'count', userId, raffleId] as const,
};
