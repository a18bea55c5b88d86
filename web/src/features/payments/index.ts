/** What other parts of the app use of payments (ARCHITECTURE §10: only this file). */
export { PendingPaymentsLink } from './components/PendingPaymentsLink';
export { usePendingPaymentsCount, usePendingPaymentsEntry } from './api/pending-payments';
export { usePendingPaymentsLive } from './use-pending-payments-live';
export { pendingPaymentsPath } from './payment-paths';
// The organiser's side of a ticket's money to return ("A devolver …"): her ticket lists.
export { RefundOwed } from './components/RefundOwed';
// The buyer's side (the ticket page): how to pay, the report form (loaded with that page only).
export {
  AmountInBs,
  PayToDetails,
  PaymentReportForm,
  loadBuyerPayment,
  preloadBuyerPayment,
} from './buyer-payment-lazy';
export {
  useTicketPayment,
  useTicketParts,
  type PaymentBalance,
  type PaymentDetail,
  type TicketPayments,
  type TicketRefund,
} from './api/ticket-payment';
export { refundText } from './refund-text';
