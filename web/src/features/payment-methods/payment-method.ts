import type { Schemas } from '../../lib/api/client';

/**
 * Payment method types, from the contract (api/openapi.yaml `PaymentMethod`): the owner manages
 * them in the profile, buyers see a raffle creator's (`GET /raffles/{id}/payment-methods`).
 */

export type PaymentMethodType = Schemas['PaymentMethodType'];

export const PAYMENT_METHOD_TYPES: PaymentMethodType[] = [
  'pago_movil',
  'transferencia',
  'zelle',
  'efectivo',
];

export type PaymentMethodDetails = Schemas['PaymentMethodDetails'];
export type PaymentMethod = Schemas['PaymentMethod'];

export type DetailField =
  'bank' | 'phone' | 'id_number' | 'account_number' | 'holder' | 'email' | 'notes';

/** The detail fields of each type, in display order (spec §3). */
export const DETAIL_FIELDS: Record<PaymentMethodType, DetailField[]> = {
  pago_movil: ['bank', 'phone', 'id_number'],
  transferencia: ['bank', 'account_number', 'holder', 'id_number'],
  zelle: ['email', 'holder'],
  efectivo: ['notes'],
};

/**
 * What a copy button puts on the clipboard: a phone as bank apps want it (`0424-555.66.77`,
 * `+58 424 5556677` → `04245556677`), anything else as shown.
 */
export function copyValue(field: DetailField, value: string): string {
  if (field !== 'phone') return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('58')) return `0${digits.slice(2)}`;
  if (digits.length === 10 && digits.startsWith('4')) return `0${digits}`;
  return digits;
}

/** The method's details that are set, as [field, value] pairs in display order. */
export function detailEntries(
  type: PaymentMethodType,
  details: PaymentMethodDetails,
): [DetailField, string][] {
  const values = new Map(Object.entries<string | undefined>(details));
  return DETAIL_FIELDS[type]
    .map((field): [DetailField, string | undefined] => [field, values.get(field)])
    .filter((entry): entry is [DetailField, string] => Boolean(entry[1]));
}
