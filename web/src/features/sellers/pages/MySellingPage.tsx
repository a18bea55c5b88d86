import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageTitle } from '../../../components/PageTitle';
import { COUNTER_METHODS, type CounterPaymentMethod } from '../../../lib/counter-payment';
import { isApiError } from '../../../lib/api/error';
import { useAuth } from '../../../lib/auth-context';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime, formatMoney, formatTicketNumber } from '../../../lib/format';
import { whatsappShareLink } from '../../../lib/whatsapp';
import { es } from '../../../locales/es';
import { useMySellers, type MySeller } from '../../../lib/seller-roles';
import { useMySellerTickets, useSellerSale, useTakenNumbers } from '../api/sellers';
import {
  BlockPicker,
  OfflineQueue,
  PendingBanner,
  QueuedReceipt,
} from '../components/OfflineSales';
import { SellerFigures } from '../components/SellerFigures';
import { SellerShiftClose } from '../components/SellerShiftClose';
import { offlineRefusal, queuedNumbers, type QueuedSale } from '../offline-sales';
import { useOfflineSales, type OfflineSales } from '../use-offline-sales';
import { blockText, commissionText } from '../seller-text';
import { parseNumbers, sellerLinkUrl } from '../seller-form';
import '../sellers.css';

const t = es.sellers.mine;

/** Whether the browser says it is online, followed through its `online`/`offline` events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * /app/selling: the raffles the signed-in person sells, their link, figures, counter and sales.
 * Without a connection it shows what the last visit loaded (kept in IndexedDB) and a seller with a
 * block keeps selling it: the sales are queued and sent when the connection returns.
 */
export default function MySellingPage() {
  const mine = useMySellers();
  const { user } = useAuth();
  const online = useOnline();
  // Sent by the app's one sender (OfflineSalesSender), which also says how a round went.
  const offline = useOfflineSales(user?.id);
  const pending = offline.sales.filter((s) => s.state === 'pending').length;
  // No answer (offline, or the server unreachable): the roles the last visit loaded, if any.
  const unreachable = mine.isError || (mine.isPending && mine.fetchStatus === 'paused');
  const kept = unreachable && offline.snapshots && offline.snapshots.length > 0;
  let content;
  if (kept && offline.snapshots) {
    const savedAt = offline.snapshots
      .map((s) => s.savedAt)
      .sort()
      .at(-1);
    content = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          data-testid="offline-kept"
          title={es.offlineSales.offlineBanner(savedAt ? formatDateTime(savedAt) : '')}
        />
        {offline.snapshots.map((snapshot) => (
          <MySellerCard
            key={snapshot.sellerId}
            seller={snapshot.seller}
            keptTaken={snapshot.taken}
            offline={offline}
            online={false}
          />
        ))}
      </Space>
    );
  } else if (mine.isPending) content = <Skeleton active />;
  else if (mine.isError)
    content = <LoadFailed title={es.sellers.loadError} onRetry={() => void mine.refetch()} />;
  else if (mine.data.data.length === 0) content = <Empty description={t.empty} />;
  else
    content = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {mine.data.data.map((seller) => (
          <MySellerCard key={seller.id} seller={seller} offline={offline} online={online} />
        ))}
      </Space>
    );
  return (
    <section className="rifa-page rifa-sellers" data-testid="my-selling">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph>{t.subtitle}</Typography.Paragraph>
      <PendingBanner count={pending} online={online} onSync={() => void offline.sync()} />
      {content}
    </section>
  );
}

function MySellerCard({
  seller,
  keptTaken,
  offline,
  online,
}: {
  seller: MySeller;
  /** The numbers taken at the last sync, when the page shows what it kept (no connection). */
  keptTaken?: number[];
  offline: OfflineSales;
  online: boolean;
}) {
  const [selling, setSelling] = useState(false);
  const [closing, setClosing] = useState(false);
  const { user } = useAuth();
  const active = seller.status === 'active';
  const url = sellerLinkUrl(seller.link);
  const live = keptTaken === undefined;
  const withBlock = active && seller.block !== null;
  const numbers = useTakenNumbers(seller.raffle_id, live && withBlock);
  const { saveSnapshot, forgetSnapshot } = offline;
  // What this visit loaded is kept for a visit without a connection (nothing without a block).
  useEffect(() => {
    if (!live || !user) return;
    if (!withBlock) {
      forgetSnapshot(seller.id);
      return;
    }
    if (!numbers.data) return;
    saveSnapshot({
      sellerId: seller.id,
      userId: user.id,
      seller,
      taken: numbers.data.taken,
      savedAt: new Date().toISOString(),
    });
  }, [live, user, withBlock, numbers.data, seller, saveSnapshot, forgetSnapshot]);
  const queued = useMemo(
    () => offline.sales.filter((s) => s.sellerId === seller.id),
    [offline.sales, seller.id],
  );
  // Taken in the seller's own picker: sold at the last read, or queued here and not refused.
  const taken = useMemo(() => {
    const out = queuedNumbers(queued, seller.id);
    for (const n of keptTaken ?? numbers.data?.taken ?? []) out.add(n);
    return out;
  }, [queued, seller.id, keptTaken, numbers.data]);
  return (
    <Card size="small" title={seller.raffle.title} data-testid="my-seller-card">
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {commissionText(seller)} · {blockText(seller.block)}
      </Typography.Paragraph>
      {active ? (
        <>
          <Typography.Paragraph copyable={{ text: url }} style={{ marginBottom: 8 }}>
            {es.sellers.link}: <code className="rifa-sellers__link">{url}</code>
          </Typography.Paragraph>
          <Space wrap style={{ marginBottom: 12 }}>
            <Button type="primary" onClick={() => setSelling(true)} data-testid="seller-sell">
              {t.sell}
            </Button>
            <Button
              href={whatsappShareLink(t.shareText(seller.raffle.title, url))}
              target="_blank"
              rel="noopener"
            >
              {es.sellers.shareWhatsapp}
            </Button>
            <ButtonLink to={`/app/raffle/${seller.raffle_id}`}>{t.openRaffle}</ButtonLink>
            {live ? (
              <Button
                aria-expanded={closing}
                onClick={() => setClosing((open) => !open)}
                data-testid="seller-shift-toggle"
              >
                {closing ? es.sellers.shiftClose.hide : es.sellers.shiftClose.open}
              </Button>
            ) : null}
          </Space>
        </>
      ) : (
        <Alert type="info" showIcon title={t.removedNote} style={{ marginBottom: 12 }} />
      )}
      <SellerFigures figures={seller.figures} />
      <OfflineQueue sales={queued} onDismiss={(key) => void offline.dismiss(key)} />
      {live && active && closing ? (
        <SellerShiftClose raffleId={seller.raffle_id} sellerId={seller.id} creator={false} />
      ) : null}
      {live ? <MySales seller={seller} /> : null}
      {selling ? (
        <SellModal
          seller={seller}
          taken={taken}
          offline={offline}
          online={online && live}
          onClose={() => setSelling(false)}
        />
      ) : null}
    </Card>
  );
}

function MySales({ seller }: { seller: MySeller }) {
  const tickets = useMySellerTickets(seller.id);
  const total = seller.raffle.total_tickets;
  if (tickets.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (tickets.isError)
    return <LoadFailed title={es.sellers.loadError} onRetry={() => void tickets.refetch()} />;
  return (
    <div className="rifa-sellers__sales" data-testid="my-seller-sales">
      <Typography.Text strong>{t.sales}</Typography.Text>
      {tickets.data.data.length === 0 ? (
        <Typography.Paragraph type="secondary">{t.noSales}</Typography.Paragraph>
      ) : null}
      <ul>
        {tickets.data.data.map((ticket) => (
          <li key={ticket.id}>
            <Space wrap size={6}>
              <span>{ticket.numbers.map((n) => formatTicketNumber(n, total)).join(', ')}</span>
              <span>{ticket.buyer_name}</span>
              <span>{formatMoney(ticket.price)}</span>
              <Tag>{ticket.sold_by ? t.saleCounter : t.saleOnline}</Tag>
              <Tag
                color={
                  ticket.status === 'paid'
                    ? 'green'
                    : ticket.status === 'pending'
                      ? 'gold'
                      : 'default'
                }
              >
                {es.sellers.statusOfTicket[ticket.status]}
              </Tag>
            </Space>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SaleValues {
  numbers: string;
  buyer_name: string;
  buyer_phone?: string;
  status: 'paid' | 'pending';
  payment_method: CounterPaymentMethod;
}

/**
 * The seller's counter: numbers (of their block when they have one), the buyer, paid or pending.
 * Offline (or when the request cannot reach the server), a seller with a block queues the sale,
 * with this attempt's key, and sees its receipt 'pendiente de sincronizar'.
 */
function SellModal({
  seller,
  taken,
  offline,
  online,
  onClose,
}: {
  seller: MySeller;
  taken: ReadonlySet<number>;
  offline: OfflineSales;
  online: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SaleValues>();
  const sale = useSellerSale(seller.raffle_id);
  const { message } = App.useApp();
  const { user } = useAuth();
  // One key per attempt: a retry of the same attempt cannot sell twice (queued, it keeps it).
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<QueuedSale | null>(null);
  const [queueing, setQueueing] = useState(false);
  const typed = Form.useWatch('numbers', form) as string | undefined;
  const total = seller.raffle.total_tickets;
  const format = (n: number) => formatTicketNumber(n, total);
  const block = seller.block;
  const range = block ? t.onlyBlock(format(block.start), format(block.end)) : t.anyNumber;
  const selected = useMemo(() => new Set(parseNumbers(typed ?? '') ?? []), [typed]);

  const toggle = (n: number) => {
    const next = new Set(selected);
    if (next.has(n)) next.delete(n);
    else next.add(n);
    form.setFieldValue(
      'numbers',
      [...next]
        .sort((a, b) => a - b)
        .map(format)
        .join(' '),
    );
  };

  const queueSale = async (numbers: number[], values: SaleValues) => {
    const refusal = offlineRefusal(seller, numbers, taken, format);
    if (refusal || !user || !offline.available) {
      setError(refusal ?? es.offlineSales.noBlock);
      return;
    }
    setQueueing(true);
    try {
      const queued = await offline.queue({
        key,
        userId: user.id,
        sellerId: seller.id,
        raffleId: seller.raffle_id,
        raffleTitle: seller.raffle.title,
        totalTickets: total,
        numbers,
        buyer_name: values.buyer_name.trim(),
        buyer_phone: (values.buyer_phone ?? '').trim(),
        status: values.status,
        payment_method: values.payment_method,
        amount: Math.round(numbers.length * seller.raffle.ticket_price * 100) / 100,
      });
      setError(null);
      setReceipt(queued);
    } finally {
      setQueueing(false);
    }
  };

  const submit = async (values: SaleValues) => {
    const numbers = parseNumbers(values.numbers);
    if (!numbers) {
      form.setFields([{ name: 'numbers', errors: [t.numbersInvalid] }]);
      return;
    }
    if (!online || !navigator.onLine) {
      await queueSale(numbers, values);
      return;
    }
    try {
      const ticket = await sale.mutateAsync({
        sellerId: seller.id,
        key,
        sale: {
          numbers,
          buyer_name: values.buyer_name.trim(),
          buyer_phone: (values.buyer_phone ?? '').trim(),
          status: values.status,
          payment_method: values.payment_method,
        },
      });
      void message.success(t.sold(ticket.numbers.map(format).join(', ')));
      onClose();
    } catch (cause) {
      // The request did not reach the server (or its answer got lost): queued with the same key,
      // so if it was sold after all, sending it again returns that sale.
      if (block && (!isApiError(cause) || cause.status === 0)) {
        await queueSale(numbers, values);
        return;
      }
      setError(errorMessage(cause, es.errors.unexpected));
    }
  };

  if (receipt) {
    return (
      <Modal
        open
        title={t.sellTitle(seller.raffle.title)}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose} data-testid="offline-receipt-close">
            {es.offlineSales.close}
          </Button>
        }
      >
        <QueuedReceipt sale={receipt} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t.sellTitle(seller.raffle.title)}
      okText={t.sellOk}
      cancelText={es.sellers.cancel}
      confirmLoading={sale.isPending || queueing}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'seller-sell-submit' }}
    >
      <Form<SaleValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ status: 'paid', payment_method: 'efectivo_usd' }}
        onFinish={(values) => void submit(values)}
      >
        {block && block.end - block.start < 200 ? (
          <BlockPicker
            start={block.start}
            end={block.end}
            totalTickets={total}
            taken={taken}
            selected={selected}
            onToggle={toggle}
          />
        ) : null}
        <Form.Item
          name="numbers"
          label={t.numbers}
          extra={t.numbersHelp(range)}
          rules={[{ required: true, message: es.sellers.required }]}
        >
          <Input inputMode="numeric" data-testid="seller-sale-numbers" />
        </Form.Item>
        <Form.Item
          name="buyer_name"
          label={t.buyerName}
          rules={[{ required: true, message: es.sellers.required }]}
        >
          <Input autoComplete="off" data-testid="seller-sale-buyer" />
        </Form.Item>
        <Form.Item name="buyer_phone" label={t.buyerPhone}>
          <Input type="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="status">
          <Radio.Group
            options={[
              { value: 'paid', label: t.paid },
              { value: 'pending', label: t.pending },
            ]}
          />
        </Form.Item>
        <Form.Item name="payment_method" label={es.business.counterSale.method}>
          <Select
            data-testid="seller-sale-method"
            options={COUNTER_METHODS.map((method) => ({
              value: method,
              label: es.business.counterMethods[method],
            }))}
          />
        </Form.Item>
        {error ? (
          <Alert type="error" showIcon title={error} data-testid="seller-sale-error" />
        ) : null}
      </Form>
    </Modal>
  );
}
