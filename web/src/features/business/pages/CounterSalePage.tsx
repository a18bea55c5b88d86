import { Suspense, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { ArrowLeftOutlined, ClearOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { AmountInBs } from '../../../components/AmountInBs';
import { WhatsAppButton } from '../../../components/WhatsAppButton';
import { counterReceiptLink } from '../../../lib/whatsapp-messages';
import { isApiError } from '../../../lib/api/client';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import {
  NumberGrid,
  NumberLegend,
  PanelTitle,
  attemptFor,
  formatNumberList,
  isRetryableFailure,
  selectionTotal,
  unavailableNumbers,
  useLiveRaffle,
  useLiveSelection,
  useRaffle,
  useRaffleNumbers,
  type PurchaseAttempt,
} from '../../raffles';
import { LazyReceiptCard } from '../../tickets';
import { useCounterSale, type CounterSaleTicket } from '../api/counter-sale';
import { BUYER_PHONE_PATTERN, counterSaleRequest, type CounterSaleValues } from '../counter-sale';
import { COUNTER_METHODS, inBolivares } from '../../../lib/counter-payment';
import { formatAmount, formatMoney } from '../../../lib/format';
import { PageTitle } from '../../../components/PageTitle';
import '../business-sales.css';

const t = es.business.counterSale;
const BACK = '/business/raffles';
const NO_NUMBERS: ReadonlySet<number> = new Set();

/** /business/raffles/:id/sell (owner and cashiers): the grid, the buyer, the total, 'Vender'. */
export default function CounterSalePage() {
  const { id = '' } = useParams();
  const raffle = useRaffle(id);

  let body;
  if (raffle.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (raffle.isError)
    body =
      isApiError(raffle.error) && raffle.error.status === 404 ? (
        <Result status="404" title={t.notFound} />
      ) : (
        <LoadFailed
          title={t.loadError}
          description={raffle.error.message}
          onRetry={() => void raffle.refetch()}
        />
      );
  else body = <CounterSale raffle={raffle.data} />;

  return (
    <section className="rifa-page rifa-biz-page">
      <Link to={BACK}>
        <ArrowLeftOutlined /> {t.back}
      </Link>
      <div>
        <PageTitle>{t.title}</PageTitle>
        {raffle.data ? (
          <Typography.Paragraph type="secondary" className="rifa-biz-page__subtitle">
            {raffle.data.title}
          </Typography.Paragraph>
        ) : null}
      </div>
      {body}
    </section>
  );
}

type Failure = { message: string; numbers: number[]; retry: boolean };

function CounterSale({ raffle }: { raffle: Raffle }) {
  const [form] = Form.useForm<CounterSaleValues>();
  const selling = raffle.status === 'active';
  const live = useLiveRaffle(raffle.id, selling);
  const numbers = useRaffleNumbers(raffle.id, { enabled: true, live: selling && !live });
  const taken = useMemo<ReadonlySet<number>>(
    () => (numbers.data ? new Set(numbers.data.taken) : NO_NUMBERS),
    [numbers.data],
  );
  const { selection, selectedSet, dispatch, lost, dismissLost } = useLiveSelection(taken);
  const sale = useCounterSale(raffle.id);
  const pending = useRef<PurchaseAttempt | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [noNumbers, setNoNumbers] = useState(false);
  const [sold, setSold] = useState<CounterSaleTicket | null>(null);
  const total = raffle.total_tickets;

  const submit = (values: CounterSaleValues) => {
    if (selection.length === 0) {
      setNoNumbers(true);
      return;
    }
    const chosen = [...selection];
    const attempt = attemptFor(pending.current, chosen);
    pending.current = attempt;
    setFailure(null);
    dismissLost();
    sale.mutate(
      { sale: counterSaleRequest(chosen, values), key: attempt.key },
      {
        onSuccess: (ticket) => {
          pending.current = null;
          // Cleared while the form is still mounted, so the next sale starts empty.
          form.resetFields();
          dispatch({ type: 'clear' });
          setSold(ticket);
        },
        onError: (error) => {
          const retry = isRetryableFailure(error);
          if (!retry) pending.current = null;
          const gone = unavailableNumbers(error);
          // The taken ones leave the selection; the rest stay chosen for the next try.
          if (gone.length > 0) dispatch({ type: 'remove', numbers: gone });
          setFailure({
            message: error.message || es.errors.unexpected,
            numbers: gone,
            retry,
          });
        },
      },
    );
  };

  const newSale = () => {
    setSold(null);
    setFailure(null);
    dismissLost();
  };

  if (sold) return <SaleDone ticket={sold} raffle={raffle} onNewSale={newSale} />;
  if (!selling) return <Alert type="warning" showIcon title={t.notSelling} />;

  return (
    <div className="rifa-biz-sale">
      <Card size="small" title={<PanelTitle>{t.numbersTitle}</PanelTitle>}>
        <div className="rifa-stack">
          <NumberLegend winner={false} selectable />
          {numbers.isError ? (
            <LoadFailed
              title={es.raffleDetail.numbersError}
              onRetry={() => void numbers.refetch()}
            />
          ) : numbers.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            <NumberGrid
              total={total}
              taken={taken}
              selected={selectedSet}
              onToggle={(n) => {
                setNoNumbers(false);
                dispatch({ type: 'toggle', number: n });
              }}
            />
          )}
        </div>
      </Card>

      <Card
        size="small"
        className="rifa-biz-sale__form"
        title={<PanelTitle>{t.buyerTitle}</PanelTitle>}
      >
        <Form<CounterSaleValues>
          name="counter-sale-page"
          form={form}
          layout="vertical"
          requiredMark={false}
          // Dollars in cash unless the seller picks another method.
          initialValues={{
            buyer_name: '',
            buyer_phone: '',
            buyer_email: '',
            status: 'paid',
            payment_method: 'efectivo_usd',
          }}
          onFinish={submit}
          disabled={sale.isPending}
        >
          <div className="rifa-stack rifa-stack--tight" style={{ marginBottom: 16 }}>
            <Typography.Text strong data-testid="sale-count">
              {selection.length === 0 ? t.none : t.selected(selection.length)}
            </Typography.Text>
            {selection.length > 0 ? (
              <span className="rifa-biz-sale__numbers" data-testid="sale-numbers">
                {formatNumberList(selection, total)}
              </span>
            ) : null}
            {selection.length > 0 ? (
              <Button
                size="small"
                icon={<ClearOutlined />}
                onClick={() => dispatch({ type: 'clear' })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t.clear}
              </Button>
            ) : null}
            {noNumbers ? (
              <Typography.Text type="danger" data-testid="sale-no-numbers">
                {t.chooseNumbers}
              </Typography.Text>
            ) : null}
          </div>
          <Form.Item
            label={t.buyerName}
            name="buyer_name"
            rules={[
              { required: true, whitespace: true, message: t.buyerNameRequired },
              { min: 2, max: 80, message: t.buyerNameLength },
            ]}
          >
            <Input autoComplete="off" maxLength={80} />
          </Form.Item>
          <Form.Item
            label={t.buyerPhone}
            name="buyer_phone"
            rules={[{ pattern: BUYER_PHONE_PATTERN, message: t.buyerPhoneInvalid }]}
          >
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={20} />
          </Form.Item>
          <Form.Item
            label={t.buyerEmail}
            name="buyer_email"
            rules={[{ type: 'email', message: t.buyerEmailInvalid }]}
          >
            <Input type="email" inputMode="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item label={t.payment} name="status">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'paid', label: t.paid },
                { value: 'pending', label: t.pending },
              ]}
            />
          </Form.Item>
          <Form.Item
            label={t.method}
            name="payment_method"
            rules={[
              { required: true, message: t.methodRequired },
              {
                validator: (_, method?: string) =>
                  method && inBolivares(method) && !raffle.creator.exchange_rate
                    ? Promise.reject(new Error(t.methodNoRate))
                    : Promise.resolve(),
              },
            ]}
          >
            <Select
              data-testid="sale-method"
              placeholder={t.methodRequired}
              options={COUNTER_METHODS.map((method) => ({
                value: method,
                label: es.business.counterMethods[method],
              }))}
            />
          </Form.Item>
          <AmountInBs
            usd={selectionTotal(selection.length, raffle.ticket_price)}
            rate={raffle.creator.exchange_rate}
            rateAt={raffle.creator.exchange_rate_at}
            labels={t.amounts}
          />
          {lost.length > 0 && !failure ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              data-testid="sale-lost"
              title={t.lost(formatNumberList(lost, total))}
              closable={{ onClose: dismissLost }}
            />
          ) : null}
          {failure ? (
            <Alert
              type={failure.retry ? 'warning' : 'error'}
              showIcon
              style={{ marginTop: 12 }}
              data-testid="sale-error"
              title={failure.message}
              description={
                failure.numbers.length > 0
                  ? t.unavailable(formatNumberList(failure.numbers, total))
                  : failure.retry
                    ? t.retryHint
                    : undefined
              }
            />
          ) : null}
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            block
            loading={sale.isPending}
            style={{ marginTop: 16 }}
            data-testid="sale-submit"
          >
            {t.submit}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

/**
 * The sale is recorded: what was charged (in dollars, and in bolívares at the rate the sale was
 * made at), the receipt's QR code, link and 'Imprimir recibo', the receipt sent by WhatsApp to
 * the customer's phone, or the next sale.
 */
function SaleDone({
  ticket,
  raffle,
  onNewSale,
}: {
  ticket: CounterSaleTicket;
  raffle: Raffle;
  onNewSale: () => void;
}) {
  return (
    <Card className="rifa-biz-sale__done" data-testid="sale-done">
      <Result
        status="success"
        title={t.successTitle}
        subTitle={t.successText(
          formatNumberList(ticket.numbers, raffle.total_tickets),
          ticket.buyer_name,
        )}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" onClick={onNewSale} data-testid="sale-new">
              {t.newSale}
            </Button>
            <WhatsAppButton href={counterReceiptLink(ticket, raffle)} data-testid="sale-whatsapp">
              {es.whatsapp.sendReceipt}
            </WhatsAppButton>
          </Space>
        }
      />
      <div className="rifa-biz-sale__charged" data-testid="sale-charged">
        <Typography.Text type="secondary">
          {t.payment}: {ticket.status === 'paid' ? t.paid : t.pending}
        </Typography.Text>
        {ticket.counter_payment ? (
          <Typography.Text data-testid="sale-method-charged">
            {t.charged(es.business.counterMethods[ticket.counter_payment.method])}
            {ticket.counter_payment.amount_ves !== null &&
            ticket.counter_payment.exchange_rate !== null
              ? ` · ${t.chargedBs(
                  formatMoney(ticket.counter_payment.amount_ves, 'VES'),
                  formatAmount(ticket.counter_payment.exchange_rate),
                )}`
              : null}
          </Typography.Text>
        ) : null}
        <AmountInBs
          usd={ticket.price}
          rate={raffle.creator.exchange_rate}
          rateAt={raffle.creator.exchange_rate_at}
          labels={t.amounts}
        />
      </div>
      <Suspense fallback={<Skeleton.Node active style={{ width: 148, height: 148 }} />}>
        <LazyReceiptCard code={ticket.receipt_code} />
      </Suspense>
    </Card>
  );
}
