import { es } from '../../locales/es';
import type { BusinessMe } from './api/business-me';
import type { Cashier } from './api/cashiers';
import { ONLINE_SELLER } from './ticket-filters';

const t = es.business.tickets.sellers;

export interface SellerOption {
  value: string;
  label: string;
}

/**
 * Who a sold ticket may be filtered by: 'En línea', then for the owner themself and each cashier
 * (their counter sales); a cashier sees only 'En línea' and 'Yo' (their own counter sales).
 */
export function sellerOptions(
  me: Pick<BusinessMe, 'role' | 'business'> | undefined,
  userId: string | null,
  cashiers: readonly Pick<Cashier, 'id' | 'name'>[],
): SellerOption[] {
  const options: SellerOption[] = [{ value: ONLINE_SELLER, label: t.online }];
  if (me?.role === 'cashier') {
    if (userId) options.push({ value: userId, label: t.me });
    return options;
  }
  if (me?.business) options.push({ value: me.business.id, label: t.owner(me.business.name) });
  for (const cashier of cashiers)
    options.push({ value: cashier.id, label: t.cashier(cashier.name) });
  return options;
}
