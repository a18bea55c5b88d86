import { es } from '../locales/es';
import type { Lottery, RaffleStatus } from './raffle';

/** The Spanish name of a lottery, e.g. "Lotería del Zulia" (spec §1). */
export function lotteryLabel(lottery: Lottery): string {
  return es.raffleCard.lotteries[lottery];
}

/** The Spanish name of a raffle status: Activa, Por sortear, Finalizada, Cancelada. */
export function raffleStatusLabel(status: RaffleStatus): string {
  return es.raffleCard.statuses[status];
}

/** The antd Tag colour of a raffle status. */
export function raffleStatusColor(status: RaffleStatus): string {
  switch (status) {
    case 'active':
      return 'green';
    case 'waiting':
      return 'gold';
    case 'completed':
      return 'blue';
    case 'cancelled':
      return 'default';
  }
}
