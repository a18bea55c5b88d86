/** What other features use of payment methods (ARCHITECTURE §10: they import only this file). */
export { PaymentMethodsSection } from './components/PaymentMethodsSection';
export { useRafflePaymentMethods } from './api/raffle-payment-methods';
export { usePaymentMethods } from './api/payment-methods';
export { PHONE_PATTERN } from './payment-method-fields';
export { copyValue, detailEntries, type PaymentMethod } from './payment-method';
