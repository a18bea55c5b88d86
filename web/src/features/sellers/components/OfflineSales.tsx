import { Alert, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { formatMoney, formatTicketNumber } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { QueuedSale } from '../offline-sales';

const t = es.offlineSales;

const STATE_COLOR = { pending: 'gold', synced: 'green', rejected: 'red' } as const;

/** A queued sale's receipt: numbers, buyer, amount, method, and 'pendiente de sincronizar'. */
export function QueuedReceipt({ sale }: { sale: QueuedSale }) {
  return (
    <div data-testid="offline-receipt">
      <Alert
        type="warning"
        showIcon
        title={t.queuedTitle}
        description={t.queuedText}
        style={{ marginBottom: 12 }}
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'numbers',
            label: t.receiptNumbers,
            children: sale.numbers.map((n) => formatTicketNumber(n, sale.totalTickets)).join(', '),
          },
          { key: 'buyer', label: t.receiptBuyer, children: sale.buyer_name },
          { key: 'amount', label: t.receiptAmount, children: formatMoney(sale.amount) },
          {
            key: 'method',
            label: t.receiptMethod,
            children: es.business.counterMethods[sale.payment_method],
          },
          {
            key: 'status',
            label: t.receiptStatus,
            children: es.sellers.statusOfTicket[sale.status],
          },
        ]}
      />
      <Tag color={STATE_COLOR.pending} data-testid="offline-receipt-state">
        {t.state.pending}
      </Tag>
    </div>
  );
}

/** The pending-count banner, with 'Sincronizar ahora' while online. */
export function PendingBanner({
  count,
  online,
  onSync,
}: {
  count: number;
  online: boolean;
  onSync: () => void;
}) {
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="offline-pending"
      title={t.pendingCount(count)}
      action={
        online ? (
          <Button size="small" onClick={onSync}>
            {t.syncNow}
          </Button>
        ) : null
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** A seller's queued sales, each with what happened to it and what to do. */
export function OfflineQueue({
  sales,
  onDismiss,
}: {
  sales: QueuedSale[];
  onDismiss: (key: string) => void;
}) {
  if (sales.length === 0) return null;
  return (
    <div className="rifa-sellers__sales rifa-sellers__queue" data-testid="offline-queue">
      <Typography.Text strong>{t.queueTitle}</Typography.Text>
      <ul>
        {sales.map((sale) => (
          <li key={sale.key} data-testid="offline-sale" data-state={sale.state}>
            <Space wrap size={6}>
              <span data-testid="offline-sale-numbers">
                {sale.numbers.map((n) => formatTicketNumber(n, sale.totalTickets)).join(', ')}
              </span>
              <span>{sale.buyer_name}</span>
              <span>{formatMoney(sale.amount)}</span>
              <span>{es.business.counterMethods[sale.payment_method]}</span>
              <Tag color={STATE_COLOR[sale.state]} data-testid="offline-sale-state">
                {t.state[sale.state]}
              </Tag>
              {sale.state === 'synced' && sale.receiptCode ? (
                <a
                  href={`/t/${sale.receiptCode}`}
                  target="_blank"
                  rel="noopener"
                  data-testid="offline-sale-receipt"
                >
                  {t.receipt}
                </a>
              ) : null}
              {sale.state !== 'pending' ? (
                <Button size="small" type="link" onClick={() => onDismiss(sale.key)}>
                  {t.dismiss}
                </Button>
              ) : null}
            </Space>
            {sale.state === 'rejected' ? (
              <Alert
                type="error"
                showIcon
                data-testid="offline-sale-error"
                title={sale.error}
                description={t.rejectedAdvice}
                style={{ marginTop: 6 }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The seller's block as buttons: a tap adds or removes a number; sold or queued ones are taken. */
export function BlockPicker({
  start,
  end,
  totalTickets,
  taken,
  selected,
  onToggle,
}: {
  start: number;
  end: number;
  totalTickets: number;
  taken: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  onToggle: (n: number) => void;
}) {
  const numbers: number[] = [];
  for (let n = start; n <= end; n += 1) numbers.push(n);
  return (
    <div
      className="rifa-sellers__picker"
      role="group"
      aria-label={t.pickerLabel}
      data-testid="block-picker"
    >
      {numbers.map((n) => {
        const label = formatTicketNumber(n, totalTickets);
        const isTaken = taken.has(n);
        return (
          <button
            key={n}
            type="button"
            disabled={isTaken}
            aria-pressed={selected.has(n)}
            data-taken={isTaken ? 'true' : undefined}
            onClick={() => onToggle(n)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
