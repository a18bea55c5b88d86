import {
  Alert,
  Button,
  Descriptions,
  List,
  Modal,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatDuration, formatMoney, toBolivares } from '../../../lib/format';
import { copyValue, detailEntries, useRafflePaymentMethods } from '../../payment-methods';
import { ticketStatusColor, ticketStatusLabel } from '../../tickets';
import { ticketPath, type Ticket } from '../../../lib/ticket';
import { es } from '../../../locales/es';
import { formatNumberList } from '../number-selection';

interface PurchaseSuccessModalProps {
  raffleId: string;
  totalTickets: number;
  /** How long the numbers are held without a reported payment. */
  reservationMinutes: number;
  /** The creator's Bs-per-USD rate (null: none): the pago móvil amount is said in bolívares. */
  rate: number | null;
  /** The ticket just bought; the modal is open while it is set. */
  ticket: Ticket | null;
  onClose: () => void;
}

/** An amount as a bank app's field takes it: no thousands separator, a decimal comma ("1234,56"). */
const bankAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

/** The confirmation of a purchase: numbers, total, 'Pendiente', and how to pay the creator. */
export function PurchaseSuccessModal({
  raffleId,
  totalTickets,
  reservationMinutes,
  rate,
  ticket,
  onClose,
}: PurchaseSuccessModalProps) {
  const t = es.purchase.success;
  const methods = useRafflePaymentMethods(raffleId, ticket !== null);

  let methodsBody;
  if (methods.isPending) methodsBody = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (methods.isError) methodsBody = <Alert type="warning" showIcon title={t.methodsError} />;
  else if (methods.data.length === 0)
    methodsBody = (
      <Alert type="info" showIcon title={t.noMethods} data-testid="no-payment-methods" />
    );
  else
    methodsBody = (
      <List
        size="small"
        bordered
        data-testid="creator-payment-methods"
        dataSource={methods.data}
        renderItem={(method) => (
          <List.Item data-testid="creator-payment-method">
            <Space orientation="vertical" size={2}>
              <Space wrap>
                <Typography.Text strong>{method.name}</Typography.Text>
                <Tag>{es.paymentMethods.types[method.type]}</Tag>
                {method.is_default ? <Tag color="green">{t.default}</Tag> : null}
              </Space>
              {detailEntries(method.type, method.details).map(([field, value]) => (
                <Typography.Text
                  key={field}
                  copyable={field !== 'notes' && { text: copyValue(field, value) }}
                >
                  <Typography.Text type="secondary">
                    {es.paymentMethods.fields[field]}:{' '}
                  </Typography.Text>
                  {value}
                </Typography.Text>
              ))}
            </Space>
          </List.Item>
        )}
      />
    );

  return (
    <Modal
      open={ticket !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
      title={null}
    >
      {ticket ? (
        <div data-testid="purchase-success">
          <Result
            status="success"
            title={t.title}
            subTitle={t.subtitle}
            style={{ padding: '16px 0' }}
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t.numbers}>
              <span className="rifa-purchase__numbers" data-testid="ticket-numbers">
                {formatNumberList(ticket.numbers, totalTickets)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t.total}>
              <span data-testid="ticket-total">{formatMoney(ticket.price)}</span>
            </Descriptions.Item>
            {rate !== null && rate > 0 ? (
              <Descriptions.Item label={t.totalBs}>
                <Typography.Text
                  data-testid="ticket-total-bs"
                  copyable={{ text: bankAmount(toBolivares(ticket.price, rate)) }}
                >
                  {formatMoney(toBolivares(ticket.price, rate), 'VES')}
                </Typography.Text>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t.status}>
              <Tag color={ticketStatusColor(ticket.status)} data-testid="ticket-status">
                {ticketStatusLabel(ticket.status)}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          <Alert
            type="warning"
            showIcon
            title={t.held(formatDuration(reservationMinutes))}
            data-testid="purchase-hold"
            style={{ marginTop: 16 }}
          />
          <Typography.Title level={3} style={{ fontSize: 18, marginTop: 20 }}>
            {t.methodsTitle}
          </Typography.Title>
          {methodsBody}
          <Space wrap style={{ marginTop: 20, justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={onClose}>{t.close}</Button>
            <ButtonLink
              type="primary"
              to={ticketPath(ticket.id)}
              data-testid="purchase-view-ticket"
            >
              {t.viewTicket}
            </ButtonLink>
          </Space>
        </div>
      ) : null}
    </Modal>
  );
}
