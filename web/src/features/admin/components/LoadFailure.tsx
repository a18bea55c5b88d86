import { Alert, Button } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';

/** A section that could not be read: the server's message and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={es.admin.loadError}
      description={errorMessage(error, '')}
      data-testid="admin-load-error"
      action={<Button onClick={onRetry}>{es.admin.retry}</Button>}
    />
  );
}
