import './app/styles.css';
// The prerendered landing page's styles (and its connection bar's), linked from index.html with
// the global ones.
import './features/landing/landing.css';
import './components/app-status-banner.css';
import { showPrerenderedLanding } from './app/prerendered-landing';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// On `/` the prerendered landing is the page; anywhere else the app starts (its chunks are
// preloaded from index.html, so importing it costs no extra round trip).
if (!showPrerenderedLanding(container)) {
  void import('./app/start').then(({ start }) => {
    start(container);
  });
}
