import { memo } from 'react';
import { Card, Progress, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled, GiftOutlined, LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { FavoriteButton } from '../../favorites';
import { OrganiserRecord, organiserPath } from '../../profiles';
import { formatCount, formatDateTime, formatMoney, imageSrcSet } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { lotteryLabel, raffleStatusColor, raffleStatusLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import { Countdown } from './Countdown';
import { CreatorContact } from './CreatorContact';
import { ShareRaffleButton } from './ShareRaffleButton';

/**
 * How wide the image is shown: the page's width on a phone, then 5 of 11 columns of a page at most
 * 960 px wide (raffles.css), so a copy is taken where it is enough and the original above it.
 */
const HERO_SIZES = '(max-width: 767px) 100vw, 430px';

/** Image, title, status, price, lottery, end date with countdown, sales progress and creator. */
export const RaffleOverview = memo(function RaffleOverview({
  raffle,
  sample,
}: {
  raffle: Raffle;
  sample: boolean;
}) {
  const t = es.raffleDetail;
  const creatorPhoto = raffle.creator.avatar_thumb_url ?? raffle.creator.avatar_url;
  const percent = Math.round((raffle.sold_tickets / raffle.total_tickets) * 100);
  return (
    <div className="rifa-raffle__hero">
      {raffle.image_url ? (
        <img
          className="rifa-raffle__image"
          src={raffle.image_url}
          srcSet={imageSrcSet(raffle.image_variants, raffle.image_url)}
          sizes={raffle.image_variants.length > 0 ? HERO_SIZES : undefined}
          width={640}
          height={360}
          alt={t.imageAlt(raffle.title)}
          data-testid="raffle-image"
        />
      ) : (
        <div
          className="rifa-raffle__image rifa-raffle__placeholder"
          role="img"
          aria-label={t.noImage}
          data-testid="raffle-image-placeholder"
        >
          <GiftOutlined />
        </div>
      )}

      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap size={6}>
          <Tag color={raffleStatusColor(raffle.status)} data-testid="raffle-status">
            {raffleStatusLabel(raffle.status)}
          </Tag>
          {raffle.is_private ? <Tag icon={<LockOutlined />}>{t.private}</Tag> : null}
          {sample ? <Tag color="gold">{t.sampleTag}</Tag> : null}
        </Space>
        <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={1} className="rifa-raffle__title" data-testid="raffle-title">
            {raffle.title}
          </Typography.Title>
          <Space size={4}>
            <ShareRaffleButton raffle={raffle} disabled={sample} />
            <FavoriteButton raffleId={raffle.id} disabled={sample} />
          </Space>
        </Space>
        <div>
          <span className="rifa-raffle__price" data-testid="raffle-price">
            {formatMoney(raffle.ticket_price)}
          </span>{' '}
          <Typography.Text type="secondary">{t.price.toLowerCase()}</Typography.Text>
        </div>
        {/* Label and value, one per line: a plain list, not antd's Descriptions (which re-renders
            itself on mount to read the screen's breakpoints: issue 14). */}
        <dl className="rifa-raffle__facts">
          <dt>{t.lottery}</dt>
          <dd>{lotteryLabel(raffle.lottery)}</dd>
          <dt>{t.endDate}</dt>
          <dd>{formatDateTime(raffle.end_date)}</dd>
          <dt>{t.drawAt}</dt>
          <dd>{formatDateTime(raffle.draw_at)}</dd>
          {raffle.status === 'active' ? (
            <>
              <dt>{t.countdownLabel}</dt>
              <dd>
                <Countdown end={raffle.end_date} />
              </dd>
            </>
          ) : null}
        </dl>
        <div>
          <Progress
            percent={percent}
            showInfo={false}
            strokeColor="var(--rifa-primary)"
            aria-label={t.progressLabel}
          />
          <Typography.Text type="secondary" data-testid="raffle-sold">
            {t.sold(formatCount(raffle.sold_tickets), formatCount(raffle.total_tickets))}
          </Typography.Text>
        </div>
        <Card size="small" data-testid="raffle-creator">
          <Space align="center">
            {/* The creator's photo (a business's logo), else the initial: a plain img or a styled
                letter, not antd's Avatar (which measures its text after mounting: a forced layout
                and two more renders on the page's first load). */}
            {creatorPhoto ? (
              <img
                className="rifa-raffle__initial"
                src={creatorPhoto}
                width={32}
                height={32}
                alt=""
                decoding="async"
                data-testid="raffle-creator-photo"
              />
            ) : (
              <span className="rifa-raffle__initial" aria-hidden="true">
                {raffle.creator.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <Space orientation="vertical" size={0}>
              <Typography.Text type="secondary">{t.creator}</Typography.Text>
              <Space wrap size={6}>
                {sample ? (
                  <Typography.Text strong>{raffle.creator.name}</Typography.Text>
                ) : (
                  <Link
                    to={organiserPath(raffle.creator.id)}
                    style={{ fontWeight: 600 }}
                    title={es.organiser.viewProfile}
                    data-testid="raffle-creator-link"
                  >
                    {raffle.creator.name}
                  </Link>
                )}
                {raffle.creator.is_verified ? (
                  <Tag color="blue" icon={<CheckCircleFilled />}>
                    {t.verified}
                  </Tag>
                ) : (
                  <Tag>{t.notVerified}</Tag>
                )}
              </Space>
              <OrganiserRecord record={raffle.creator} />
              <CreatorContact contact={raffle.creator.contact} />
            </Space>
          </Space>
        </Card>
      </Space>
    </div>
  );
});
