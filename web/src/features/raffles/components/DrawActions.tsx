import { lazy, Suspense, useState } from 'react';
import { Alert, Button } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { useDrawPermission } from '../use-draw-permission';

// Creator- and admin-only: loaded when opened, so a buyer's page does not carry it.
const DrawModal = lazy(() => import('./DrawModal'));

/** The draw modal, mounted (and its code fetched) only while open. */
export function LazyDrawModal({
  raffle,
  mode,
  onClose,
}: {
  raffle: Raffle;
  mode: 'draw' | 'correct' | null;
  onClose: () => void;
}) {
  if (mode === null) return null;
  return (
    <Suspense fallback={null}>
      <DrawModal raffle={raffle} mode={mode} onClose={onClose} />
    </Suspense>
  );
}

/**
 * On the raffle page, for its creator or a super admin: 'Registrar resultado' once the lottery drew
 * (before, when it becomes possible), and 'Corregir sorteo' for a super admin on a completed raffle.
 */
export function DrawActions({ raffle }: { raffle: Raffle }) {
  const t = es.draw;
  const { allowed, open, canDraw, canCorrect } = useDrawPermission(raffle);
  const [mode, setMode] = useState<'draw' | 'correct' | null>(null);
  if (!allowed || (!open && !canCorrect)) return null;

  let body;
  if (canCorrect)
    body = (
      <Button danger onClick={() => setMode('correct')} data-testid="draw-correct-open">
        {t.correct.open}
      </Button>
    );
  else if (canDraw)
    body = (
      <Alert
        type="warning"
        showIcon
        title={t.register.cardHint}
        action={
          <Button
            type="primary"
            icon={<TrophyOutlined />}
            onClick={() => setMode('draw')}
            data-testid="draw-open"
          >
            {t.register.open}
          </Button>
        }
      />
    );
  else
    body = (
      <Alert
        type="info"
        showIcon
        title={t.register.notYet(formatDateTime(raffle.draw_at))}
        data-testid="draw-not-yet"
      />
    );

  return (
    <div data-testid="draw-actions">
      {body}
      <LazyDrawModal raffle={raffle} mode={mode} onClose={() => setMode(null)} />
    </div>
  );
}
