import { Tag, Typography } from 'antd';
import type { Schemas } from '../lib/api/client';
import { formatMoney } from '../lib/format';
import { planFeatures } from '../lib/plan-features';
import { es } from '../locales/es';

/**
 * A plan as people compare them: its name, its monthly price ('sin costo' for the free one), a
 * tag when it is the reader's (`currentLabel`) and what it allows. The profile's plan list and the
 * subscription's plan choice show plans alike.
 */
export function PlanDescription({
  plan,
  currentLabel,
}: {
  plan: Schemas['Plan'];
  currentLabel?: string | null;
}) {
  const t = es.profile.plan;
  return (
    <div>
      <Typography.Text strong>{plan.name}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        · {plan.price > 0 ? t.price(formatMoney(plan.price)) : t.free}
      </Typography.Text>{' '}
      {currentLabel ? <Tag color="gold">{currentLabel}</Tag> : null}
      <ul className="rifa-plan-limits">
        {planFeatures(plan).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </div>
  );
}
