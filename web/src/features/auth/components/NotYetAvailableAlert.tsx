import { Alert } from 'antd';
import { es } from '../../../locales/es';

/** Said honestly after a submit while this server has no accounts enabled yet. */
export function NotYetAvailableAlert() {
  return (
    <Alert
      type="info"
      showIcon
      className="rifa-auth__alert"
      title={es.auth.notAvailable}
      description={es.auth.notAvailableDetail}
    />
  );
}
