import type { CounterPaymentMethod } from '../../lib/counter-payment';
import type { CounterSaleRequest } from './api/counter-sale';

/** The counter sale form's fields (numbers come from the grid). */
export interface CounterSaleValues {
  buyer_name: string;
  buyer_phone?: string;
  buyer_email?: string;
  status: 'paid' | 'pending';
  payment_method?: CounterPaymentMethod;
}

/** The contract's rule for `buyer_phone`: empty, or 7–20 of digits, spaces, `+`, `-`, `(`, `)`. */
export const BUYER_PHONE_PATTERN = /^$|^\+?[0-9][0-9 ()-]{6,19}$/;

/** The request body: trimmed texts, empty optional fields left out, the numbers ascending. */
export function counterSaleRequest(
  numbers: readonly number[],
  values: CounterSaleValues,
): CounterSaleRequest {
  const request: CounterSaleRequest = {
    numbers: [...numbers].sort((a, b) => a - b),
    buyer_name: values.buyer_name.trim(),
    status: values.status,
  };
  const phone = values.buyer_phone?.trim() ?? '';
  const email = values.buyer_email?.trim() ?? '';
  if (phone) request.buyer_phone = phone;
  if (email) request.buyer_email = email;
  if (values.payment_method) request.payment_method = values.payment_method;
  return request;
}
