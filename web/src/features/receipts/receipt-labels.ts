import { es } from '../../locales/es';
import type { Receipt } from './api/receipt';

/** The receipt's status as a buyer reads it: 'Pagado', 'Pendiente de pago', 'Cancelado'. */
export function receiptStatusLabel(status: Receipt['status']): string {
  return es.receipt.statuses[status];
}

/**
 * Where the ticket stands in the raffle's sealed list of sold numbers: not sealed yet (sales still
 * open), in it as paid or as pending, or absent (bought after the seal, or cancelled before it).
 */
export function receiptSealLabel(receipt: Pick<Receipt, 'in_seal' | 'raffle'>): string {
  const t = es.receipt;
  if (receipt.raffle.seal_sha256 === null) return t.sealPending;
  return receipt.in_seal === null ? t.inSeal.none : t.inSeal[receipt.in_seal];
}
