import { useEffect, useRef, useState, type Dispatch } from 'react';
import { Alert, App, Button, Card, InputNumber, Modal, Typography } from 'antd';
import { ClearOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { isApiError } from '../../../lib/api/client';
import {
  formatAmount,
  formatDate,
  formatDuration,
  formatMoney,
  toBolivares,
} from '../../../lib/format';
import { useIsDesktop } from '../../../lib/media';
import { useSignInHere } from '../../../lib/sign-in-return';
import type { Raffle } from '../../../lib/raffle';
import type { Ticket } from '../../../lib/ticket';
import { es } from '../../../locales/es';
import { usePurchaseTickets } from '../api/raffle-queries';
import {
  MAX_NUMBERS_PER_PURCHASE,
  formatNumberList,
  pickRandomNumbers,
  remainingCapacity,
  selectionTotal,
  type Selection,
  type SelectionAction,
} from '../number-selection';
import {
  attemptFor,
  isRetryableFailure,
  unavailableNumbers,
  type PurchaseAttempt,
} from '../purchase-attempt';
import { selectionAnnouncement } from '../selection-announcement';

interface PurchasePanelProps {
  raffle: Raffle;
  taken: ReadonlySet<number>;
  /** The chosen numbers that are still free, ascending. */
  selection: Selection;
  dispatch: Dispatch<SelectionAction>;
  /** Chosen numbers that someone else bought meanwhile (already dropped from the selection). */
  lost: readonly number[];
  onDismissLost: () => void;
  /** False for a visitor: the panel asks to sign in instead of offering 'Comprar'; null while unknown. */
  signedIn: boolean | null;
  onPurchased: (ticket: Ticket) => void;
}

type Failure =
  | { kind: 'unavailable'; message: string; numbers: number[] }
  | { kind: 'holds'; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'other'; message: string };

function describeFailure(error: unknown): Failure {
  const message = error instanceof Error && error.message ? error.message : es.errors.unexpected;
  if (isApiError(error) && error.code === 'numbers_unavailable') {
    return { kind: 'unavailable', message, numbers: unavailableNumbers(error) };
  }
  if (isApiError(error) && error.code === 'too_many_holds') return { kind: 'holds', message };
  if (isRetryableFailure(error)) return { kind: 'retry', message };
  return { kind: 'other', message };
}

/**
 * The running selection (count, numbers, count × price), random pick, clear and 'Comprar'. Each
 * purchase attempt carries an Idempotency-Key that a retry of the same numbers reuses.
 */
export function PurchasePanel({
  raffle,
  taken,
  selection,
  dispatch,
  lost,
  onDismissLost,
  signedIn,
  onPurchased,
}: PurchasePanelProps) {
  const t = es.purchase;
  const { message } = App.useApp();
  const purchase = usePurchaseTickets(raffle.id);
  const pending = useRef<PurchaseAttempt | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [randomCount, setRandomCount] = useState<number>(1);
  const signInHere = useSignInHere();
  const [confirming, setConfirming] = useState(false);
  // The numbers of the last purchase: the live region says them as bought when they leave the selection.
  const [bought, setBought] = useState<readonly number[]>([]);
  const rate = raffle.creator.exchange_rate;
  const hasRate = rate !== null && rate > 0;
  // On a phone the count, the total and 'Comprar' sit in a bar pinned above the bottom menu while
  // numbers are chosen: the panel is at the end of a long page.
  const desktop = useIsDesktop();
  const stepperRef = useSpanishStepper();

  const total = raffle.total_tickets;
  const count = selection.length;
  const full = remainingCapacity(selection) === 0;

  const pickRandom = () => {
    const picked = pickRandomNumbers(total, taken, selection, randomCount);
    if (picked.length === 0) {
      void message.info(full ? t.limitReached : t.randomNone);
      return;
    }
    dispatch({ type: 'add', numbers: picked });
  };

  const buy = () => {
    if (count === 0 || purchase.isPending) return;
    const numbers = [...selection];
    const attempt = attemptFor(pending.current, numbers);
    pending.current = attempt;
    setFailure(null);
    purchase.mutate(
      { numbers, key: attempt.key },
      {
        // Parent state changes wait for the answer: changing it in the click handler itself left
        // antd's Button showing its loading state after a fast failure.
        onSuccess: (ticket) => {
          setConfirming(false);
          pending.current = null;
          onDismissLost();
          setBought(numbers);
          dispatch({ type: 'clear' });
          onPurchased(ticket);
        },
        onError: (error) => {
          setConfirming(false);
          onDismissLost();
          const described = describeFailure(error);
          if (described.kind !== 'retry') pending.current = null;
          if (described.kind === 'unavailable') {
            dispatch({ type: 'remove', numbers: described.numbers });
          }
          setFailure(described);
        },
      },
    );
  };

  const sum = selectionTotal(count, raffle.ticket_price);
  const sumBs = hasRate ? (
    <Typography.Text
      type="secondary"
      className="rifa-purchase__bs"
      data-testid="selection-total-bs"
    >
      {t.totalBs(formatMoney(toBolivares(sum, rate), 'VES'))}
    </Typography.Text>
  ) : null;
  const totalLabel = (
    <div className="rifa-purchase__sum">
      <Typography.Text type="secondary">{t.total} </Typography.Text>
      <span className="rifa-purchase__total" data-testid="selection-total">
        {formatMoney(sum)}
      </span>{' '}
      {sumBs}
    </div>
  );
  const buyButton =
    signedIn === false ? (
      <ButtonLink type="primary" size="large" to={signInHere}>
        {t.buy}
      </ButtonLink>
    ) : (
      <Button
        type="primary"
        size="large"
        onClick={() => setConfirming(true)}
        loading={purchase.isPending}
        disabled={count === 0 || signedIn === null}
      >
        {t.buy}
      </Button>
    );
  const bar = !desktop && count > 0;

  // Flat markup (no nested antd Space): the panel sits at the end of a long page on a phone.
  return (
    <Card
      className={bar ? 'rifa-purchase rifa-purchase--with-bar' : 'rifa-purchase'}
      data-testid="purchase-panel"
      size="small"
    >
      <SelectionAnnouncer
        selection={selection}
        lost={lost}
        bought={bought}
        total={total}
        ticketPrice={raffle.ticket_price}
      />
      <div className="rifa-purchase__body">
        <div>
          <Typography.Text strong data-testid="selection-count">
            {count === 0 ? t.none : t.selected(count)}
          </Typography.Text>
          {count > 0 ? (
            <div className="rifa-purchase__numbers" data-testid="selection-numbers">
              {formatNumberList(selection, total)}
            </div>
          ) : null}
        </div>

        <div className="rifa-purchase__tools" ref={stepperRef}>
          <InputNumber
            aria-label={t.randomLabel}
            min={1}
            max={MAX_NUMBERS_PER_PURCHASE}
            precision={0}
            value={randomCount}
            onChange={(value) => setRandomCount(value ?? 1)}
            style={{ width: 88 }}
            inputMode="numeric"
          />
          <Button icon={<ThunderboltOutlined />} onClick={pickRandom} disabled={full}>
            {t.random}
          </Button>
          <Button
            icon={<ClearOutlined />}
            onClick={() => dispatch({ type: 'clear' })}
            disabled={count === 0}
          >
            {t.clear}
          </Button>
        </div>

        <Typography.Text type={full ? 'warning' : 'secondary'} data-testid="selection-limit">
          {full ? t.limitReached : t.limit}
        </Typography.Text>

        {lost.length > 0 && !failure && !purchase.isPending ? (
          <Alert
            type="warning"
            showIcon
            closable={{ onClose: onDismissLost }}
            data-testid="selection-lost"
            title={t.lostTitle}
            description={`${t.unavailableNumbers(formatNumberList(lost, total))} ${t.unavailableHint}`}
          />
        ) : null}

        {failure ? (
          <Alert
            type={failure.kind === 'retry' ? 'warning' : 'error'}
            showIcon
            data-testid="purchase-error"
            title={failure.message}
            description={
              failure.kind === 'unavailable' ? (
                <>
                  {failure.numbers.length > 0
                    ? `${t.unavailableNumbers(formatNumberList(failure.numbers, total))} `
                    : null}
                  {t.unavailableHint}
                </>
              ) : failure.kind === 'retry' ? (
                t.retryHint
              ) : failure.kind === 'holds' ? (
                t.tooManyHolds
              ) : undefined
            }
            action={
              failure.kind === 'holds' ? (
                <ButtonLink size="small" to="/app/tickets">
                  {es.tickets.title}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : null}

        {signedIn && desktop ? (
          <div className="rifa-purchase__checkout">
            {totalLabel}
            {buyButton}
          </div>
        ) : signedIn !== false ? (
          totalLabel
        ) : (
          <>
            {totalLabel}
            <Alert
              type="info"
              showIcon
              data-testid="purchase-sign-in"
              title={t.signInRequired}
              action={
                <ButtonLink type="primary" to={signInHere}>
                  {es.common.signIn}
                </ButtonLink>
              }
            />
          </>
        )}
      </div>
      {bar ? (
        // Count and total on the left, 'Comprar' on the right: clear of the raised "Crear" button.
        <div
          className="rifa-purchase-bar"
          role="region"
          aria-label={t.barLabel}
          data-testid="purchase-bar"
        >
          <div className="rifa-purchase-bar__sum">
            <strong>{t.barCount(count)}</strong>
            <span className="rifa-purchase__total">{formatMoney(sum)}</span>
            {sumBs}
          </div>
          {buyButton}
        </div>
      ) : null}
      {/* The last chosen number bought by someone else meanwhile closes the confirmation: there is
          nothing left to buy (the panel says which number went). */}
      {confirming && count > 0 ? (
        <Modal
          open
          title={t.confirm.title}
          okText={t.confirm.ok}
          cancelText={t.confirm.cancel}
          onOk={buy}
          confirmLoading={purchase.isPending}
          // A double tap on 'Comprar' lands its second tap on the mask: it must not close the
          // confirmation the first one opened. 'Volver' and the close button do.
          mask={{ closable: false }}
          onCancel={() => setConfirming(false)}
        >
          <div data-testid="purchase-confirm">
            <Typography.Paragraph>{t.confirm.intro(count, raffle.title)}</Typography.Paragraph>
            <Typography.Paragraph strong className="rifa-purchase__confirm-numbers">
              {formatNumberList(selection, total)}
            </Typography.Paragraph>
            <Typography.Paragraph>
              {t.total}: <strong>{formatMoney(selectionTotal(count, raffle.ticket_price))}</strong>
            </Typography.Paragraph>
            {rate !== null && rate > 0 ? (
              <Typography.Paragraph data-testid="purchase-confirm-bs">
                {t.confirm.totalBs}:{' '}
                <strong>
                  {formatMoney(
                    toBolivares(selectionTotal(count, raffle.ticket_price), rate),
                    'VES',
                  )}
                </strong>
                <br />
                <Typography.Text type="secondary">
                  {es.ticketPage.rate(
                    formatAmount(rate),
                    raffle.creator.exchange_rate_at
                      ? formatDate(raffle.creator.exchange_rate_at)
                      : '—',
                  )}
                </Typography.Text>
              </Typography.Paragraph>
            ) : null}
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {es.raffleDetail.reservation(formatDuration(raffle.reservation_minutes))}
            </Typography.Paragraph>
            {raffle.unsold_rule === 'void' ? (
              <Alert
                type="warning"
                showIcon
                title={es.draw.confirmVoid}
                data-testid="purchase-confirm-void"
                style={{ marginTop: 12 }}
              />
            ) : null}
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}

/**
 * The page's live region: a screen reader hears each change of the selection, its count and total,
 * and a chosen number someone else bought leaving it (selection-announcement.ts).
 */
function SelectionAnnouncer({
  selection,
  lost,
  bought,
  total,
  ticketPrice,
}: {
  selection: Selection;
  lost: readonly number[];
  bought: readonly number[];
  total: number;
  ticketPrice: number;
}) {
  const [heard, setHeard] = useState({ selection, text: '' });
  if (heard.selection !== selection) {
    const text = selectionAnnouncement(
      heard.selection,
      selection,
      lost,
      total,
      ticketPrice,
      bought,
    );
    setHeard({ selection, text: text || heard.text });
  }
  return (
    <div
      className="rifa-visually-hidden"
      role="status"
      aria-live="polite"
      data-testid="selection-announcement"
    >
      {heard.text}
    </div>
  );
}

/**
 * antd's InputNumber names its stepper 'Increase Value' / 'Decrease Value' and has no prop to
 * change it: the steppers inside the returned ref's element are named in Spanish after each render
 * (React leaves the attribute alone, its value in React's props never changes).
 */
function useSpanishStepper() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const names = [
      ['.ant-input-number-action-up', es.purchase.increase],
      ['.ant-input-number-action-down', es.purchase.decrease],
    ] as const;
    for (const [selector, name] of names) {
      ref.current?.querySelectorAll(selector).forEach((el) => el.setAttribute('aria-label', name));
    }
  });
  return ref;
}
