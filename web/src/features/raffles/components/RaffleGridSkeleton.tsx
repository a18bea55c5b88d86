import { Skeleton } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { es } from '../../../locales/es';
import './RaffleCard.css';

/**
 * Placeholder cards while a raffle list loads: a card's frame (its 16:9 image box, its title's
 * line) with skeleton lines for the rest; the timeline's prerendered shell (for navigations the
 * service worker answers; a first visit gets the timeline as HTML, timeline_page.cpp).
 */
export function RaffleGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="rifa-raffle-grid" aria-busy="true" aria-label={es.common.loading}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="rifa-raffle-card rifa-raffle-card--pending">
            <div className="rifa-raffle-card__media">
              <div className="rifa-raffle-card__image rifa-raffle-card__placeholder" aria-hidden>
                <GiftOutlined />
              </div>
            </div>
            <div className="rifa-raffle-card__body">
              <div className="rifa-raffle-card__title"></div>
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
