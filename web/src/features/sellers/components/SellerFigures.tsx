import { Descriptions } from 'antd';
import { formatCount, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { Seller } from '../api/sellers';

const t = es.sellers.figures;

/** A seller's figures: what they sold (counter and online), collected and owed, and their commission. */
export function SellerFigures({ figures }: { figures: Seller['figures'] }) {
  return (
    <Descriptions
      size="small"
      column={2}
      colon={false}
      className="rifa-seller-figures"
      items={[
        { key: 'tickets', label: t.tickets, children: formatCount(figures.tickets) },
        { key: 'numbers', label: t.numbers, children: formatCount(figures.numbers) },
        { key: 'counter', label: t.counter, children: formatCount(figures.counter_tickets) },
        { key: 'online', label: t.online, children: formatCount(figures.online_tickets) },
        { key: 'sold', label: t.sold, children: formatMoney(figures.sold) },
        { key: 'collected', label: t.collected, children: formatMoney(figures.collected) },
        { key: 'owed', label: t.owed, children: formatMoney(figures.owed) },
        { key: 'commission', label: t.commission, children: formatMoney(figures.commission) },
        { key: 'settled', label: t.settled, children: formatMoney(figures.settled) },
        {
          key: 'due',
          label: t.due,
          children: (
            <span data-testid="seller-commission-due">{formatMoney(figures.commission_due)}</span>
          ),
        },
      ]}
    />
  );
}
