import { useState } from 'react';
import { Rate, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useOrganiserRatings } from '../api/organiser';
import { PagedList } from './PagedList';

/** The ratings an organiser received, newest first, ten a page: stars, masked rater, comment, raffle. */
export function RatingsList({ userId }: { userId: string }) {
  const t = es.organiser;
  const [page, setPage] = useState(0);
  return (
    <PagedList
      query={useOrganiserRatings(userId, page)}
      page={page}
      onPage={setPage}
      errorText={t.ratingsError}
      emptyText={t.noRatings}
      testId="ratings"
      renderItem={(rating) => (
        <div className="rifa-organiser__rating" data-testid="rating">
          <div className="rifa-organiser__rating-head">
            <span>
              <span className="rifa-visually-hidden">{t.stars(rating.rating)}</span>
              <Rate disabled value={rating.rating} style={{ fontSize: 14 }} aria-hidden="true" />
            </span>
            <Typography.Text strong>{rating.rater_name}</Typography.Text>
            <Typography.Text type="secondary">{formatDate(rating.created_at)}</Typography.Text>
          </div>
          {rating.comment ? (
            <Typography.Paragraph style={{ margin: 0 }} data-testid="rating-comment">
              {rating.comment}
            </Typography.Paragraph>
          ) : null}
          <Typography.Text type="secondary">
            {t.raffleOf}: <Link to={`/app/raffle/${rating.raffle_id}`}>{rating.raffle_title}</Link>
          </Typography.Text>
        </div>
      )}
    />
  );
}
