/** Where the creator reconciles a bank statement with the reported payments. */
export const statementsPath = '/app/payments/statement';
