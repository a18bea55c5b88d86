import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { PagePager } from '../../../components/PagePager';
import { SignedInOnly } from '../../../components/SignedInOnly';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { usePendingPayments } from '../api/pending-payments';
import { PendingPaymentCard, type PaymentDecision } from '../components/PendingPaymentCard';
import { RefundsDueList } from '../components/RefundsDueList';
import { WhatsAppButton } from '../../../components/WhatsAppButton';
import { pendingPaymentsPath } from '../payment-paths';
import { statementsPath } from '../../statements';
import { PENDING_PAYMENTS_PAGE_SIZE } from '../pending-payment';
import { PageTitle } from '../../../components/PageTitle';
import '../payments.css';

/**
 * /app/payments: the payments reported to the signed-in creator, oldest first, across raffles or
 * of one raffle (`?raffle=<id>`, from Mis Rifas and from a `payment_received` notification).
 */
export default function PendingPaymentsPage() {
  const t = es.pendingPayments;
  const [params] = useSearchParams();
  const raffleId = params.get('raffle');
  return (
    <section className="rifa-page rifa-payments-page">
      <PageTitle>{t.title}</PageTitle>
      <SignedInOnly message={t.signedOut}>
        <PendingPaymentsList key={raffleId ?? ''} raffleId={raffleId} />
      </SignedInOnly>
    </section>
  );
}

function PendingPaymentsList({ raffleId }: { raffleId: string | null }) {
  const t = es.pendingPayments;
  const [page, setPage] = useState(0);
  // The last decision stays on screen (its card leaves the list) with the message to the buyer.
  const [decided, setDecided] = useState<PaymentDecision | null>(null);
  const payments = usePendingPayments(raffleId, page);
  const count = payments.data?.count ?? 0;
  const lastPage = Math.max(0, Math.ceil(count / PENDING_PAYMENTS_PAGE_SIZE) - 1);

  // Deciding the last report of the last page leaves it empty: show the page before.
  if (payments.isSuccess && !payments.isPlaceholderData && page > lastPage) setPage(lastPage);

  let body;
  if (payments.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (payments.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        description={errorMessage(payments.error, '')}
        data-testid="pending-payments-error"
        action={<Button onClick={() => void payments.refetch()}>{t.retry}</Button>}
      />
    );
  else if (count === 0)
    body = (
      <Empty
        data-testid="pending-payments-empty"
        description={
          <>
            <Typography.Text strong>{raffleId ? t.emptyRaffle : t.empty}</Typography.Text>
            <Typography.Paragraph type="secondary">{t.emptyText}</Typography.Paragraph>
          </>
        }
      >
        <ButtonLink to={raffleId ? pendingPaymentsPath() : '/app/my-raffles'}>
          {raffleId ? t.showAll : t.toMyRaffles}
        </ButtonLink>
      </Empty>
    );
  else
    body = (
      <>
        <div className="rifa-payments" data-testid="pending-payments">
          {payments.data.data.map((payment) => (
            <PendingPaymentCard key={payment.id} payment={payment} onDecided={setDecided} />
          ))}
        </div>
        <PagePager
          align="center"
          page={page}
          pageSize={PENDING_PAYMENTS_PAGE_SIZE}
          total={count}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );

  const raffleTitle = payments.data?.data[0]?.raffle.title;
  return (
    <div className="rifa-payments-list">
      <Typography.Paragraph type="secondary" className="rifa-payments-list__intro">
        {t.subtitle}
      </Typography.Paragraph>
      <ButtonLink to={statementsPath} data-testid="statement-entry">
        {es.statements.entry}
      </ButtonLink>
      {raffleId ? (
        <div className="rifa-payments-list__filter" data-testid="pending-payments-filter">
          <Tag color="red" variant="outlined">
            {raffleTitle ? t.filteredBy(raffleTitle) : t.filtered}
          </Tag>
          <ButtonLink type="link" size="small" to={pendingPaymentsPath()}>
            {t.showAll}
          </ButtonLink>
        </div>
      ) : null}
      <RefundsDueList raffleId={raffleId} />
      {decided?.whatsapp ? (
        <DecisionNotice decision={decided} onClose={() => setDecided(null)} />
      ) : null}
      {body}
    </div>
  );
}

/** The decision just taken and the WhatsApp link that tells the buyer. */
function DecisionNotice({ decision, onClose }: { decision: PaymentDecision; onClose: () => void }) {
  const w = es.whatsapp;
  const verified = decision.kind === 'verified';
  return (
    <Alert
      type={verified ? 'success' : 'info'}
      showIcon
      closable={{ onClose }}
      className="rifa-payments-list__decided"
      data-testid="payment-decided"
      title={verified ? w.decided.verified(decision.buyer) : w.decided.rejected(decision.buyer)}
      description={
        <WhatsAppButton href={decision.whatsapp} data-testid="payment-decided-whatsapp">
          {verified ? w.notifyVerified : w.notifyRejected}
        </WhatsAppButton>
      }
    />
  );
}
