import type { Schemas } from './api/client';

/** How a counter sale was paid (the business's counter and a raffle seller's alike). */
export type CounterPaymentMethod = Schemas['CounterPaymentMethod'];

/** The methods a counter sale records, as the form offers them. */
export const COUNTER_METHODS: readonly CounterPaymentMethod[] = [
  'efectivo_usd',
  'efectivo_bs',
  'pago_movil',
  'transferencia',
  'zelle',
  'usdt',
];

/** Whether a method is paid in bolívares (the sale records the rate used and the Bs amount). */
export function inBolivares(method: string): boolean {
  return method === 'efectivo_bs' || method === 'pago_movil' || method === 'transferencia';
}
