import { lazy } from 'react';

/**
 * The buyer's side of paying, loaded with the ticket page only: the app layout imports this
 * feature's index too (the creator's badge), and must not download the report form with it.
 */
const loadAmountInBs = () => import('./components/AmountInBs');
const loadPayToDetails = () => import('./components/PayToDetails');
const loadPaymentReportForm = () => import('./components/PaymentReportForm');

export const AmountInBs = lazy(() => loadAmountInBs().then((m) => ({ default: m.AmountInBs })));
export const PayToDetails = lazy(() =>
  loadPayToDetails().then((m) => ({ default: m.PayToDetails })),
);
export const PaymentReportForm = lazy(() =>
  loadPaymentReportForm().then((m) => ({ default: m.PaymentReportForm })),
);

/**
 * Starts loading the three at once (the module cache keeps each): the ticket page calls it as soon
 * as it knows the buyer can pay, instead of each loading once the one before it has rendered.
 */
export function preloadBuyerPayment(): void {
  void Promise.all([loadAmountInBs(), loadPayToDetails(), loadPaymentReportForm()]).catch(
    () => undefined, // rendered, each fails again with the page's own handling
  );
}
