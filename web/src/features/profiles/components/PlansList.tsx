import { Alert, List, Skeleton, Typography } from 'antd';
import { PlanDescription } from '../../../components/PlanDescription';
import { es } from '../../../locales/es';
import { usePlans, type Plan } from '../../plans';
import { SubscribeButton } from '../../subscriptions';

/**
 * The active plans (`GET /plans`), cheapest first, with the current one marked; a paid plan has
 * 'Elegir plan' ('Renovar' for the one paid now): a pending subscription, paid at /app/mobile-payment.
 */
export function PlansList({
  currentId,
  subscribed,
}: {
  currentId: string | undefined;
  /** True when the current plan comes from a paid subscription (it can be renewed). */
  subscribed: boolean;
}) {
  const t = es.profile.plan;
  const plans = usePlans();
  if (plans.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (plans.isError) return <Alert type="warning" showIcon title={t.plansError} />;
  return (
    <List
      data-testid="plans-list"
      header={
        <Typography.Title level={3} className="rifa-section-title">
          {t.allTitle}
        </Typography.Title>
      }
      dataSource={plans.data.data}
      rowKey="id"
      renderItem={(plan) => (
        <List.Item
          data-testid={`plan-${plan.slug}`}
          actions={
            plan.price > 0
              ? [
                  <PlanAction
                    key="choose"
                    plan={plan}
                    renew={subscribed && plan.id === currentId}
                  />,
                ]
              : undefined
          }
        >
          <PlanDescription plan={plan} currentLabel={plan.id === currentId ? t.current : null} />
        </List.Item>
      )}
    />
  );
}

function PlanAction({ plan, renew }: { plan: Plan; renew: boolean }) {
  const t = es.profile.plan;
  return (
    <SubscribeButton
      planId={plan.id}
      type={renew ? 'default' : 'primary'}
      aria-label={renew ? t.renewAria(plan.name) : t.chooseAria(plan.name)}
      data-testid={`plan-action-${plan.slug}`}
    >
      {renew ? t.renew : t.choose}
    </SubscribeButton>
  );
}
