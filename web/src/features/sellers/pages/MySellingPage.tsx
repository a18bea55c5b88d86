import { useState } from 'react';
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
import { errorMessage } from '../../../lib/form-errors';
import { formatMoney, formatTicketNumber } from '../../../lib/format';
import { whatsappShareLink } from '../../../lib/whatsapp';
import { es } from '../../../locales/es';
import { useMySellers, type MySeller } from '../../../lib/seller-roles';
import { useMySellerTickets, useSellerSale } from '../api/sellers';
import { SellerFigures } from '../components/SellerFigures';
import { blockText, commissionText } from '../seller-text';
import { parseNumbers, sellerLinkUrl } from '../seller-form';
import '../sellers.css';

const t = es.sellers.mine;

/** /app/selling: the raffles the signed-in person sells, their link, figures, counter and sales. */
export default function MySellingPage() {
  const mine = useMySellers();
  let content;
  if (mine.isPending) content = <Skeleton active />;
  else if (mine.isError)
    content = <LoadFailed title={es.sellers.loadError} onRetry={() => void mine.refetch()} />;
  else if (mine.data.data.length === 0) content = <Empty description={t.empty} />;
  else
    content = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {mine.data.data.map((seller) => (
          <MySellerCard key={seller.id} seller={seller} />
        ))}
      </Space>
    );
  return (
    <section className="rifa-page rifa-sellers" data-testid="my-selling">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph>{t.subtitle}</Typography.Paragraph>
      {content}
    </section>
  );
}

function MySellerCard({ seller }: { seller: MySeller }) {
  const [selling, setSelling] = useState(false);
  const active = seller.status === 'active';
  const url = sellerLinkUrl(seller.link);
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
          </Space>
        </>
      ) : (
        <Alert type="info" showIcon title={t.removedNote} style={{ marginBottom: 12 }} />
      )}
      <SellerFigures figures={seller.figures} />
      <MySales seller={seller} />
      {selling ? <SellModal seller={seller} onClose={() => setSelling(false)} /> : null}
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

/** The seller's counter: numbers (of their block when they have one), the buyer, paid or pending. */
function SellModal({ seller, onClose }: { seller: MySeller; onClose: () => void }) {
  const [form] = Form.useForm<SaleValues>();
  const sale = useSellerSale(seller.raffle_id);
  const { message } = App.useApp();
  // One key per attempt: a retry of the same attempt cannot sell twice.
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const total = seller.raffle.total_tickets;
  const range = seller.block
    ? t.onlyBlock(
        formatTicketNumber(seller.block.start, total),
        formatTicketNumber(seller.block.end, total),
      )
    : t.anyNumber;

  const submit = async (values: SaleValues) => {
    const numbers = parseNumbers(values.numbers);
    if (!numbers) {
      form.setFields([{ name: 'numbers', errors: [t.numbersInvalid] }]);
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
      void message.success(
        t.sold(ticket.numbers.map((n) => formatTicketNumber(n, total)).join(', ')),
      );
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, es.errors.unexpected));
    }
  };

  return (
    <Modal
      open
      title={t.sellTitle(seller.raffle.title)}
      okText={t.sellOk}
      cancelText={es.sellers.cancel}
      confirmLoading={sale.isPending}
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
