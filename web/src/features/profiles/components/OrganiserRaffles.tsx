import { useState } from 'react';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { raffleStatusColor, raffleStatusLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import { useOrganiserRaffles } from '../api/organiser';
import { PagedList } from './PagedList';

/** The organiser's public raffles, newest first: title, status and draw date, each a link. */
export function OrganiserRaffles({ userId }: { userId: string }) {
  const t = es.organiser;
  const [page, setPage] = useState(0);
  return (
    <PagedList
      query={useOrganiserRaffles(userId, page)}
      page={page}
      onPage={setPage}
      errorText={t.rafflesError}
      emptyText={t.noRaffles}
      testId="organiser-raffle-list"
      renderItem={(raffle) => (
        <div className="rifa-organiser__raffle">
          <Link to={`/app/raffle/${raffle.id}`} className="rifa-organiser__raffle-title">
            {raffle.title}
          </Link>
          <span className="rifa-organiser__raffle-meta">
            <Tag color={raffleStatusColor(raffle.status)}>{raffleStatusLabel(raffle.status)}</Tag>
            <Typography.Text type="secondary">
              {t.endsOn(formatDate(raffle.draw_at))}
            </Typography.Text>
          </span>
        </div>
      )}
    />
  );
}
