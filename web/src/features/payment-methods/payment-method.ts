/**
 * Payment method wire types shared by the features: the owner manages them in the profile, buyers
 * see a raffle creator's (`GET /raffles/{id}/payment-methods`). api/openapi.yaml `PaymentMethod`.
 */

export type PaymentMethodType = 'pago_movil' | 'transferencia' | 'zelle' | 'efectivo';

export const PAYMENT_METHOD_TYPES: PaymentMethodType[] = [
  'pago_movil',
  'transferencia',
  'zelle',
  'efectivo',
];

export type PaymentMethodDetails = Record<string, string>;

export interface PaymentMethod {
  id: string;
  user_id: string;
  type: PaymentMethodType;
  name: string;
  details: PaymentMethodDetails;
  is_default: boolean;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export type DetailField =
  'bank' | 'phone' | 'id_number' | 'account_number' | 'holder' | 'email' | 'notes';

/** The detail fields of each type, in display order (spec §3). */
export const DETAIL_FIELDS: Record<PaymentMethodType, DetailField[]> = {
  pago_movil: ['bank', 'phone', 'id_number'],
  transferencia: ['bank', 'account_number', 'holder', 'id_number'],
  zelle: ['email', 'holder'],
  efectivo: ['notes'],
};

/** The method's details that are set, as [field, value] pairs in display order. */
export function detailEntries(
  type: PaymentMethodType,
  details: PaymentMethodDetails,
): [DetailField, string][] {
  return DETAIL_FIELDS[type]
    .map((field): [DetailField, string | undefined] => [field, details[field]])
    .filter((entry): entry is [DetailField, string] => Boolean(entry[1]));
}
