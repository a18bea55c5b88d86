import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PagePager } from '../../../components/PagePager';
import { formatDate } from '../../../lib/format';
import { raffleStatusColor, raffleStatusLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import { ORGANISER_PAGE_SIZE, useOrganiserRaffles } from '../api/organiser';

/** The organiser's public raffles, newest first: title, status and draw date, each a link. */
export function OrganiserRaffles({ userId }: { userId: string }) {
  const t = es.organiser;
  const [page, setPage] = useState(0);
  const raffles = useOrganiserRaffles(userId, page);
  if (raffles.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (raffles.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.rafflesError}
        action={<Button onClick={() => void raffles.refetch()}>{t.retry}</Button>}
      />
    );
  if (raffles.data.count === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noRaffles} />;
  return (
    <>
      <ul className="rifa-organiser__list" data-testid="organiser-raffle-list">
        {raffles.data.data.map((raffle) => (
          <li key={raffle.id} className="rifa-organiser__raffle">
            <Link to={`/app/raffle/${raffle.id}`} className="rifa-organiser__raffle-title">
              {raffle.title}
            </Link>
            <span className="rifa-organiser__raffle-meta">
              <Tag color={raffleStatusColor(raffle.status)}>{raffleStatusLabel(raffle.status)}</Tag>
              <Typography.Text type="secondary">
                {t.endsOn(formatDate(raffle.draw_at))}
              </Typography.Text>
            </span>
          </li>
        ))}
      </ul>
      <PagePager
        size="small"
        align="center"
        page={page}
        pageSize={ORGANISER_PAGE_SIZE}
        total={raffles.data.count}
        onChange={setPage}
      />
    </>
  );
}
