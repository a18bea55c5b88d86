/** Where the creator reconciles a bank statement with the reported payments. */
export const statementsPath = '/app/payments/statement';
/** Where a business's owner and cashiers do it for the business (back-office). */
export const businessStatementsPath = '/business/statements';
