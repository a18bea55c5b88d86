import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useNow } from '../../../lib/countdown';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../locales/es';
import { holdTimeLeft } from '../hold-time';

interface HoldCountdownProps {
  expiresAt: string;
  /** Called once when the time runs out (the page reads the ticket again). */
  onEnd: () => void;
}

/**
 * The time a hold has left, ticking every second; a screen reader gets it to the minute (the timer's
 * label), not every tick. At zero: 'Reserva vencida'.
 */
export function HoldCountdown({ expiresAt, onEnd }: HoldCountdownProps) {
  const t = es.ticketPage.hold;
  const now = useNow(true);
  const left = holdTimeLeft(expiresAt, now);

  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    if (left.ended) endRef.current();
  }, [left.ended]);

  if (left.ended)
    return (
      <Alert
        type="warning"
        showIcon
        title={t.ended}
        description={t.endedText}
        data-testid="hold-ended"
      />
    );
  return (
    <HoldTime
      time={left.text}
      until={t.until(formatDateTime(expiresAt))}
      spoken={t.spoken(left.spoken)}
      testIds
    />
  );
}

/**
 * A running hold as the buyer reads it: the time left and when it ends. Also the ticket page's
 * prerendered shell (src/app/shell-prerender.tsx), where public/boot.js fills `time` and `until`
 * from the ticket it requested, before the app's scripts have loaded.
 */
export function HoldTime({
  time,
  until,
  spoken,
  testIds = false,
}: {
  time: ReactNode;
  until: ReactNode;
  spoken?: string;
  testIds?: boolean;
}) {
  const t = es.ticketPage.hold;
  return (
    <div className="rifa-hold" data-testid={testIds ? 'hold' : undefined}>
      <ClockCircleOutlined className="rifa-hold__icon" aria-hidden />
      <div>
        <Typography.Text type="secondary">{t.label}</Typography.Text>
        <div
          role="timer"
          aria-live="off"
          aria-label={spoken}
          className="rifa-hold__time"
          data-testid={testIds ? 'hold-countdown' : undefined}
        >
          {time}
        </div>
        <Typography.Text type="secondary">{until}</Typography.Text>
      </div>
    </div>
  );
}
