import { useEffect, useState, useSyncExternalStore } from 'react';
import { registerServiceWorker } from '../lib/service-worker';
import { es } from '../locales/es';
import './app-status-banner.css';

const t = es.appStatus;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A bar at the top of every page when the phone has no connection, or when a new release has been
 * installed (with a button that reloads into it). Plain elements: it is part of the entry chunk.
 */
export function AppStatusBanner({ serviceWorker }: { serviceWorker: boolean }) {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (serviceWorker) registerServiceWorker(() => setUpdated(true));
  }, [serviceWorker]);

  if (!online) {
    return (
      <div className="rifa-app-status" role="status">
        {t.offline}
      </div>
    );
  }
  if (updated) {
    return (
      <div className="rifa-app-status" role="status">
        {t.updateAvailable}{' '}
        <button type="button" onClick={() => window.location.reload()}>
          {t.update}
        </button>
      </div>
    );
  }
  return null;
}
