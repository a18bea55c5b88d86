// A throw-away rifa-server for the page benchmarks (bench/lighthouse, bench/slow3g): a free
// loopback port, a fresh DATA_DIR, the built web app, warnings only and rate limits out of the way,
// with the few API calls their seeds need.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PASSWORD = 'Passw0rd!bench';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `serverBin` serving `webDir`; `tag` names its DATA_DIR. Call `up()` before using it. */
export async function startBenchServer({ serverBin, webDir, tag }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `rifa-${tag}.`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    SITE_URL: origin,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '100000',
  };
  const child = spawn(serverBin, [], { env, stdio: ['ignore', 'inherit', 'inherit'] });

  async function api(method, urlPath, { token, body } = {}) {
    const res = await fetch(`${origin}${urlPath}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  return {
    origin,
    api,
    signUp: (email, name) =>
      api('POST', '/auth/v1/signup', { body: { email, password: PASSWORD, data: { name } } }),
    signIn: (email) =>
      api('POST', '/auth/v1/token?grant_type=password', { body: { email, password: PASSWORD } }),
    /** `rifa-server grant-plan` on this server's database. */
    grantPlan(email, plan) {
      const grant = spawnSync(serverBin, ['grant-plan', '--email', email, '--plan', plan], {
        env,
        encoding: 'utf8',
      });
      if (grant.status !== 0) throw new Error(`grant-plan failed: ${grant.stderr}`);
    },
    /** Resolves once the server answers its health check. */
    async up() {
      for (let i = 0; i < 200; i++) {
        try {
          if ((await fetch(`${origin}/api/v1/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      throw new Error(`rifa-server did not answer on ${origin}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
