import { lazy } from 'react';
import type { AmountInBs as AmountView } from './components/AmountInBs';
import type { PayToDetails as PayToView } from './components/PayToDetails';
import type { PaymentReportForm as ReportView } from './components/PaymentReportForm';

/**
 * The buyer's side of paying, loaded with the ticket page only: the app layout imports this
 * feature's index too (the creator's badge), and must not download the report form with it.
 */
interface BuyerPayment {
  AmountInBs: typeof AmountView;
  PayToDetails: typeof PayToView;
  PaymentReportForm: typeof ReportView;
}

let loading: Promise<BuyerPayment> | null = null;

/**
 * The three at once (the ticket page asks as soon as it knows the buyer can pay, instead of each
 * loading once the one before it has rendered); one promise, so a page may wait for it with
 * `use()`. A failed load is asked again next time.
 */
export function loadBuyerPayment(): Promise<BuyerPayment> {
  loading ??= Promise.all([
    import('./components/AmountInBs'),
    import('./components/PayToDetails'),
    import('./components/PaymentReportForm'),
  ]).then(
    ([amount, payTo, report]) => ({
      AmountInBs: amount.AmountInBs,
      PayToDetails: payTo.PayToDetails,
      PaymentReportForm: report.PaymentReportForm,
    }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const AmountInBs = lazy(() => loadBuyerPayment().then((m) => ({ default: m.AmountInBs })));
export const PayToDetails = lazy(() =>
  loadBuyerPayment().then((m) => ({ default: m.PayToDetails })),
);
export const PaymentReportForm = lazy(() =>
  loadBuyerPayment().then((m) => ({ default: m.PaymentReportForm })),
);

/** Starts loading them (see loadBuyerPayment). */
export function preloadBuyerPayment(): void {
  void loadBuyerPayment().catch(
    () => undefined, // rendered, each fails again with the page's own handling
  );
}
