import { Alert, Card, Skeleton, Tag, Typography } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { formatCount, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useMyPlan } from '../../plans';
import { PlansList } from './PlansList';

/**
 * The profile's plan section (`#plan`, where the create page sends people to see plans): the
 * current plan and its limits, then every active plan with what it allows. Subscribing to another
 * plan is not built yet, and the card says so.
 */
export function PlanSection() {
  const t = es.profile.plan;
  const shared = es.createRaffle.plan;
  const plan = useMyPlan();
  const current = plan.data?.plan;
  return (
    <Card
      id="plan"
      data-testid="profile-plan"
      title={
        <Typography.Title level={2} className="rifa-section-title">
          <CrownOutlined /> {t.title}
        </Typography.Title>
      }
    >
      {plan.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : current ? (
        <>
          <Typography.Paragraph>
            <Typography.Text strong data-testid="profile-plan-name">
              {current.name}
            </Typography.Text>{' '}
            · {current.price > 0 ? t.price(formatMoney(current.price)) : t.free}
          </Typography.Paragraph>
          <ul className="rifa-plan-limits">
            <li>
              {current.max_active_raffles === null
                ? t.unlimitedActive
                : t.maxActive(current.max_active_raffles)}
            </li>
            <li>{t.maxTickets(formatCount(current.max_tickets_per_raffle))}</li>
          </ul>
          <Typography.Paragraph>
            <Tag color={current.can_create_private ? 'green' : 'default'}>
              {current.can_create_private ? shared.privateIncluded : shared.privateExcluded}
            </Tag>
          </Typography.Paragraph>
        </>
      ) : (
        <Alert type="warning" showIcon title={shared.loadError} />
      )}
      <PlansList currentId={current?.id} />
      <Alert type="info" showIcon title={t.comingSoon} data-testid="plans-coming-soon" />
    </Card>
  );
}
