import { Alert, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { CrownOutlined, HistoryOutlined, ShopOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { SECTION_SCROLL_MARGIN, useSectionAnchor } from '../../../lib/section-anchor';
import { es } from '../../../locales/es';
import { useMyPermissions, useMyPlan } from '../../plans';
import { PlansList } from './PlansList';

/**
 * The profile's plan section (`#plan`, where the create page and the plan limits send people):
 * the current plan, its limits and end date, the payment history and (with the back-office) the
 * way to it, then every active plan with what it allows and 'Elegir plan'.
 */
export function PlanSection() {
  const t = es.profile.plan;
  const shared = es.createRaffle.plan;
  const plan = useMyPlan();
  const permissions = useMyPermissions();
  const current = plan.data?.plan;
  const subscription = plan.data?.subscription ?? null;
  // Opened as /app/profile#plan (the create page and the plan limits link there).
  const card = useSectionAnchor<HTMLDivElement>('plan', !plan.isPending);

  return (
    <Card
      ref={card}
      id="plan"
      // Scrolled to below the phone's fixed top bar, not under it.
      style={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}
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
            {subscription ? (
              <Typography.Text type="secondary" data-testid="profile-plan-until">
                {' '}
                · {t.until(formatDate(subscription.end_date))}
              </Typography.Text>
            ) : null}
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
      <Space wrap style={{ marginBottom: 16 }}>
        <ButtonLink to="/app/payment-history" icon={<HistoryOutlined />}>
          {t.history}
        </ButtonLink>
        {permissions.data?.has_admin_panel_access ? (
          <ButtonLink to="/business" icon={<ShopOutlined />} data-testid="profile-back-office">
            {t.openBackOffice}
          </ButtonLink>
        ) : null}
      </Space>
      <PlansList currentId={current?.id} subscribed={subscription !== null} />
    </Card>
  );
}
