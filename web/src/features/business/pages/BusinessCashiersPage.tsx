import { useState } from 'react';
import { Alert, App, Button, Empty, Skeleton, Space, Typography } from 'antd';
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { useAuth } from '../../../lib/auth-context';
import { es } from '../../../locales/es';
import { useBusinessMe } from '../api/business-me';
import {
  useCashiers,
  useCreateCashier,
  useDeleteCashier,
  useUpdateCashier,
  type Cashier,
} from '../api/cashiers';
import { useBusinessSettings } from '../api/settings';
import {
  cashierAllowance,
  cashierTicketsPath,
  isOwnerOnlyRefusal,
  refusalMessage,
} from '../cashier-rules';
import { CashierFormModal } from '../components/CashierFormModal';
import { CashierInvitationsList } from '../components/CashierInvitationsList';
import { CashierInviteModal } from '../components/CashierInviteModal';
import { CashiersList } from '../components/CashiersList';
import { OwnerOnlyNotice } from '../components/OwnerOnlyNotice';
import { PageTitle } from '../../../components/PageTitle';
import '../business-pages.css';

const t = es.business.cashiers;

/** /business/cashiers: the owner's cashiers, their sales, and adding, renaming, (de)activating, removing. */
export default function BusinessCashiersPage() {
  const me = useBusinessMe();
  return (
    <section className="rifa-page rifa-business-page">
      <PageTitle>{t.title}</PageTitle>
      {me.data?.role === 'cashier' ? <CashierNotice /> : <OwnerCashiers />}
    </section>
  );
}

/** A cashier opening the page: only the owner manages cashiers; their own sales are a click away. */
function CashierNotice() {
  const { user } = useAuth();
  return (
    <OwnerOnlyNotice
      title={t.ownerOnlyTitle}
      text={t.ownerOnlyText}
      action={
        user ? (
          <ButtonLink type="primary" to={cashierTicketsPath(user.id)}>
            {t.myTickets}
          </ButtonLink>
        ) : undefined
      }
    />
  );
}

function OwnerCashiers() {
  const { message } = App.useApp();
  const cashiers = useCashiers();
  const settings = useBusinessSettings();
  const create = useCreateCashier();
  const update = useUpdateCashier();
  const remove = useDeleteCashier();
  const [modal, setModal] = useState<{ open: boolean; cashier: Cashier | null }>({
    open: false,
    cashier: null,
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const me = useBusinessMe();

  if (isOwnerOnlyRefusal(cashiers.error)) return <CashierNotice />;

  const allowance = cashierAllowance(settings.data);
  const editing = modal.cashier;
  const saving = editing ? update : create;

  const openModal = (cashier: Cashier | null) => {
    create.reset();
    update.reset();
    setModal({ open: true, cashier });
  };
  const close = () => setModal((current) => ({ ...current, open: false }));

  const submit = ({ email, name }: { email: string; name: string | undefined }) => {
    if (editing) {
      update.mutate(
        { id: editing.id, name },
        {
          onSuccess: () => {
            close();
            void message.success(t.saved);
          },
        },
      );
    } else {
      create.mutate(
        { email, ...(name ? { name } : {}) },
        {
          onSuccess: () => {
            close();
            void message.success(t.added);
          },
        },
      );
    }
  };

  const setActive = (cashier: Cashier, active: boolean) => {
    setBusyId(cashier.id);
    update.mutate(
      { id: cashier.id, is_active: active },
      {
        onSuccess: () => void message.success(active ? t.activated : t.deactivated),
        onError: (error) => void message.error(refusalMessage(error, t.errors.update)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const onDelete = (cashier: Cashier) => {
    setBusyId(cashier.id);
    remove.mutate(cashier.id, {
      onSuccess: () => void message.success(t.deleted),
      onError: (error) => void message.error(refusalMessage(error, t.errors.delete)),
      onSettled: () => setBusyId(null),
    });
  };

  let body;
  if (cashiers.isPending) body = <Skeleton active />;
  else if (cashiers.isError)
    body = (
      <LoadFailed
        title={refusalMessage(cashiers.error, t.errors.list)}
        testId="cashiers-load-error"
        onRetry={() => void cashiers.refetch()}
      />
    );
  else if (cashiers.data.data.length === 0) body = <Empty description={t.empty} />;
  else
    body = (
      <CashiersList
        cashiers={cashiers.data.data}
        busyId={busyId}
        onEdit={openModal}
        onSetActive={setActive}
        onDelete={onDelete}
      />
    );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" className="rifa-business-page__subtitle">
        {t.subtitle}
      </Typography.Paragraph>
      <div className="rifa-business-page__toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={allowance.reached || settings.isPending}
          onClick={() => openModal(null)}
          data-testid="cashier-add"
        >
          {t.add}
        </Button>
        <Button
          icon={<LinkOutlined />}
          disabled={allowance.reached || settings.isPending}
          onClick={() => setInviting(true)}
          data-testid="cashier-invite"
        >
          {es.cashierInvitations.open}
        </Button>
        {allowance.text ? (
          <Typography.Text type="secondary" data-testid="cashier-allowance">
            {allowance.text}
          </Typography.Text>
        ) : null}
      </div>
      {allowance.reached ? (
        <Alert
          type="warning"
          showIcon
          title={t.limitReached}
          data-testid="cashier-limit"
          action={<Link to="/app/profile#plan">{t.seePlans}</Link>}
        />
      ) : null}
      <Alert
        type="info"
        showIcon
        data-testid="cashier-password-note"
        title={
          <>
            {t.passwordNote}{' '}
            <Link to="/reset-password" className="rifa-biz-text-link">
              {t.passwordLink}
            </Link>
          </>
        }
      />
      <CashierInvitationsList />
      {body}
      <CashierInviteModal
        open={inviting}
        businessName={me.data?.business?.name ?? ''}
        onClose={() => setInviting(false)}
      />
      <CashierFormModal
        open={modal.open}
        cashier={editing}
        saving={saving.isPending}
        error={saving.error}
        onSubmit={submit}
        onCancel={close}
      />
    </Space>
  );
}
