import { lazy } from 'react';

/**
 * The buyer's side of paying, loaded with the ticket page only: the app layout imports this
 * feature's index too (the creator's badge), and must not download the report form with it.
 */
export const AmountInBs = lazy(() =>
  import('./components/AmountInBs').then((m) => ({ default: m.AmountInBs })),
);
export const PayToDetails = lazy(() =>
  import('./components/PayToDetails').then((m) => ({ default: m.PayToDetails })),
);
export const PaymentReportForm = lazy(() =>
  import('./components/PaymentReportForm').then((m) => ({ default: m.PaymentReportForm })),
);
