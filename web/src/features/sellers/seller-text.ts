import { formatMoney } from '../../lib/format';
import { es } from '../../locales/es';
import type { Seller } from './api/sellers';

/** 'Talonario 300–399' (and 'reservado en línea'), or 'Sin talonario'. */
export function blockText(block: Seller['block']): string {
  if (!block) return es.sellers.noBlock;
  const text = es.sellers.block(String(block.start), String(block.end));
  return block.locked ? `${text} · ${es.sellers.blockLockedTag}` : text;
}

/** '10 % de lo cobrado' or '$ 0,50 por número pagado'. */
export function commissionText(
  seller: Pick<Seller, 'commission_type' | 'commission_value'>,
): string {
  return es.sellers.commission(
    seller.commission_type,
    seller.commission_type === 'percent'
      ? String(seller.commission_value).replace('.', ',')
      : formatMoney(seller.commission_value),
  );
}
