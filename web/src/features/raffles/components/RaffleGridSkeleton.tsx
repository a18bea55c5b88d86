import { Skeleton } from 'antd';
import { es } from '../../../locales/es';

/** Placeholder cards while a raffle list loads. */
export function RaffleGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="rifa-raffle-grid" aria-busy="true" aria-label={es.common.loading}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="rifa-raffle-card" style={{ padding: 14 }}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </li>
      ))}
    </ul>
  );
}
