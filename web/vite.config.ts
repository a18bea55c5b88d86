import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './scripts/antd-static-css.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

// The rifa-server (or any compatible backend) the dev server and the preview server forward to.
const api = process.env.RIFA_API ?? 'http://127.0.0.1:8080';

const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/auth': { target: api, changeOrigin: true },
  '/storage': { target: api, changeOrigin: true },
  '/realtime': { target: api, changeOrigin: true, ws: true },
};

// RIFA_REACT_PROFILING=1 (a build to profile, not to ship): react-dom's profiling build, which logs
// its renders and commits to the browser's trace, for bench/lighthouse/tasks.mjs's TASKS_REACT=1.
const reactProfiling =
  process.env.RIFA_REACT_PROFILING === '1'
    ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }
    : {};

export default defineConfig({
  plugins: [react(), antdStaticCss(), prerenderLanding(), serviceWorker()],
  resolve: reactProfiling,
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: scripts/check-budget.mjs reads the entry chunk and its static imports.
    manifest: true,
    sourcemap: false,
    // Everything must be a file: the CSP forbids inline scripts and data: URLs are not needed.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few, larger chunks: react, antd, the app's shared code, then one per route (see there).
          groups: chunkGroups,
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Files share their worker (no fresh process, jsdom and antd per file); fresh-modules.ts gives
    // each file freshly evaluated app modules. Two workers: the machines that run it have two cores.
    isolate: false,
    maxWorkers: 2,
    // Processes, not threads: a worker thread does not follow a change of process.env.TZ
    // (ticket-filters.test.ts); threads were no faster here either.
    pool: 'forks',
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 60_000,
  },
});
