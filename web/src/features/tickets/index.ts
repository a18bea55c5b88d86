/** What other features use of tickets (ARCHITECTURE §10: they import only this file). */
import { lazy } from 'react';

export { ticketStatusColor, ticketStatusLabel } from './ticket-labels';
export { useMyRaffleNumbers } from './api/tickets';

/** The verifiable receipt's card (QR code of `/t/{code}`, link, 'Imprimir recibo'), its own chunk. */
export const LazyReceiptCard = lazy(() => import('./components/ReceiptCard'));
/** The receipt's QR code alone (the printed receipt's), from the same chunk as the card. */
export const LazyReceiptQrCode = lazy(() =>
  import('./components/ReceiptCard').then((module) => ({ default: module.ReceiptQrCode })),
);
