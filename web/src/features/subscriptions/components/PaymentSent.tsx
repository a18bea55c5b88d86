import { Result, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { MobilePayment } from '../subscription';

/** 'Pago enviado: lo revisaremos pronto': the report waiting for the administrator's review. */
export function PaymentSent({ payment }: { payment: MobilePayment }) {
  const t = es.subscriptions.sent;
  return (
    <Result
      status="success"
      title={t.title}
      data-testid="payment-sent"
      subTitle={
        <>
          <Typography.Paragraph type="secondary">{t.text}</Typography.Paragraph>
          <Typography.Text>
            {payment.plan.name} · {formatMoney(payment.reported_amount, payment.reported_currency)}{' '}
            · {t.reference(payment.reference_number)}
          </Typography.Text>
        </>
      }
      extra={
        <ButtonLink type="primary" to="/app/payment-history">
          {t.history}
        </ButtonLink>
      }
    />
  );
}
