import { lazy, Suspense, use, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, GiftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { SignedInOnly } from '../../../components/SignedInOnly';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/client';
import { raffleQuery, type RaffleSummary } from '../../../lib/raffle';
import { formatDateTime, formatMoney, formatTicketNumber, imageSrcSet } from '../../../lib/format';
import { useRafflePaymentMethods } from '../../payment-methods';
import {
  AmountInBs,
  PayToDetails,
  PaymentReportForm,
  loadBuyerPayment,
  preloadBuyerPayment,
  useTicketParts,
  useTicketPayment,
  type PaymentDetail,
} from '../../payments';
import { WhatsAppButton } from '../../../components/WhatsAppButton';
import { shareReceiptLink } from '../../../lib/whatsapp-messages';
import { es } from '../../../locales/es';
import { useTicket } from '../api/tickets';
import {
  ticketFromPage,
  ticketMethodsFromPage,
  ticketPageReadAt,
  ticketRaffleFromPage,
} from '../api/ticket-page';
import { HoldCountdown } from '../components/HoldCountdown';
import { TicketPaymentSummary } from '../components/TicketPaymentSummary';
import { TicketParts } from '../components/TicketParts';
import { TicketResult } from '../components/TicketResult';
import { TicketTimeline } from '../components/TicketTimeline';
import type { TicketWithRaffle } from '../../../lib/ticket';
import { useHasEnded } from '../../../lib/countdown';
import '../tickets.css';

// The QR code and the rating form load after the ticket itself (their own small chunks).
const ReceiptCard = lazy(() => import('../components/ReceiptCard'));
const RateOrganiser = lazy(() => import('../components/RateOrganiser'));

/** /app/tickets/:id: the buyer's ticket, its hold, how to pay it and the payment report. */
export default function TicketPage() {
  const t = es.ticketPage;
  const { id = '' } = useParams();
  // The page rifa-server answered with this ticket as HTML (ticket_page.cpp, README.md "The buyer's
  // pages as HTML"): the app renders the same ticket from the copy it carried, while the session is
  // still being read, and its first render (a transition) waits for the pay column's code when the
  // page showed how to pay, so the HTML stays until the app shows all of it.
  const carried = ticketFromPage(id);
  if (carried && ticketMethodsFromPage(carried.raffle_id)) use(loadBuyerPayment());
  return (
    <TicketPageFrame>
      <SignedInOnly message={t.signedOut} framedWhileLoading={carried !== undefined}>
        <TicketLoader />
      </SignedInOnly>
    </TicketPageFrame>
  );
}

/** The page around the ticket: its title and the way back to the list (also its shell's). */
export function TicketPageFrame({ children }: { children: ReactNode }) {
  const t = es.ticketPage;
  return (
    <section className="rifa-page rifa-ticket-page">
      <title>{`${t.title} · ${es.app.name}`}</title>
      <Link to="/app/tickets" className="rifa-ticket-page__back">
        <ArrowLeftOutlined /> {t.back}
      </Link>
      {children}
    </section>
  );
}

function TicketLoader() {
  const t = es.ticketPage;
  const { id = '' } = useParams();
  const ticket = useTicket(id, true);
  // The ticket's answer re-renders this synchronously (the query's store); its view is rendered
  // after, as a transition React splits into short tasks (issue 14: Total Blocking Time).
  const shown = useDeferredValue(ticket.data);
  if (ticket.isError)
    return isApiError(ticket.error) && ticket.error.status === 404 ? (
      <Result
        status="404"
        title={t.notFoundTitle}
        subTitle={t.notFoundText}
        extra={<ButtonLink to="/app/tickets">{t.back}</ButtonLink>}
      />
    ) : (
      <Result
        status="error"
        title={t.loadError}
        subTitle={ticket.error.message}
        extra={<Button onClick={() => void ticket.refetch()}>{t.retry}</Button>}
      />
    );
  if (!shown) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <TicketView ticket={shown} onHoldEnd={() => void ticket.refetch()} />;
}

function TicketView({ ticket, onHoldEnd }: { ticket: TicketWithRaffle; onHoldEnd: () => void }) {
  const t = es.ticketPage;
  const payment = useTicketPayment(ticket.id, ticket.payment_status !== null);
  // Every part of the payment (abonos) and what they leave owed or to return.
  const parts = useTicketParts(ticket.id, ticket.payment_status !== null);
  const balance = parts.data?.balance ?? null;
  const [partFormOpen, setPartFormOpen] = useState(false);
  const fullRaffle = useQuery({
    ...raffleQuery(ticket.raffle_id),
    initialData: () => ticketRaffleFromPage(ticket.raffle_id),
    initialDataUpdatedAt: ticketPageReadAt.raffle,
  });
  // The raffle as read for its creator's rate; its summary in the ticket until then (the summary is
  // absent from older servers' answers, so the page waits for the raffle rather than fail).
  const raffle = fullRaffle.data ?? (ticket.raffle as RaffleSummary | undefined);
  // Taken down by the administration, or its organiser suspended: the raffle answers 410, and its
  // tickets take no payment until it is restored (the server refuses them as well).
  const unavailable =
    fullRaffle.isError && isApiError(fullRaffle.error) && fullRaffle.error.status === 410
      ? fullRaffle.error.message
      : null;
  const holdEnded = useHasEnded(ticket.expires_at ?? '9999-12-31T00:00:00.000Z');

  const pending = ticket.status === 'pending';
  const rejected = ticket.payment_status === 'rejected' ? (payment.data ?? null) : null;
  // Once sales close, an unpaid hold is in the sealed list without a deadline: its buyer may still
  // report (or correct a rejected report) until the draw.
  const sealedUnpaid =
    ticket.expires_at === null &&
    ticket.sold_by === null &&
    fullRaffle.data?.status === 'waiting' &&
    fullRaffle.data.sales_closed_at !== null;
  // Paid in part: a verified abono keeps the numbers without a hold until the rest is paid.
  const partPaid = pending && balance !== null && balance.verified > 0 && balance.owed > 0;
  // The last part was verified and the ticket still owes: the buyer reports another one.
  const partOpen = partPaid && ticket.payment_status === 'verified';
  // The buyer pays and reports while the hold runs: nothing reported yet, or a rejected report.
  const canReport =
    unavailable === null &&
    pending &&
    ((ticket.expires_at !== null && !holdEnded) || sealedUnpaid || partPaid) &&
    (ticket.payment_status === null || ticket.payment_status === 'rejected' || partOpen);
  // What the pay column needs, requested as soon as the ticket shows: its chunks in parallel, and
  // the organiser's payment methods (the column's query), not each once the one before has loaded.
  useRafflePaymentMethods(ticket.raffle_id, canReport, {
    data: () => ticketMethodsFromPage(ticket.raffle_id),
    readAt: ticketPageReadAt.methods,
  });
  useEffect(() => {
    if (canReport) preloadBuyerPayment();
  }, [canReport]);
  if (!raffle) return <Skeleton active paragraph={{ rows: 8 }} />;
  const numbers = ticket.numbers.map((n) => formatTicketNumber(n, raffle.total_tickets)).join(', ');
  // The thumbnail waits for the raffle's WebP copies (the summary has none), so the original is not
  // fetched first and then replaced; without the raffle (an error) it is the original alone.
  const variants = fullRaffle.data?.image_variants ?? (fullRaffle.isError ? [] : null);
  const image = raffle.image_url && variants ? { url: raffle.image_url, variants } : null;

  // Why the organiser rejected the report: with the form that corrects it while the hold runs,
  // else in the ticket's status.
  const rejection = rejected?.verification_notes ? (
    <Alert
      type="error"
      showIcon
      title={t.rejectedTitle}
      description={
        <>
          <div data-testid="rejection-notes">{t.rejectedNotes(rejected.verification_notes)}</div>
          <div>{t.rejectedHint}</div>
        </>
      }
      style={{ marginBottom: 12 }}
    />
  ) : null;

  // The ticket's parts (abonos): shown once there is more than one, something is owed after a
  // verified part, something is to be returned, or was returned.
  const partsCard =
    parts.data &&
    (parts.data.data.length > 1 ||
      parts.data.balance.overpaid > 0 ||
      parts.data.refunds.length > 0 ||
      partPaid) ? (
      <Card size="small" title={es.ticketParts.title} data-testid="parts-card">
        <TicketParts parts={parts.data} cancelled={ticket.status === 'cancelled'} />
      </Card>
    ) : null;

  return (
    <div
      className={`rifa-ticket-page__layout${canReport ? ' rifa-ticket-page__layout--pay' : ''}`}
      data-testid="ticket-page"
      data-status={ticket.status}
    >
      <div className="rifa-ticket-page__main">
        <TicketResult ticket={ticket} />
        {pending && ticket.expires_at && unavailable === null ? (
          <div className="rifa-ticket-hold">
            <HoldCountdown expiresAt={ticket.expires_at} onEnd={onHoldEnd} />
          </div>
        ) : null}
        <Card size="small" className="rifa-ticket-card">
          <div className="rifa-ticket-card__head">
            {image ? (
              <img
                className="rifa-ticket-card__image"
                src={image.url}
                srcSet={imageSrcSet(image.variants)}
                sizes={image.variants.length > 0 ? '72px' : undefined}
                alt={t.imageAlt(raffle.title)}
                width={72}
                height={72}
              />
            ) : (
              <div className="rifa-ticket-card__image rifa-ticket-card__placeholder" aria-hidden>
                <GiftOutlined />
              </div>
            )}
            <div>
              <Typography.Title level={1} className="rifa-ticket-card__title">
                {raffle.title}
              </Typography.Title>
              <Link to={`/app/raffle/${raffle.id}`}>{t.viewRaffle}</Link>
            </div>
          </div>
          <div className="rifa-ticket-card__facts">
            <div>
              <Typography.Text type="secondary">{t.numbers}</Typography.Text>
              <div className="rifa-ticket-card__numbers" data-testid="ticket-numbers">
                {numbers}
              </div>
            </div>
            <div>
              <Typography.Text type="secondary">{t.total}</Typography.Text>
              <div className="rifa-ticket-card__total" data-testid="ticket-total">
                {formatMoney(ticket.price)}
              </div>
            </div>
          </div>
          <Typography.Text type="secondary">
            {t.purchased(formatDateTime(ticket.purchase_date))}
          </Typography.Text>
        </Card>
        {unavailable !== null && pending ? (
          <Alert
            type="warning"
            showIcon
            title={es.raffleDetail.unavailableTitle}
            description={unavailable}
            data-testid="ticket-raffle-unavailable"
          />
        ) : null}
        {/* Paid in part: what is owed comes right after the ticket (before how to pay the rest). */}
        {partsCard && partPaid ? partsCard : null}
      </div>

      {/* While the hold runs, how to pay comes right after the ticket: on a phone, before its
          status and receipt (on a desktop, beside them). */}
      {canReport ? (
        <div className="rifa-ticket-page__side">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <Card size="small" title={t.payTitle} data-testid="pay-to">
              <Typography.Paragraph type="secondary">
                {partPaid ? es.ticketParts.payIntro : t.payIntro}
              </Typography.Paragraph>
              {fullRaffle.data ? (
                <AmountInBs
                  usd={partPaid && balance ? balance.owed : ticket.price}
                  rate={fullRaffle.data.creator.exchange_rate}
                  rateAt={fullRaffle.data.creator.exchange_rate_at}
                />
              ) : (
                <Skeleton active paragraph={{ rows: 1 }} />
              )}
              <PayToDetails raffleId={ticket.raffle_id} />
            </Card>
            <Card
              size="small"
              title={rejected ? t.fixTitle : partOpen ? es.ticketParts.reportTitle : t.reportTitle}
              data-testid="report-card"
            >
              {rejection}
              {partOpen && balance ? (
                <>
                  <Typography.Paragraph type="secondary">
                    {es.ticketParts.intro}
                  </Typography.Paragraph>
                  {partFormOpen ? (
                    <ReportForm
                      ticket={ticket}
                      rate={fullRaffle.data?.creator.exchange_rate ?? null}
                      rejected={null}
                      owed={{ usd: balance.owed, bs: balance.owed_bs }}
                      onDone={() => setPartFormOpen(false)}
                      ready={fullRaffle.isSuccess}
                    />
                  ) : (
                    <Button
                      type="primary"
                      size="large"
                      block
                      onClick={() => setPartFormOpen(true)}
                      data-testid="report-another-part"
                    >
                      {es.ticketParts.reportAnother}
                    </Button>
                  )}
                </>
              ) : (
                <ReportForm
                  ticket={ticket}
                  rate={fullRaffle.data?.creator.exchange_rate ?? null}
                  rejected={rejected}
                  ready={
                    fullRaffle.isSuccess && (ticket.payment_status === null || rejected !== null)
                  }
                />
              )}
            </Card>
          </Suspense>
        </div>
      ) : null}

      <div className="rifa-ticket-page__rest">
        <Card size="small" title={t.statusLabel}>
          <TicketTimeline ticket={ticket} drawn={ticket.raffle.status === 'completed'} />
          {canReport ? null : rejection}
        </Card>

        {partsCard && !partPaid ? partsCard : null}

        {payment.data ? (
          <Card size="small" title={t.reported.title}>
            <TicketPaymentSummary payment={payment.data} />
          </Card>
        ) : null}

        {ticket.status === 'paid' && ticket.raffle.status === 'completed' ? (
          <Card
            size="small"
            title={ticket.rating === null ? es.ticketRating.title : es.ticketRating.given}
            data-testid="rate-card"
          >
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <RateOrganiser ticketId={ticket.id} rating={ticket.rating} />
            </Suspense>
          </Card>
        ) : null}
        {ticket.receipt_code ? (
          <Card size="small" title={es.ticketReceipt.title} data-testid="receipt-card">
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <ReceiptCard code={ticket.receipt_code} />
            </Suspense>
            <WhatsAppButton
              className="rifa-receipt-card__share"
              href={shareReceiptLink(ticket, ticket.raffle)}
              data-testid="receipt-whatsapp"
            >
              {es.whatsapp.shareReceiptLabel}
            </WhatsAppButton>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

function ReportForm({
  ticket,
  rate,
  rejected,
  owed,
  onDone,
  ready,
}: {
  ticket: TicketWithRaffle;
  rate: number | null;
  rejected: PaymentDetail | null;
  owed?: { usd: number; bs: number | null };
  onDone?: () => void;
  ready: boolean;
}) {
  const methods = useRafflePaymentMethods(ticket.raffle_id, true);
  if (!ready || methods.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <PaymentReportForm
      key={rejected?.updated_at ?? 'new'}
      ticketId={ticket.id}
      priceUsd={ticket.price}
      methods={methods.data ?? []}
      rate={rate}
      rejected={rejected}
      owed={owed}
      onDone={onDone}
    />
  );
}
