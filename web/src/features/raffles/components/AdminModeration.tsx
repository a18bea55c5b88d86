import { useState } from 'react';
import { App, Button, Card, Space } from 'antd';
import { ReasonModal } from '../../../components/ReasonModal';
import { errorMessage } from '../../../lib/form-errors';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { useModerateRaffle } from '../api/moderate';

/**
 * The super administrator's moderation on the raffle's own page: 'Dar de baja' (with a reason) a
 * raffle that is up, 'Restaurar' one taken down (reported or not). A raffle blocked only because
 * its organiser is suspended comes back with the organiser (Usuarios), so it offers the take-down.
 */
export function AdminModeration({ raffle }: { raffle: Raffle }) {
  const t = es.raffleDetail.moderation.admin;
  const reports = es.admin.reports; // the same dialog and confirmations as the Denuncias tab
  const [asking, setAsking] = useState(false);
  const moderate = useModerateRaffle();
  const { message } = App.useApp();
  const takenDown = raffle.moderation?.taken_down === true;

  return (
    <Card size="small" title={t.title} data-testid="raffle-admin-moderation">
      <Space wrap size={8}>
        {takenDown ? (
          <Button
            loading={moderate.isPending}
            onClick={() =>
              moderate.mutate(
                { kind: 'restore', raffleId: raffle.id },
                {
                  onSuccess: () => void message.success(reports.done.restored),
                  onError: (error) => void message.error(errorMessage(error, t.failed)),
                },
              )
            }
          >
            {t.restore}
          </Button>
        ) : (
          <Button danger onClick={() => setAsking(true)}>
            {t.takeDown}
          </Button>
        )}
      </Space>
      <ReasonModal
        open={asking}
        title={reports.takeDownTitle(raffle.title)}
        text={reports.takeDownText}
        okText={t.takeDown}
        busy={moderate.isPending}
        error={moderate.error}
        onClose={() => {
          setAsking(false);
          moderate.reset();
        }}
        onSubmit={(reason) =>
          moderate.mutate(
            { kind: 'take-down', raffleId: raffle.id, reason },
            {
              onSuccess: () => {
                setAsking(false);
                void message.success(reports.done.takenDown);
              },
              onError: (error) => {
                if ((error as { status?: number }).status !== 422)
                  void message.error(errorMessage(error, t.failed));
              },
            },
          )
        }
      />
    </Card>
  );
}
