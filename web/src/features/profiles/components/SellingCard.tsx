import { Card, Typography } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { es } from '../../../locales/es';
import { useMySellers } from '../../../lib/seller-roles';

/**
 * On the profile, for someone who sells raffles of others: how many, and the way to their sales
 * (/app/selling). Nothing for everyone else.
 */
export function SellingCard() {
  const t = es.sellers.mine;
  const sellers = useMySellers();
  const active = (sellers.data?.data ?? []).filter((s) => s.status === 'active').length;
  if (active === 0) return null;
  return (
    <Card data-testid="selling-card">
      <Typography.Paragraph>{t.profileNote(active)}</Typography.Paragraph>
      <ButtonLink to="/app/selling" icon={<ShopOutlined />}>
        {t.title}
      </ButtonLink>
    </Card>
  );
}
