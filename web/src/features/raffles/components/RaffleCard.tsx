import { Progress, Tag } from 'antd';
import {
  ClockCircleOutlined,
  GiftOutlined,
  SafetyCertificateFilled,
  StarFilled,
  TrophyOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import {
  formatCount,
  formatDecimal,
  formatMoney,
  formatTicketNumber,
  imageSrcSet,
} from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { lotteryLabel, raffleStatusColor, raffleStatusLabel } from '../../../lib/raffle-labels';
import { isOpen, relativeToNow } from '../../../lib/raffle-time';
import { es } from '../../../locales/es';
import { isSampleRaffleId } from '../../../samples/sample-raffles';
import { FavoriteButton } from '../../favorites';
import './RaffleCard.css';

const t = es.raffleCard;
const rating = (value: number) => formatDecimal(value, 1);

interface RaffleCardProps {
  raffle: Raffle;
  /** `now` for the time left (tests pin it). */
  now?: Date;
  /** The image is fetched only when scrolled near (cards below the fold). */
  lazy?: boolean;
}

/** How wide a card is shown: the whole column on a phone, a grid cell (≈ 240–360 px) elsewhere. */
const CARD_SIZES = '(max-width: 575px) 100vw, 360px';

/**
 * The raffle's image: its WebP copies as `srcSet` (the browser picks the width it needs), a
 * 16:9 box given by `width`/`height` so nothing moves when it arrives.
 */
/**
 * A card's widest copy: the 1280 px one is the raffle page's. A card on a 3× phone then takes the
 * 640 px copy (about 13 kB) instead of it (about 40): mobile data over the last bit of sharpness.
 */
const CARD_COPY_MAX = 640;

function CardImage({ raffle, lazy }: { raffle: Raffle; lazy: boolean }) {
  if (!raffle.image_url) {
    return (
      <div className="rifa-raffle-card__placeholder" aria-hidden>
        <GiftOutlined />
      </div>
    );
  }
  const srcSet = imageSrcSet(raffle.image_variants.filter((v) => v.width <= CARD_COPY_MAX));
  return (
    <img
      className="rifa-raffle-card__image"
      src={raffle.image_url}
      srcSet={srcSet}
      sizes={srcSet ? CARD_SIZES : undefined}
      width={320}
      height={180}
      alt=""
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}

function TimeLeft({ raffle, now }: { raffle: Raffle; now: Date }) {
  if (raffle.status === 'completed' && raffle.winner_number !== null) {
    return (
      <span className="rifa-raffle-card__winner">
        <TrophyOutlined aria-hidden />{' '}
        {t.winner(formatTicketNumber(raffle.winner_number, raffle.total_tickets))}
      </span>
    );
  }
  if (raffle.status !== 'active') return <span>{raffleStatusLabel(raffle.status)}</span>;
  const open = isOpen(raffle, now);
  return (
    <span>
      <ClockCircleOutlined aria-hidden />{' '}
      {open
        ? t.endsIn(relativeToNow(raffle.end_date, now))
        : `${t.ended} ${relativeToNow(raffle.end_date, now)}`}
    </span>
  );
}

/**
 * A raffle in a list: image, title, price, sales, time left, status, creator and the heart. The
 * title link covers the card, so the whole card opens `/app/raffle/{id}`.
 */
export function RaffleCard({ raffle, now = new Date(), lazy = true }: RaffleCardProps) {
  const sample = isSampleRaffleId(raffle.id);
  const total = raffle.total_tickets;
  const percent = total > 0 ? Math.min(100, Math.round((raffle.sold_tickets / total) * 100)) : 0;
  const soldText = t.sold(formatCount(raffle.sold_tickets), formatCount(total));
  return (
    <article className="rifa-raffle-card" data-testid="raffle-card" data-raffle-id={raffle.id}>
      <div className="rifa-raffle-card__media">
        <CardImage raffle={raffle} lazy={lazy} />
        <div className="rifa-raffle-card__tags">
          <Tag color={raffleStatusColor(raffle.status)}>{raffleStatusLabel(raffle.status)}</Tag>
          {sample && <Tag color="purple">{t.sample}</Tag>}
        </div>
        {!sample && <FavoriteButton raffleId={raffle.id} className="rifa-raffle-card__favorite" />}
      </div>
      <div className="rifa-raffle-card__body">
        <h3 className="rifa-raffle-card__title">
          <Link
            to={`/app/raffle/${encodeURIComponent(raffle.id)}`}
            className="rifa-raffle-card__link"
          >
            {raffle.title}
          </Link>
        </h3>
        <div className="rifa-raffle-card__price">
          {formatMoney(raffle.ticket_price)}
          <small>{t.pricePerNumber}</small>
        </div>
        <div className="rifa-raffle-card__progress">
          <Progress
            percent={percent}
            size="small"
            showInfo={false}
            strokeColor="var(--rifa-primary)"
            aria-label={t.progressLabel}
            aria-valuetext={soldText}
          />
          <div className="rifa-raffle-card__meta">{soldText}</div>
        </div>
        <div className="rifa-raffle-card__meta">
          <TimeLeft raffle={raffle} now={now} />
          <span>{lotteryLabel(raffle.lottery)}</span>
        </div>
        <div className="rifa-raffle-card__creator">
          <span className="rifa-visually-hidden">{t.by}</span>
          {raffle.creator.avatar_thumb_url && (
            <img
              className="rifa-raffle-card__avatar"
              src={raffle.creator.avatar_thumb_url}
              width={20}
              height={20}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )}
          <span className="rifa-raffle-card__creator-name">{raffle.creator.name}</span>
          {raffle.creator.is_verified && (
            <SafetyCertificateFilled
              className="rifa-raffle-card__verified"
              role="img"
              aria-label={t.verified}
              title={t.verified}
            />
          )}
          <span
            className="rifa-raffle-card__rating"
            role="img"
            aria-label={t.rating(rating(raffle.creator.rating))}
          >
            <StarFilled aria-hidden /> {rating(raffle.creator.rating)}
          </span>
        </div>
      </div>
    </article>
  );
}
