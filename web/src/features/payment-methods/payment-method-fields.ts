import { es } from '../../locales/es';
import {
  DETAIL_FIELDS,
  detailEntries,
  type DetailField,
  type PaymentMethodDetails,
  type PaymentMethodType,
} from './payment-method';

export { DETAIL_FIELDS, type DetailField } from './payment-method';

export const PHONE_PATTERN = /^04\d{2}-\d{7}$/;
/** A cédula or RIF once the separators people type are gone (`V-18.456.789` → `V18456789`). */
export const ID_NUMBER_PATTERN = /^[VEJPG]?\d{5,10}$/i;
const ID_NUMBER_SEPARATORS = /[\s.-]/g;
export const ACCOUNT_NUMBER_PATTERN = /^\d{20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a detail value is not acceptable (Spanish), or null. */
export function validateDetail(field: DetailField, raw: string | undefined): string | null {
  const t = es.paymentMethods.errors;
  const value = (raw ?? '').trim();
  if (field === 'notes') return value.length > 500 ? t.notes : null;
  if (!value) return t.required;
  switch (field) {
    case 'phone':
      return PHONE_PATTERN.test(value) ? null : t.phone;
    case 'id_number':
      return ID_NUMBER_PATTERN.test(value.replace(ID_NUMBER_SEPARATORS, '')) ? null : t.idNumber;
    case 'account_number':
      return ACCOUNT_NUMBER_PATTERN.test(value.replace(/[\s-]/g, '')) ? null : t.accountNumber;
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : t.email;
    default:
      return null;
  }
}

/** All errors of a type's details, keyed by field (empty when valid). */
export function validateDetails(
  type: PaymentMethodType,
  details: Partial<Record<DetailField, string>>,
): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  for (const field of DETAIL_FIELDS[type]) {
    const error = validateDetail(field, details[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A detail as sent: trimmed; account numbers without spaces or dashes, ids upper-case. */
function normalizeDetail(field: DetailField, raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (field === 'account_number') return value.replace(/[\s-]/g, '');
  if (field === 'id_number') return value.toUpperCase();
  return value;
}

/** Only the fields of `type`, normalized; empty optional notes are left out. */
export function buildDetails(
  type: PaymentMethodType,
  values: Partial<Record<string, string | undefined>>,
): PaymentMethodDetails {
  const v = (field: DetailField) => normalizeDetail(field, values[field]);
  switch (type) {
    case 'pago_movil':
      return { bank: v('bank'), phone: v('phone'), id_number: v('id_number') };
    case 'transferencia':
      return {
        bank: v('bank'),
        account_number: v('account_number'),
        holder: v('holder'),
        id_number: v('id_number'),
      };
    case 'zelle':
      return { email: v('email'), holder: v('holder') };
    case 'efectivo': {
      const notes = v('notes');
      return notes ? { notes } : {};
    }
  }
}

/** A one-line summary of a method's details for the list. */
export function summarizeDetails(type: PaymentMethodType, details: PaymentMethodDetails): string {
  return detailEntries(type, details)
    .map(([, value]) => value)
    .join(' · ');
}
