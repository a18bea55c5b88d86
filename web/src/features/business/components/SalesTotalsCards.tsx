import { Card, Statistic } from 'antd';
import type { Schemas } from '../../../lib/api/client';
import { formatCount, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import '../business-pages.css';

const t = es.business.cashierTickets.totals;

/** The totals of a list of sales (`SalesTotals`): tickets, numbers, amount, collected and owed. */
export function SalesTotalsCards({ totals }: { totals: Schemas['SalesTotals'] }) {
  const items = [
    { key: 'tickets', title: t.tickets, value: formatCount(totals.tickets) },
    { key: 'numbers', title: t.numbers, value: formatCount(totals.numbers) },
    { key: 'amount', title: t.amount, value: formatMoney(totals.amount) },
    { key: 'paid', title: t.paid, value: formatMoney(totals.paid_amount) },
    { key: 'pending', title: t.pending, value: formatMoney(totals.pending_amount) },
    { key: 'cancelled', title: t.cancelled, value: formatCount(totals.cancelled) },
  ];
  return (
    <div className="rifa-business-page__totals" data-testid="sales-totals">
      {items.map((item) => (
        <Card key={item.key} size="small" data-testid={`sales-total-${item.key}`}>
          <Statistic title={item.title} value={item.value} />
        </Card>
      ))}
    </div>
  );
}
