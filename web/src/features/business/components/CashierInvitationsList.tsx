import { App, Button, Card, Space, Typography } from 'antd';
import { formatDate } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useCashierInvitations, useWithdrawCashierInvitation } from '../api/cashier-invitations';
import { refusalMessage } from '../cashier-rules';

const t = es.cashierInvitations;

/** The owner's invitations still waiting, each withdrawable; nothing while there are none. */
export function CashierInvitationsList() {
  const { message } = App.useApp();
  const invitations = useCashierInvitations();
  const withdraw = useWithdrawCashierInvitation();
  const data = invitations.data?.data ?? [];
  if (data.length === 0) return null;
  // Plain cards, not antd's List: it would become a chunk of its own shared with the raffle page.
  return (
    <Card size="small" title={t.waiting} data-testid="cashier-invitations">
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        {data.map((invitation) => (
          <div key={invitation.id} className="rifa-cashier-invitation">
            <div>
              <Typography.Text strong>
                {t.who(invitation.email, invitation.phone, invitation.name)}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {invitation.open ? t.expires(formatDate(invitation.expires_at)) : t.expired}
              </Typography.Text>
            </div>
            <Button
              size="small"
              loading={withdraw.isPending && withdraw.variables === invitation.id}
              onClick={() =>
                withdraw.mutate(invitation.id, {
                  onSuccess: () => void message.success(t.withdrawn),
                  onError: (error) => void message.error(refusalMessage(error, t.withdrawError)),
                })
              }
            >
              {t.withdraw}
            </Button>
          </div>
        ))}
      </Space>
    </Card>
  );
}
