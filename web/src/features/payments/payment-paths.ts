/** Where 'Pagos por verificar' lives: all raffles, or one (`?raffle=<id>`, from Mis Rifas). */
export function pendingPaymentsPath(raffleId?: string | null): string {
  return raffleId ? `/app/payments?raffle=${encodeURIComponent(raffleId)}` : '/app/payments';
}
