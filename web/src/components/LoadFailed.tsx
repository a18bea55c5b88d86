import { Alert, Button } from 'antd';
import { es } from '../locales/es';

interface LoadFailedProps {
  /** What failed, as the reader should see it (the spec's message where it has one). */
  title: string;
  description?: string | undefined;
  onRetry: () => void;
  testId?: string | undefined;
}

/** A query that could not load: its message and 'Reintentar' (one look for every page's load error). */
export function LoadFailed({ title, description, onRetry, testId }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      data-testid={testId}
      action={<Button onClick={onRetry}>{es.common.retry}</Button>}
    />
  );
}
