import { Spin } from 'antd';
import { es } from '../locales/es';

/** Centered spinner shown while a route's code or the session loads. */
export function FullPageSpinner({ label = es.common.loading }: { label?: string }) {
  return (
    <div className="rifa-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="rifa-visually-hidden">{label}</span>
    </div>
  );
}
