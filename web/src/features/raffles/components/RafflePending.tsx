import { Skeleton, Space, Typography } from 'antd';
import { GiftOutlined } from '@ant-design/icons';

/**
 * The raffle page before its answer: the hero's frame where RaffleOverview puts the image, the
 * status and the title, then skeletons. It is the phone's prerendered shell of the page too
 * (app/shell-prerender.tsx); for a raffle that exists, rifa-server fills the element marked
 * data-shell="title" with its title and replaces the one marked data-shell="image" with its image
 * (server/src/features/raffles/raffle_page.cpp), so a shared link paints them before any script.
 * An empty title shows as a skeleton bar (raffles.css).
 */
export function RafflePending() {
  return (
    <div className="rifa-raffle__hero" data-testid="raffle-pending">
      <div
        className="rifa-raffle__image rifa-raffle__placeholder"
        aria-hidden="true"
        data-shell="image"
      >
        <GiftOutlined />
      </div>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Skeleton.Button active size="small" />
        <Typography.Title level={1} className="rifa-raffle__title" data-shell="title" />
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Space>
    </div>
  );
}
