import { Alert, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { useStatementAccounts } from '../api/statements';
import { StatementWorkspace } from './StatementWorkspace';

const t = es.statements;

/**
 * The statement screen of a business (its owner's accounts, for the owner and its cashiers) or of
 * the platform (its payment accounts, for the super admin): the accounts come from the server.
 */
export function ScopedStatement({ scope }: { scope: 'business' | 'admin' }) {
  const accounts = useStatementAccounts(scope);
  const texts = scope === 'business' ? t.business : t.platform;
  if (accounts.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (accounts.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        description={errorMessage(accounts.error, '')}
      />
    );
  return (
    <StatementWorkspace
      scope={scope}
      accounts={accounts.data.data}
      subtitle={texts.subtitle}
      empty={texts.noAccounts}
    />
  );
}
