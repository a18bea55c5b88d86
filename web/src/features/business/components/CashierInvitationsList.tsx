import { App, Button, List, Typography } from 'antd';
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
  return (
    <List
      size="small"
      bordered
      header={<Typography.Text strong>{t.waiting}</Typography.Text>}
      dataSource={data}
      data-testid="cashier-invitations"
      renderItem={(invitation) => (
        <List.Item
          actions={[
            <Button
              key="withdraw"
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
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={t.who(invitation.email, invitation.phone, invitation.name)}
            description={invitation.open ? t.expires(formatDate(invitation.expires_at)) : t.expired}
          />
        </List.Item>
      )}
    />
  );
}
