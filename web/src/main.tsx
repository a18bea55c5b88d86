import './app/styles.css';
// The prerendered landing page's styles (and its connection bar's), linked from index.html with
// the global ones.
import './features/landing/landing.css';
import './components/app-status-banner.css';
import { showPrerenderedLanding } from './app/prerendered-landing';
import { removeHiddenShells } from './app/prerendered-shells';
import { evaluateChunksInOrder, nextTask } from './lib/evaluate-chunks';
import { afterFirstPaint } from './lib/first-paint';
import { stylesheetsLoaded } from './lib/stylesheets';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
removeHiddenShells(container);

// On `/` the prerendered landing is the page; anywhere else the app starts (its chunks are
// preloaded by public/boot.js, so importing it costs no extra round trip) once antd's stylesheet,
// which boot.js links, has loaded. Its chunks are requested once the brand or the page's shell has
// painted, and evaluated one per task (see there). Then, in a task of its own, antd's CSS
// variables are written (see there), and the app starts.
if (!showPrerenderedLanding(container)) {
  void afterFirstPaint()
    .then(() => {
      const antdVars = import('./lib/antd-vars');
      return evaluateChunksInOrder().then(() => antdVars);
    })
    .then(({ writeAntdVars }) => writeAntdVars())
    .then(nextTask)
    .then(() => Promise.all([import('./app/start'), stylesheetsLoaded()]))
    .then(([{ start }]) => {
      start(container);
    });
}
