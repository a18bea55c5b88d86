import { es } from '../locales/es';

/**
 * Centered spinner shown while a route's code or the session loads. Plain CSS (no antd Spin): it is
 * part of the entry chunk.
 */
export function FullPageSpinner({ label = es.common.loading }: { label?: string }) {
  return (
    <div className="rifa-spinner" role="status" aria-live="polite">
      <span className="rifa-spinner__ring" aria-hidden="true" />
      <span className="rifa-visually-hidden">{label}</span>
    </div>
  );
}
