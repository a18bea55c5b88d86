import { Skeleton, Space, Typography } from 'antd';
import { GiftOutlined } from '@ant-design/icons';

/**
 * The raffle page before its answer: the hero's frame where RaffleOverview puts the image, the
 * status and the title, then skeletons. It is the phone's prerendered shell of the page too
 * (app/shell-prerender.tsx), for navigations the service worker answers from its copy of the app;
 * a raffle's link answered by rifa-server is the page itself as HTML (README.md, "The buyer's
 * pages as HTML"). An empty title shows as a skeleton bar (raffles.css).
 */
export function RafflePending() {
  return (
    <div className="rifa-raffle__hero" data-testid="raffle-pending">
      <div className="rifa-raffle__image rifa-raffle__placeholder" aria-hidden="true">
        <GiftOutlined />
      </div>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Skeleton.Button active size="small" />
        <Typography.Title level={1} className="rifa-raffle__title" />
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Space>
    </div>
  );
}
