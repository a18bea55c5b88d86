import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { AmountInBs } from '../../../components/AmountInBs';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useMyMobilePayments, usePaymentAccounts, usePlatformRate } from '../api/mobile-payments';
import { useMySubscriptions } from '../api/subscriptions';
import { MobilePaymentForm } from '../components/MobilePaymentForm';
import { PaymentAccounts } from '../components/PaymentAccounts';
import { PaymentSent } from '../components/PaymentSent';
import { PlanChooser } from '../components/PlanChooser';
import {
  activeSubscription,
  latestPaymentFor,
  pendingSubscription,
  type Subscription,
} from '../subscription';
import { PageTitle } from '../../../components/PageTitle';
import '../subscriptions.css';

/**
 * /app/mobile-payment: without a subscription waiting for its payment, the plans to choose from
 * (`?plan=<slug>` preselects one); with one, its amount in dollars and bolívares, where to pay and
 * the report form; once reported, that the payment is under review.
 */
export default function MobilePaymentPage() {
  const t = es.pages.mobilePayment;
  return (
    <section className="rifa-page">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph type="secondary">{t.text}</Typography.Paragraph>
      <MobilePayment />
    </section>
  );
}

function MobilePayment() {
  const t = es.subscriptions;
  const [params, setParams] = useSearchParams();
  const wanted = params.get('plan');
  const [changing, setChanging] = useState(false);
  const subscriptions = useMySubscriptions();
  const payments = useMyMobilePayments();

  if (subscriptions.isPending || payments.isPending)
    return <Skeleton active paragraph={{ rows: 6 }} />;
  if (subscriptions.isError || payments.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        action={
          <Button
            onClick={() => {
              void subscriptions.refetch();
              void payments.refetch();
            }}
          >
            {t.retry}
          </Button>
        }
      />
    );

  const pending = pendingSubscription(subscriptions.data.data);
  const backToPayment = () => {
    setChanging(false);
    if (wanted !== null) setParams({}, { replace: true });
  };
  if (!pending || changing || (wanted !== null && wanted !== pending.plan.slug)) {
    const active = activeSubscription(subscriptions.data.data);
    return (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {active && !pending ? (
          <Alert
            type="success"
            showIcon
            data-testid="active-plan"
            title={t.active.title(active.plan.name, formatDate(active.end_date))}
            description={t.active.text}
          />
        ) : null}
        <PlanChooser
          preselected={wanted ?? pending?.plan.slug ?? null}
          pending={pending}
          onChosen={backToPayment}
          onKeep={pending ? backToPayment : undefined}
        />
      </Space>
    );
  }

  const latest = latestPaymentFor(payments.data.data, pending.id);
  if (latest?.status === 'pending') return <PaymentSent payment={latest} />;
  return (
    <PayPending
      subscription={pending}
      rejected={latest?.status === 'rejected' ? latest : null}
      onChangePlan={() => setChanging(true)}
    />
  );
}

const AMOUNT_LABELS = {
  usd: es.subscriptions.pay.amountUsd,
  bs: es.subscriptions.pay.amountBs,
  rate: es.subscriptions.pay.rate,
  noRate: es.subscriptions.pay.noRate,
};

interface PayPendingProps {
  subscription: Subscription;
  rejected: Parameters<typeof MobilePaymentForm>[0]['rejected'];
  onChangePlan: () => void;
}

/** The pending subscription: its amount, where to pay it and the report form. */
function PayPending({ subscription, rejected, onChangePlan }: PayPendingProps) {
  const t = es.subscriptions.pay;
  const rate = usePlatformRate();
  const accounts = usePaymentAccounts();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        data-testid="pending-subscription"
        title={
          <Typography.Title level={2} className="rifa-section-title">
            {t.title(subscription.plan.name)}
          </Typography.Title>
        }
      >
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {es.subscriptions.perMonth(formatMoney(subscription.plan.price))} ·{' '}
            {subscription.renewal_of ? t.renewalTerm(formatDate(subscription.start_date)) : t.term}
          </Typography.Text>
          {rate.isPending ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : (
            <AmountInBs
              usd={subscription.plan.price}
              rate={rate.data?.exchange_rate ?? null}
              rateAt={rate.data?.exchange_rate_at ?? null}
              labels={AMOUNT_LABELS}
            />
          )}
          <Button
            icon={<SwapOutlined />}
            onClick={onChangePlan}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.changePlan}
          </Button>
        </Space>
      </Card>
      <Card
        title={
          <Typography.Title level={2} className="rifa-section-title">
            {t.accountsTitle}
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary">{t.accountsHint}</Typography.Paragraph>
        <PaymentAccounts />
      </Card>
      <Card
        title={
          <Typography.Title level={2} className="rifa-section-title">
            {es.subscriptions.form.title}
          </Typography.Title>
        }
      >
        {rate.isPending || accounts.isPending ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : (
          <MobilePaymentForm
            subscription={subscription}
            rate={rate.data?.exchange_rate ?? null}
            accounts={accounts.data ?? []}
            rejected={rejected}
          />
        )}
      </Card>
    </Space>
  );
}
