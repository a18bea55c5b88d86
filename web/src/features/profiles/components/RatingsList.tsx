import { useState } from 'react';
import { Alert, Button, Empty, Rate, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { PagePager } from '../../../components/PagePager';
import { formatDate } from '../../../lib/format';
import { es } from '../../../locales/es';
import { ORGANISER_PAGE_SIZE, useOrganiserRatings } from '../api/organiser';

/** The ratings an organiser received, newest first, ten a page: stars, masked rater, comment, raffle. */
export function RatingsList({ userId }: { userId: string }) {
  const t = es.organiser;
  const [page, setPage] = useState(0);
  const ratings = useOrganiserRatings(userId, page);
  if (ratings.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (ratings.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.ratingsError}
        action={<Button onClick={() => void ratings.refetch()}>{t.retry}</Button>}
      />
    );
  if (ratings.data.count === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t.noRatings}
        data-testid="ratings-empty"
      />
    );
  return (
    <>
      <ul className="rifa-organiser__list" data-testid="ratings">
        {ratings.data.data.map((rating) => (
          <li key={rating.id} className="rifa-organiser__rating" data-testid="rating">
            <div className="rifa-organiser__rating-head">
              <span role="img" aria-label={t.stars(rating.rating)}>
                <Rate disabled value={rating.rating} style={{ fontSize: 14 }} />
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
              {t.raffleOf}:{' '}
              <Link to={`/app/raffle/${rating.raffle_id}`}>{rating.raffle_title}</Link>
            </Typography.Text>
          </li>
        ))}
      </ul>
      <PagePager
        size="small"
        align="center"
        page={page}
        pageSize={ORGANISER_PAGE_SIZE}
        total={ratings.data.count}
        onChange={setPage}
      />
    </>
  );
}
