import { vi } from 'vitest';

// The first setup file of every test file. Test files share a worker and its jsdom window
// (`isolate: false` in vite.config.ts: far faster than a fresh worker per file), so the app's own
// modules would otherwise be evaluated once per worker and keep what the first file gave them: the
// auth client singleton of lib/auth-client (the real one, or the stand-in a file's vi.mock provides,
// then bound into lib/api/client for every later file), query keys, caches. Every file starts from
// freshly evaluated app modules with its own mocks, as in an isolated run. Packages loaded natively
// from node_modules (React, antd) stay loaded: that is where the time of isolation went.
vi.resetModules();
