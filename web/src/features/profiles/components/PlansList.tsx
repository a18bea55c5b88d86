import { Alert, List, Skeleton, Tag, Typography } from 'antd';
import { formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { usePlans } from '../../plans';
import { planFeatures } from '../plan-features';

/** The active plans (`GET /plans`), cheapest first, with the current one marked. */
export function PlansList({ currentId }: { currentId: string | undefined }) {
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
        <List.Item data-testid={`plan-${plan.slug}`}>
          <div>
            <Typography.Text strong>{plan.name}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              · {plan.price > 0 ? t.price(formatMoney(plan.price)) : t.free}
            </Typography.Text>{' '}
            {plan.id === currentId ? <Tag color="gold">{t.current}</Tag> : null}
            <ul className="rifa-plan-limits">
              {planFeatures(plan).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </List.Item>
      )}
    />
  );
}
