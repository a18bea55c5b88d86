import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { isApiError } from '../../../lib/api/client';
import { formatAmount, formatDateTime, formatMoney, formatTicketNumber } from '../../../lib/format';
import { lotteryLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import { LazyReceiptQrCode } from '../../tickets';
import { receiptQuery, type Receipt } from '../api/receipt';
import { receiptSealLabel, receiptStatusLabel } from '../receipt-labels';
import '../receipts.css';

/**
 * /t/:code: a ticket's public receipt, outside the app's layout and without signing in (the QR code
 * of the ticket page leads here). `?imprimir=1` opens the print dialog once it is shown.
 */
export default function ReceiptPage() {
  const t = es.receipt;
  const { code = '' } = useParams();
  const receipt = useQuery(receiptQuery(code));
  let content;
  if (receipt.isPending)
    content = (
      <div className="rifa-receipt rifa-receipt--loading" aria-busy="true">
        {t.loading}
      </div>
    );
  else if (receipt.isError)
    content =
      isApiError(receipt.error) && receipt.error.status === 404 ? (
        <ReceiptState title={t.notFoundTitle} text={t.notFound} testId="receipt-not-found">
          <Link to="/">{t.toHome}</Link>
        </ReceiptState>
      ) : (
        <ReceiptState title={t.loadError} text={receipt.error.message} testId="receipt-error">
          <button
            type="button"
            className="rifa-receipt__button"
            onClick={() => void receipt.refetch()}
          >
            {t.retry}
          </button>
        </ReceiptState>
      );
  else content = <ReceiptView receipt={receipt.data} />;
  return (
    <main className="rifa-receipt-page">
      <title>{`${t.title} · ${es.app.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {content}
    </main>
  );
}

/** How it was paid (issue 36): the method, and in bolívares the amount at the rate used. */
function paymentFacts(payment: Receipt['payment']): [string, string][] {
  if (!payment) return [];
  const p = es.receiptPayment;
  const method = p.methods[payment.method] ?? payment.method;
  const facts: [string, string][] = [
    [p.title, `${method} · ${payment.channel === 'counter' ? p.counter : p.online}`],
  ];
  if (payment.amount_ves !== null && payment.exchange_rate !== null)
    facts.push([
      p.bsLabel,
      p.bolivares(formatMoney(payment.amount_ves, 'VES'), formatAmount(payment.exchange_rate)),
    ]);
  return facts;
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const t = es.receipt;
  const { raffle } = receipt;
  const pad = (n: number) => formatTicketNumber(n, raffle.total_tickets);
  const [imageSettled, setImageSettled] = useState(raffle.image_url === null);
  const [qrDrawn, setQrDrawn] = useState(false);
  const qrReady = useCallback(() => setQrDrawn(true), []);
  usePrintWhenAsked(imageSettled && qrDrawn);
  const facts: [string, string][] = [
    [t.status, receiptStatusLabel(receipt.status)],
    [t.price, formatMoney(receipt.price)],
    ...paymentFacts(receipt.payment),
    [t.purchased, formatDateTime(receipt.purchase_date)],
    [t.buyer, receipt.buyer_name],
    [t.lottery, lotteryLabel(raffle.lottery)],
    [t.drawAt, formatDateTime(raffle.draw_at)],
    [t.organiser, raffle.creator_name],
  ];
  if (raffle.status === 'completed' && raffle.winner_number !== null)
    facts.push([t.winningNumber, pad(raffle.winner_number)]);
  return (
    <>
      <article className="rifa-receipt" data-testid="receipt" data-status={receipt.status}>
        <header className="rifa-receipt__brand">
          <BrandMark size={28} />
          <span>{t.heading}</span>
        </header>
        <div className="rifa-receipt__raffle">
          {raffle.image_url ? (
            <img
              className="rifa-receipt__image"
              src={raffle.image_url}
              alt={t.imageAlt(raffle.title)}
              width={72}
              height={72}
              onLoad={() => setImageSettled(true)}
              onError={() => setImageSettled(true)}
            />
          ) : null}
          <h1 className="rifa-receipt__title" data-testid="receipt-title">
            {raffle.title}
          </h1>
        </div>
        {receipt.is_winner ? (
          <p className="rifa-receipt__winner" data-testid="receipt-winner">
            {t.winner}
          </p>
        ) : null}
        <div className="rifa-receipt__numbers-label">{t.numbers}</div>
        <div className="rifa-receipt__numbers" data-testid="receipt-numbers">
          {receipt.numbers.map(pad).join(' · ')}
        </div>
        <dl className="rifa-receipt__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-testid={label === t.status ? 'receipt-status' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <section className="rifa-receipt__seal">
          {raffle.seal_sha256 ? (
            <>
              <div className="rifa-receipt__seal-label">{t.seal}</div>
              <code className="rifa-receipt__hash" data-testid="receipt-seal">
                {raffle.seal_sha256}
              </code>
            </>
          ) : null}
          <div data-testid="receipt-in-seal">{receiptSealLabel(receipt)}</div>
        </section>
        <footer className="rifa-receipt__footer">
          <Suspense fallback={<div className="rifa-receipt__qr rifa-receipt__qr--pending" />}>
            <LazyReceiptQrCode
              url={`${window.location.origin}/t/${receipt.code}`}
              size={120}
              className="rifa-receipt__qr"
              onReady={qrReady}
            />
          </Suspense>
          <div className="rifa-receipt__footer-text">
            <div>
              {t.code}: <code>{receipt.code}</code>
            </div>
            <div>
              {t.footer} {window.location.host}/t/{receipt.code}
            </div>
          </div>
        </footer>
      </article>
      <div className="rifa-receipt__actions">
        <Link to={`/app/raffle/${raffle.id}`} data-testid="receipt-raffle-link">
          {t.viewRaffle}
        </Link>
        <button type="button" className="rifa-receipt__button" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
    </>
  );
}

/**
 * An empty or failed state in the receipt's place. The page uses no antd component: its chunk stays
 * small and its own, without re-splitting the chunks the app's pages share.
 */
function ReceiptState({
  title,
  text,
  testId,
  children,
}: {
  title: string;
  text: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="rifa-receipt rifa-receipt__state" role="status" data-testid={testId}>
      <BrandMark size={40} withName={false} />
      <h1 className="rifa-receipt__title">{title}</h1>
      <p>{text}</p>
      {children}
    </div>
  );
}

/** With `?imprimir=1` ('Imprimir recibo' on the ticket page), the print dialog opens once, when ready. */
function usePrintWhenAsked(ready: boolean) {
  const [params] = useSearchParams();
  const printed = useRef(false);
  const asked = params.get('imprimir') === '1';
  useEffect(() => {
    if (!asked || !ready || printed.current) return;
    printed.current = true;
    window.print();
  }, [asked, ready]);
}
