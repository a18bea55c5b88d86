import { Space, Typography } from 'antd';
import { GiftOutlined, StarFilled, TrophyOutlined } from '@ant-design/icons';
import { organiserRecordText, type OrganiserRecordFields } from '../organiser-record';

/** ★ 4,8 (12 calificaciones) · N rifas completadas · N premios entregados. */
export function OrganiserRecord({ record }: { record: OrganiserRecordFields }) {
  const text = organiserRecordText(record);
  return (
    <Space wrap size={[12, 2]} data-testid="organiser-record">
      <Typography.Text aria-label={text.ratingLabel} data-testid="organiser-rating">
        <StarFilled style={{ color: 'var(--rifa-gold)' }} /> {text.rating}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="organiser-raffles">
        <TrophyOutlined /> {text.raffles}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="organiser-prizes">
        <GiftOutlined /> {text.prizes}
      </Typography.Text>
    </Space>
  );
}
