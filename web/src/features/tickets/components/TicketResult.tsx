import { Alert, App, Button, Popconfirm, Typography } from 'antd';
import { CheckCircleFilled, TrophyOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime, formatTicketNumber } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useConfirmPrizeReceived } from '../api/after-draw';
import type { TicketWithRaffle } from '../../../lib/ticket';
import { ticketOutcome } from '../ticket-outcome';
import { WhatsAppButton } from '../../../components/WhatsAppButton';
import { toCreatorLink } from '../../../lib/whatsapp-messages';

/**
 * The draw's result for this ticket, once the raffle is completed: '¡Ganaste!' with the prize's
 * confirmation, or 'No ganaste esta vez' with the winning number. Nothing before the draw.
 */
export function TicketResult({ ticket }: { ticket: TicketWithRaffle }) {
  const t = es.ticketResult;
  const outcome = ticketOutcome(ticket);
  if (outcome === null) return null;
  const { winner_number: winner, total_tickets: total } = ticket.raffle;
  const number = winner === null ? null : formatTicketNumber(winner, total);
  if (outcome === 'lost')
    return (
      <Alert
        type="info"
        showIcon
        title={t.lostTitle}
        description={number === null ? t.voidText : t.lostText(number)}
        data-testid="ticket-result"
        data-outcome="lost"
      />
    );
  return (
    <Alert
      type="success"
      showIcon
      icon={<TrophyOutlined />}
      className="rifa-ticket-result--won"
      title={<span className="rifa-ticket-result__title">{t.wonTitle}</span>}
      description={
        <>
          <div>{t.wonText(number ?? '')}</div>
          {winner === null ? null : (
            <WhatsAppButton
              className="rifa-ticket-result__contact"
              href={
                toCreatorLink(ticket.creator_contact?.whatsapp, ticket.raffle, winner) ??
                toCreatorLink(ticket.creator_contact?.phone, ticket.raffle, winner)
              }
              data-testid="winner-contact-creator"
            >
              {es.whatsapp.contactCreator}
            </WhatsAppButton>
          )}
          <PrizeReceived ticket={ticket} />
        </>
      }
      data-testid="ticket-result"
      data-outcome="won"
    />
  );
}

/** 'Confirmar que recibí el premio' (with a confirmation), then 'Premio recibido el …'. */
function PrizeReceived({ ticket }: { ticket: TicketWithRaffle }) {
  const t = es.ticketResult;
  const { message } = App.useApp();
  const confirm = useConfirmPrizeReceived(ticket.id);
  const confirmedAt = ticket.raffle.prize_confirmed_at;
  if (confirmedAt)
    return (
      <Typography.Text strong data-testid="prize-confirmed">
        <CheckCircleFilled style={{ color: '#389e0d' }} />{' '}
        {t.confirmed(formatDateTime(confirmedAt))}
      </Typography.Text>
    );
  return (
    <div className="rifa-ticket-result__prize">
      <Typography.Text type="secondary">{t.pendingPrize}</Typography.Text>
      <Popconfirm
        title={t.confirmTitle}
        description={<div style={{ maxWidth: 280 }}>{t.confirmText}</div>}
        okText={t.confirmOk}
        cancelText={t.confirmCancel}
        onConfirm={() =>
          confirm.mutate(undefined, {
            onSuccess: () => void message.success(t.confirmedToast),
            onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
          })
        }
      >
        <Button type="primary" loading={confirm.isPending} data-testid="confirm-prize">
          {t.confirm}
        </Button>
      </Popconfirm>
    </div>
  );
}
