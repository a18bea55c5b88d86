import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { isApiError } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { rememberSellerCode } from '../../../lib/seller-link';
import { formatDuration, formatTicketNumber } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { useMyRaffleNumbers } from '../../tickets';
import { type Ticket } from '../../../lib/ticket';
import { findSampleRaffle, isSampleRaffleId } from '../../../samples/sample-raffles';
import { es } from '../../../locales/es';
import { useLiveRaffle, useLiveSelection } from '../api/raffle-live';
import { useRaffle, useRaffleNumbers } from '../api/raffle-queries';
import { NumberGrid } from '../components/NumberGrid';
import { NumberLegend } from '../components/NumberLegend';
import { PanelTitle } from '../components/PanelTitle';
import { PurchasePanel } from '../components/PurchasePanel';
import { PurchaseSuccessModal } from '../components/PurchaseSuccessModal';
import { RaffleOverview } from '../components/RaffleOverview';
import { RafflePending } from '../components/RafflePending';
import { DrawActions } from '../components/DrawActions';
import { OwnerNotice } from '../components/OwnerNotice';
import { DrawResultPanel } from '../components/DrawResultPanel';
import { DrawRule } from '../components/DrawRule';
import { SealPanel } from '../components/SealPanel';
import { ReportRaffle } from '../components/ReportRaffle';
import { AdminModeration } from '../components/AdminModeration';
import { useHasEnded } from '../../../lib/countdown';
import { blockOf } from '../number-selection';
import { lockedNumbers } from '../locked-numbers';
import { sampleTakenNumbers } from '../sample-numbers';

const NO_NUMBERS: ReadonlySet<number> = new Set();

/** /app/raffle/:id: the raffle, its numbers and, while it sells, the purchase (spec §2–§5). */
export default function RaffleDetailPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  // A seller's link (?v=): kept for the purchase, whichever way the buyer gets to it.
  useEffect(() => rememberSellerCode(id, search), [id, search]);
  const sample = isSampleRaffleId(id) ? (findSampleRaffle(id) ?? null) : null;
  const query = useRaffle(id, !isSampleRaffleId(id));
  const t = es.raffleDetail;

  let body;
  if (isSampleRaffleId(id) && sample === null) body = <RaffleNotFound />;
  else if (sample) body = <RaffleView raffle={sample} sample />;
  else if (query.isPending) body = <RafflePending />;
  else if (query.isError)
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <RaffleNotFound />
      ) : isApiError(query.error) && query.error.status === 410 ? (
        <RaffleUnavailable message={query.error.message} details={query.error.details} />
      ) : (
        <Result
          status="error"
          title={t.loadError}
          subTitle={query.error.message}
          extra={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
        />
      );
  else body = <RaffleView raffle={query.data} sample={false} />;

  const title = sample?.title ?? query.data?.title ?? t.notFoundTitle;
  return (
    <section className="rifa-page rifa-raffle" data-testid="raffle-detail">
      <title>{`${title} · ${es.app.name}`}</title>
      {body}
    </section>
  );
}

function RaffleNotFound() {
  const t = es.raffleDetail;
  return (
    <Result
      status="404"
      title={<h1 className="rifa-raffle__title">{t.notFoundTitle}</h1>}
      subTitle={t.notFoundText}
      extra={
        <ButtonLink type="primary" to="/app/timeline">
          {t.toTimeline}
        </ButtonLink>
      }
    />
  );
}

/** A raffle taken down by the administration, or whose organiser is suspended (410). */
function RaffleUnavailable({
  message,
  details,
}: {
  message: string;
  details: Record<string, unknown> | undefined;
}) {
  const t = es.raffleDetail;
  const note = typeof details?.note === 'string' && details.note ? details.note : null;
  return (
    <Result
      status="warning"
      title={<h1 className="rifa-raffle__title">{t.unavailableTitle}</h1>}
      subTitle={
        <>
          <span data-testid="raffle-unavailable">{message}</span>
          {note ? (
            <>
              <br />
              {t.unavailableNote(note)}
            </>
          ) : null}
        </>
      }
      extra={
        <ButtonLink type="primary" to="/app/timeline">
          {t.toTimeline}
        </ButtonLink>
      }
    />
  );
}

/** Why a blocked raffle is blocked, for the two who still open it: its creator and the admin. */
function ModerationNotice({ raffle, isCreator }: { raffle: Raffle; isCreator: boolean }) {
  const t = es.raffleDetail.moderation;
  const m = raffle.moderation;
  if (!m) return null;
  const title = m.taken_down
    ? t.takenDown
    : isCreator
      ? t.creatorSuspended
      : t.creatorSuspendedAdmin;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="raffle-moderation"
      title={title}
      description={m.taken_down && m.reason ? t.reason(m.reason) : undefined}
    />
  );
}

function RaffleView({ raffle, sample }: { raffle: Raffle; sample: boolean }) {
  const t = es.raffleDetail;
  const { user, profile, loading } = useAuth();
  const ended = useHasEnded(raffle.end_date);
  const isCreator = user !== null && user.id === raffle.creator_id;
  const selling = !sample && raffle.status === 'active' && !ended && !raffle.moderation;
  const canBuy = selling && !isCreator;

  // Events keep the grid and the status current; the poll stands in only while they do not arrive.
  const following = !sample && (raffle.status === 'active' || raffle.status === 'waiting');
  const live = useLiveRaffle(raffle.id, following);
  const numbers = useRaffleNumbers(raffle.id, { enabled: !sample, live: selling && !live });
  // Their answer, and each live change, re-renders this page synchronously (the query's store);
  // the grid takes them after, as a transition React splits into short tasks (issue 14: TBT).
  const numbersShown = useDeferredValue(numbers.data);
  const sampleTaken = useMemo(() => (sample ? sampleTakenNumbers(raffle) : null), [sample, raffle]);
  const taken = useMemo<ReadonlySet<number>>(
    () => sampleTaken ?? (numbersShown ? new Set(numbersShown.taken) : NO_NUMBERS),
    [sampleTaken, numbersShown],
  );
  // Free numbers of sellers' blocks locked for online buyers: shown not available, never picked.
  const locked = useMemo(() => lockedNumbers(numbersShown?.locked, taken), [numbersShown, taken]);
  const unavailable = useMemo<ReadonlySet<number>>(
    () => (locked.size === 0 ? taken : new Set([...taken, ...locked])),
    [taken, locked],
  );

  // A chosen number someone else bought meanwhile leaves the selection; the panel says which.
  // Kept across a sign-in or a registration (sessionStorage), for a raffle that sells.
  const { selection, selectedSet, dispatch, lost, dismissLost } = useLiveSelection(
    unavailable,
    selling ? { raffleId: raffle.id, total: raffle.total_tickets } : undefined,
  );
  // The viewer's own numbers (live tickets), marked apart from numbers sold to others.
  const myNumbers = useMyRaffleNumbers(raffle.id, !sample && user !== null);
  const mine = useMemo<ReadonlySet<number>>(
    () => (myNumbers.data ? new Set(myNumbers.data) : NO_NUMBERS),
    [myNumbers.data],
  );
  const toggle = useCallback((n: number) => dispatch({ type: 'toggle', number: n }), [dispatch]);
  const [purchased, setPurchased] = useState<Ticket | null>(null);
  // What follows the hero (the reservation note, the numbers, the purchase) comes in a second,
  // deferred render. antd's Alert and Button (its loading motion) re-render themselves on mount,
  // and React then runs that commit's effects (here this page's requests and subscriptions) in
  // the commit's own task. Without them (a raffle on sale, seen by a buyer) the first commit stays
  // short and the effects run in a task of their own (issue 14: TBT). It is all below the hero,
  // so nothing on screen moves when it comes.
  const belowHero = useDeferredValue(true, false);

  const winner = raffle.status === 'completed' ? raffle.winner_number : null;
  const winnerLabel = winner !== null ? formatTicketNumber(winner, raffle.total_tickets) : null;

  let notice = null;
  if (sample)
    notice = <Alert type="info" showIcon title={t.sampleNotice} data-testid="sample-notice" />;
  else if (raffle.status !== 'active' || ended) {
    // 'waiting' is a sold-out raffle, one whose sales closed on time, or one whose drawn number
    // did not win and waits for the lottery's next draw.
    let text: string = t.closed[raffle.status as keyof typeof t.closed];
    if (raffle.result?.outcome === 'next_draw' && raffle.status !== 'completed')
      text = es.draw.nextDrawNotice;
    else if (
      raffle.status === 'active' ||
      (raffle.status === 'waiting' && raffle.sold_tickets < raffle.total_tickets)
    )
      text = t.closed.ended;
    notice = (
      <Alert
        type={raffle.status === 'cancelled' ? 'warning' : 'info'}
        showIcon
        data-testid="raffle-closed"
        title={text}
        description={
          winnerLabel !== null ? (
            <Typography.Text strong data-testid="raffle-winner">
              {t.winner(winnerLabel)}
            </Typography.Text>
          ) : undefined
        }
      />
    );
  }
  const ownerNotice = isCreator && !sample ? <OwnerNotice raffle={raffle} ended={ended} /> : null;

  return (
    <>
      <ModerationNotice raffle={raffle} isCreator={isCreator} />
      {!sample && profile?.is_super_admin === true ? <AdminModeration raffle={raffle} /> : null}
      {notice}
      <RaffleOverview raffle={raffle} sample={sample} />
      {ownerNotice}
      {mine.size > 0 ? (
        <Alert
          type="success"
          showIcon
          data-testid="raffle-your-numbers"
          title={t.yourNumbers(mine.size)}
          action={
            <ButtonLink size="small" to={`/app/tickets?rifa=${raffle.id}`}>
              {t.yourNumbersLink}
            </ButtonLink>
          }
        />
      ) : null}
      {sample ? null : <DrawActions raffle={raffle} />}
      {!sample && raffle.result ? (
        <DrawResultPanel
          raffle={raffle}
          result={raffle.result}
          taken={numbersShown ? taken : null}
        />
      ) : null}
      {raffle.description ? (
        <Card size="small">
          <Typography.Paragraph className="rifa-raffle__description" style={{ margin: 0 }}>
            {raffle.description}
          </Typography.Paragraph>
          {raffle.tags.length > 0 ? (
            <Space wrap size={4} style={{ marginTop: 12 }}>
              {raffle.tags.map((tag) => (
                <Tag key={tag}>#{tag}</Tag>
              ))}
            </Space>
          ) : null}
        </Card>
      ) : null}

      {!sample && user !== null && !isCreator && !raffle.moderation ? (
        <ReportRaffle raffleId={raffle.id} />
      ) : null}

      {belowHero ? (
        <>
          {selling ? (
            <Alert
              type="info"
              showIcon
              title={t.reservation(formatDuration(raffle.reservation_minutes))}
              data-testid="raffle-reservation"
            />
          ) : null}
          <DrawRule raffle={raffle} />
          <Card
            size="small"
            title={<PanelTitle>{canBuy ? t.numbersTitle : t.numbersTitleReadOnly}</PanelTitle>}
          >
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              <NumberLegend winner={winner !== null} selectable={canBuy} mine={mine.size > 0} />
              {numbers.isError && !sample ? (
                <Alert
                  type="error"
                  showIcon
                  title={t.numbersError}
                  action={<Button onClick={() => void numbers.refetch()}>{t.retry}</Button>}
                />
              ) : !numbersShown && !sample ? (
                <Skeleton active paragraph={{ rows: 6 }} />
              ) : (
                <NumberGrid
                  total={raffle.total_tickets}
                  taken={taken}
                  locked={locked}
                  selected={selectedSet}
                  mine={mine}
                  onToggle={canBuy ? toggle : undefined}
                  winner={winner}
                  initialBlock={winner !== null ? blockOf(winner) : 0}
                />
              )}
            </Space>
          </Card>

          {!sample && raffle.sales_closed_at ? <SealPanel raffle={raffle} /> : null}

          {canBuy ? (
            <PurchasePanel
              raffle={raffle}
              taken={unavailable}
              selection={selection}
              lost={lost}
              onDismissLost={dismissLost}
              dispatch={dispatch}
              signedIn={loading ? null : user !== null}
              onPurchased={setPurchased}
            />
          ) : null}

          <PurchaseSuccessModal
            raffleId={raffle.id}
            totalTickets={raffle.total_tickets}
            reservationMinutes={raffle.reservation_minutes}
            rate={raffle.creator.exchange_rate}
            ticket={purchased}
            onClose={() => setPurchased(null)}
          />
        </>
      ) : null}
    </>
  );
}
