import { Alert, Empty, Skeleton } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageTitle } from '../../../components/PageTitle';
import { SignedInOnly } from '../../../components/SignedInOnly';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { usePaymentMethods } from '../../payment-methods';
import { StatementWorkspace } from '../components/StatementWorkspace';
import '../statements.css';

const t = es.statements;

/**
 * /app/payments/statement: the creator reconciles the statements of their own pago móvil or
 * transferencia accounts with the payments reported for their raffles.
 */
export default function StatementPage() {
  return (
    <section className="rifa-page rifa-statement-page">
      <PageTitle>{t.title}</PageTitle>
      <SignedInOnly message={t.signedOut}>
        <Statement />
      </SignedInOnly>
    </section>
  );
}

function Statement() {
  const methods = usePaymentMethods();
  const accounts = (methods.data ?? [])
    .filter((m) => m.is_active && (m.type === 'pago_movil' || m.type === 'transferencia'))
    .map((m) => ({ id: m.id, name: m.name, type: m.type as 'pago_movil' | 'transferencia' }));

  if (methods.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (methods.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        description={errorMessage(methods.error, '')}
      />
    );
  if (accounts.length === 0)
    return (
      <Empty description={t.noAccounts}>
        <ButtonLink to="/app/profile">{t.toProfile}</ButtonLink>
      </Empty>
    );
  return (
    <StatementWorkspace scope="me" accounts={accounts} subtitle={t.subtitle} empty={t.noAccounts} />
  );
}
