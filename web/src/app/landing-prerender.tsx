import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { MemoryRouter } from 'react-router';
import LandingPage from '../features/landing/pages/LandingPage';
import { es } from '../locales/es';
import { theme } from './theme';
import '../lib/hidden-icons';

/**
 * The landing page as HTML, rendered at build time by scripts/prerender-landing.ts (in Node) into
 * index.html: the same component the app renders at `/`, in the production theme (antd's static
 * stylesheet, no CSS-in-JS), so a first visit paints it without running any script.
 */
export function renderLanding(): { html: string; offline: string } {
  const html = renderToString(
    <ConfigProvider theme={{ ...theme, zeroRuntime: true }} locale={esES}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { html, offline: es.appStatus.offline };
}
