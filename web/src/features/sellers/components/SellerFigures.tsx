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
      layout="vertical"
      column={2}
      colon={false}
      className="rifa-seller-figures"
      items={(
        [
          ['tickets', t.tickets, formatCount(figures.tickets)],
          ['numbers', t.numbers, formatCount(figures.numbers)],
          ['counter', t.counter, formatCount(figures.counter_tickets)],
          ['online', t.online, formatCount(figures.online_tickets)],
          ['sold', t.sold, formatMoney(figures.sold)],
          ['collected', t.collected, formatMoney(figures.collected)],
          ['owed', t.owed, formatMoney(figures.owed)],
          ['commission', t.commission, formatMoney(figures.commission)],
          ['settled', t.settled, formatMoney(figures.settled)],
          ['due', t.due, formatMoney(figures.commission_due)],
        ] as const
      ).map(([key, label, value]) => ({
        key,
        label,
        children: <span data-testid={`seller-figure-${key}`}>{value}</span>,
      }))}
    />
  );
}
