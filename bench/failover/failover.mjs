// Several instances, one of them lost (issue 37, part 5). Node 20 with --experimental-websocket, no
// npm dependencies (psql for the database, node:http for the buyers, Node's WebSocket).
//
//   node --experimental-websocket bench/failover/failover.mjs [options]
//
// Starts PostgreSQL (scripts/pg-cluster.sh, or uses --database-url), three rifa-server instances on
// it (same DATABASE_URL, JWT key file and SITE_URL, HOST=127.0.0.1, TRUSTED_PROXIES=127.0.0.1, own
// free ports) and nginx running deploy/nginx.conf itself: only its `listen` port and its upstream's
// `server` lines are rewritten (for these ports), inside a main file that gives nginx a temporary
// prefix. Then a flash sale: --buyers buyers race through nginx for the numbers of one raffle of as
// many numbers, each purchase with its own Idempotency-Key; a request cut (connection lost, 502,
// 503, 504, no answer) is retried with the same key and numbers, a 409 for a number taken picks
// another number with a new key. WebSocket subscribers on `raffle:<id>` sit on every instance
// (directly) and through nginx. After --kill-after purchases are acknowledged, instance 2 gets
// SIGSTOP and, 0.3 s later (requests are inside it by then), SIGKILL; the sale goes on through the
// other two. Some buyers re-send their acknowledged purchase
// with its key (a double tap). Then, from the database:
//   - no number sold twice (ticket_numbers, the tickets' own lists and the raffle's counter agree);
//   - every acknowledged purchase exists (its ticket, buyer, number and key);
//   - retries did not buy twice (one ticket per buyer, every ticket acknowledged, every replay the
//     same ticket);
//   - every subscriber whose instance survived got every event: each numbers_version once, with
//     no gap, and together exactly the numbers sold; no resync, socket still open.
// With --scaling it first measures the same flash sale (no kill) through nginx with 1, 2 and 3
// instances behind it, --rounds interleaved rounds, medians, as ratios to 1 instance.
//
// Options: --bin FILE (rifa-server; build/release/rifa-server), --buyers N (1000), --kill-after N
// (a third of the buyers), --subscribers N (per instance and through nginx; 3), --database-url URL
// (an empty database to use instead of a cluster of our own), --workdir DIR (created if missing;
// a temporary one otherwise, removed at the end), --json FILE (the report as JSON), --scaling,
// --rounds N (3), --web-dir DIR. PG_DURABLE=1 keeps our own cluster's fsync (pg-cluster.sh).
// Exit status: 0 every check passed, 1 a check failed, 2 the run itself could not be made.
// Everything started is stopped at the end, on failure and on SIGINT/SIGTERM too.
import { spawn, execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buyerId, buyerToken } from '../lib/buyers.mjs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...a) => console.error(`[failover ${new Date().toISOString().slice(11, 19)}]`, ...a);

// --- options ----------------------------------------------------------------------------------
function options(argv) {
  const o = {
    bin: path.join(ROOT, 'build/release/rifa-server'),
    buyers: 1000,
    killAfter: undefined,
    subscribers: 3,
    databaseUrl: undefined,
    workdir: undefined,
    json: undefined,
    scaling: false,
    rounds: 3,
    webDir: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = [argv[i], argv[i + 1]];
    const value = () => {
      if (v === undefined) throw new Error(`${k} needs a value`);
      i++;
      return v;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${k} must be a positive whole number`);
      return n;
    };
    if (k === '--bin') o.bin = path.resolve(value());
    else if (k === '--buyers') o.buyers = count();
    else if (k === '--kill-after') o.killAfter = count();
    else if (k === '--subscribers') o.subscribers = count();
    else if (k === '--database-url') o.databaseUrl = value();
    else if (k === '--workdir') o.workdir = path.resolve(value());
    else if (k === '--json') o.json = path.resolve(value());
    else if (k === '--scaling') o.scaling = true;
    else if (k === '--rounds') o.rounds = count();
    else if (k === '--web-dir') o.webDir = path.resolve(value());
    else throw new Error(`unknown option ${k}`);
  }
  if (o.buyers > 10000) throw new Error('--buyers: at most 10000 (the largest raffle)');
  o.killAfter ??= Math.max(1, Math.floor(o.buyers / 3));
  if (o.killAfter >= o.buyers) throw new Error('--kill-after must be below --buyers');
  return o;
}

// --- processes: everything we start, stopped by stopAll ---------------------------------------
const started = []; // { name, child, stop: () => Promise }
const cleanups = []; // run last, in reverse

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

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited(child);
  clearTimeout(timer);
}

let stopping;
function stopAll() {
  stopping ??= (async () => {
    for (const p of started.reverse()) await p.stop().catch(() => undefined);
    for (const c of cleanups.reverse()) await c().catch((e) => log(`cleanup: ${e.message}`));
  })();
  return stopping;
}

async function until(what, check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

// --- HTTP -------------------------------------------------------------------------------------
// One request; resolves { status, headers, body } or rejects when the connection fails or no answer
// comes within `timeoutMs` (both are "cut" to a buyer).
function request(agent, port, method, path_, { headers = {}, json, raw, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? raw : JSON.stringify(json);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: path_,
        agent,
        headers: {
          ...headers,
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* nginx's own HTML pages */
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('no answer')));
    req.on('error', reject);
    req.end(body);
  });
}

async function healthy(port) {
  try {
    return (
      (await request(undefined, port, 'GET', '/api/v1/health', { timeoutMs: 2000 })).status === 200
    );
  } catch {
    return false;
  }
}

// --- PostgreSQL -------------------------------------------------------------------------------
const PSQL = process.env.PG_BIN ? path.join(process.env.PG_BIN, 'psql') : 'psql';

async function psql(url, sql) {
  const { stdout } = await run(PSQL, [url, '-Atq', '-v', 'ON_ERROR_STOP=1', '-c', sql], {
    maxBuffer: 64 << 20,
  });
  return stdout.trim();
}
const psqlJson = async (url, sql) =>
  JSON.parse((await psql(url, `SELECT coalesce(json_agg(q), '[]') FROM (${sql}) q`)) || '[]');

async function database(o, dir) {
  if (o.databaseUrl) return o.databaseUrl;
  const pgDir = path.join(dir, 'pg');
  const script = path.join(ROOT, 'scripts/pg-cluster.sh');
  cleanups.push(() => run(script, ['stop', pgDir]));
  const { stdout } = await run(script, ['start', pgDir]);
  const admin = stdout.trim();
  await psql(admin, 'CREATE DATABASE rifa');
  return admin.replace(/\/[^/]*$/, '/rifa');
}

// The buyers (ids and sessions as `token` signs them), copied in SQL from the creator's row:
// 1,000 Argon2id sign-ups would take minutes (as bench/purchases.sh does).

async function addBuyers(url, count) {
  const id = (part) => `format('00000000-0000-4000-${part}-%s', lpad(i::text, 12, '0'))`;
  const from = `FROM generate_series(1, ${count}) AS s(i)`;
  await psql(
    url,
    `BEGIN;
     INSERT INTO users (id, email, password_hash, email_confirmed_at)
       SELECT ${id(8000)}, 'comprador' || i || '@failover.io', u.password_hash, u.email_confirmed_at
       ${from}, users u WHERE u.email = 'creator@failover.io';
     INSERT INTO profiles (id, name, name_search, email)
       SELECT ${id(8000)}, 'Comprador ' || i, 'comprador ' || i, 'comprador' || i || '@failover.io' ${from};
     INSERT INTO sessions (id, user_id, user_agent, ip) SELECT ${id(9000)}, ${id(8000)}, 'failover', '127.0.0.1' ${from};
     COMMIT;`,
  );
}

// An access token for buyer i, signed with the instances' own ES256 key as they sign them.
const token = (key, issuer, i) => buyerToken(key, issuer, i, `comprador${i}@failover.io`);

// --- rifa-server instances --------------------------------------------------------------------
function instanceEnv(o, dir, shared, index, port) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    LANG: 'C.UTF-8',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, `instance${index}`),
    DATABASE_URL: shared.databaseUrl,
    JWT_KEY_FILE: shared.keyFile,
    SITE_URL: shared.siteUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    WEB_DIR: shared.webDir,
    LOG_LEVEL: 'warn',
    // One address (nginx's X-Forwarded-For: 127.0.0.1) sends every buyer's purchases and
    // subscriptions; the flash sale's buyers each hold one unpaid number.
    RATE_LIMIT_MULTIPLIER: '100000',
    MAX_PENDING_HOLDS: '0',
    REALTIME_MAX_CONNECTIONS_PER_IP: '10000',
  };
}

async function startInstance(o, dir, shared, index) {
  const port = await freePort();
  const env = instanceEnv(o, dir, shared, index, port);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const out = fs.openSync(path.join(dir, `instance${index}.log`), 'a');
  const child = spawn(o.bin, [], { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const instance = { index, port, child, env, killed: false };
  started.push({ name: `instance${index}`, child, stop: () => stopChild(child) });
  await until(`instance ${index} on port ${port} (see ${dir}/instance${index}.log)`, async () => {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`instance ${index} exited: see ${dir}/instance${index}.log`);
    return healthy(port);
  });
  return instance;
}

// --- nginx running deploy/nginx.conf ----------------------------------------------------------
// deploy/nginx.conf as it is, but for our ports: its `listen 80;` and its upstream's `server`
// lines are replaced; every other line is the file's own. Fails if the file no longer has them.
function renderSiteConf(listenPort, upstreamPorts) {
  const original = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const servers = /^(\s*)server 127\.0\.0\.1:\d+;[^\n]*\n/gm;
  const first = servers.exec(original);
  if (!first)
    throw new Error('deploy/nginx.conf: no "server 127.0.0.1:PORT;" line in its upstream');
  const indent = first[1];
  let text = original.replace(servers, (_m, _i, offset) =>
    offset === first.index
      ? upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p};\n`).join('')
      : '',
  );
  if (!/^\s*listen 80;/m.test(text)) throw new Error('deploy/nginx.conf: no "listen 80;" line');
  text = text.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`);
  return text;
}

// The main file nginx needs around a conf.d file: a temporary prefix, logs and pid inside it.
function mainConf(prefix) {
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${asRoot}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 16384; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/rifa.conf;
}
`;
}

async function startNginx(dir, port, upstreamPorts) {
  const prefix = path.join(dir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(path.join(prefix, 'rifa.conf'), renderSiteConf(port, upstreamPorts));
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConf(prefix));
  const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const args = [
    '-p',
    prefix,
    '-c',
    path.join(prefix, 'nginx.conf'),
    '-e',
    path.join(prefix, 'error.log'),
  ];
  await run(nginxBin, [...args, '-t', '-q']).catch((e) => {
    throw new Error(`nginx -t refused the rendered deploy/nginx.conf: ${e.stderr || e.message}`);
  });
  const child = spawn(nginxBin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const entry = { name: 'nginx', child, stop: () => stopChild(child, 'SIGQUIT') };
  started.push(entry);
  await until(`nginx on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: see ${prefix}/error.log`);
    return healthy(port);
  });
  return {
    port,
    upstreams: upstreamPorts,
    stop: async () => {
      await entry.stop();
      started.splice(started.indexOf(entry), 1);
    },
  };
}

// --- set-up: creator, buyers, tokens, raffles -------------------------------------------------
async function cli(o, env, args) {
  await run(o.bin, args, { env: { ...env, LOG_LEVEL: 'warn' } });
}

async function createRaffle(shared, total, title) {
  const res = await request(undefined, shared.nginxPort, 'POST', '/api/v1/raffles', {
    headers: { authorization: `Bearer ${shared.creatorToken}` },
    json: {
      title,
      description: 'Venta relámpago',
      ticket_price: 5,
      total_tickets: total,
      lottery: 'zulia',
      end_date: new Date(Date.now() + 30 * 86400e3).toISOString(),
    },
  });
  if (res.status !== 201)
    throw new Error(`creating a raffle: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

// --- the flash sale ---------------------------------------------------------------------------
const CUT = new Set([502, 503, 504]);
const FREEZE_MS = 300; // between the victim's SIGSTOP and its SIGKILL
const MAX_TRIES = 50;

// Numbers not yet seen taken, shared by the buyers (swap-removal).
class Pool {
  constructor(total) {
    this.items = Array.from({ length: total }, (_, i) => i);
    this.slot = new Map(this.items.map((n, i) => [n, i]));
  }
  pick() {
    return this.items.length
      ? this.items[Math.floor(Math.random() * this.items.length)]
      : undefined;
  }
  remove(n) {
    const i = this.slot.get(n);
    if (i === undefined) return;
    const last = this.items.pop();
    this.slot.delete(n);
    if (last !== n) {
      this.items[i] = last;
      this.slot.set(last, i);
    }
  }
}

// Raffles have 100, 1,000 or 10,000 numbers: the smallest that every buyer can get one of.
const raffleSize = (buyers) => [100, 1000, 10000].find((n) => n >= buyers) ?? 10000;

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

// Runs one flash sale through nginx: buyer b races for a number of raffles[(b - 1) % length] (each
// of `total` numbers). `onAck(count)` after each acknowledged purchase (the kill); `doubleTap(b)`
// says whether buyer b re-sends its acknowledged purchase with the same key.
async function flashSale(
  shared,
  raffles,
  total,
  { onAck = () => {}, doubleTap = () => false } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const pools = raffles.map(() => new Pool(total));
  const s = {
    acks: [], // { raffleId, buyer, number, key, ticketId, replayed, tries }
    latencies: [],
    statuses: {},
    cut: 0, // requests that got no answer or a 502/503/504
    retried: 0, // requests re-sent with the same key after a cut
    ackedAfterRetry: 0, // purchases acknowledged by a retry of a cut request
    replaysOfCut: 0, // ...of which the first request had bought (200 Idempotent-Replayed)
    doubleTaps: [], // { raffleId, buyer, ticketId, status, replayedHeader, sameTicket }
    problems: [],
    unserved: 0, // buyers left without a number
  };
  const note = (status) => (s.statuses[status] = (s.statuses[status] ?? 0) + 1);
  const buy = (raffleId, b, number, key) =>
    request(agent, shared.nginxPort, 'POST', `/api/v1/raffles/${raffleId}/tickets`, {
      headers: { authorization: `Bearer ${shared.tokens[b - 1]}`, 'idempotency-key': key },
      json: { numbers: [number] },
    });

  const buyer = async (b) => {
    const raffleId = raffles[(b - 1) % raffles.length];
    const pool = pools[(b - 1) % raffles.length];
    for (let attempt = 1; ; attempt++) {
      const number = pool.pick();
      if (number === undefined) {
        s.unserved++;
        return;
      }
      const key = `${raffleId.slice(0, 8)}-${b}-${attempt}`;
      for (let tries = 1; ; tries++) {
        const t0 = performance.now();
        let res;
        try {
          res = await buy(raffleId, b, number, key);
          s.latencies.push(performance.now() - t0);
          note(res.status);
        } catch {
          note('cut');
        }
        if (res && (res.status === 201 || res.status === 200)) {
          const replayed = res.status === 200;
          if (replayed && res.headers['idempotent-replayed'] !== 'true')
            s.problems.push(`buyer ${b}: 200 without Idempotent-Replayed`);
          if (replayed && tries === 1)
            s.problems.push(`buyer ${b}: a first request answered as a replay`);
          pool.remove(number);
          s.acks.push({ raffleId, buyer: b, number, key, ticketId: res.body.id, replayed, tries });
          if (tries > 1) s.ackedAfterRetry++;
          if (replayed) s.replaysOfCut++;
          onAck(s.acks.length);
          if (doubleTap(b)) {
            // Re-sent like any request: again while it is cut.
            let again;
            for (let t = 1; t <= MAX_TRIES; t++) {
              again = await buy(raffleId, b, number, key).catch(() => undefined);
              if (again && !CUT.has(again.status)) break;
              await sleep(20 + Math.random() * 80);
            }
            again ??= { status: 'cut', headers: {}, body: null };
            s.doubleTaps.push({
              raffleId,
              buyer: b,
              ticketId: res.body.id,
              status: again.status,
              replayedHeader: again.headers['idempotent-replayed'] === 'true',
              sameTicket: again.body?.id === res.body.id,
            });
          }
          return;
        }
        if (res?.status === 409 && res.body?.error?.code === 'numbers_unavailable') {
          pool.remove(number);
          break; // another number, with a new key
        }
        if (!res || CUT.has(res.status)) {
          if (tries >= MAX_TRIES) {
            s.problems.push(
              `buyer ${b}: ${tries} tries of one purchase, last ${res ? res.status : 'cut'}`,
            );
            return;
          }
          s.cut++;
          s.retried++;
          await sleep(20 + Math.random() * 80 * Math.min(tries, 10));
          continue; // the same key and number
        }
        s.problems.push(
          `buyer ${b}: unexpected ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
        );
        return;
      }
    }
  };

  const t0 = performance.now();
  const progress = setInterval(
    () => log(`  ${s.acks.length} acknowledged, answers ${JSON.stringify(s.statuses)}`),
    5000,
  );
  await Promise.all(Array.from({ length: shared.tokens.length }, (_, i) => buyer(i + 1)));
  clearInterval(progress);
  const elapsedS = (performance.now() - t0) / 1000;
  agent.destroy();
  s.latencies.sort((a, b) => a - b);
  s.elapsedS = elapsedS;
  s.rate = s.acks.length / elapsedS;
  s.p50 = quantile(s.latencies, 0.5);
  s.p99 = quantile(s.latencies, 0.99);
  return s;
}

// --- WebSocket subscribers --------------------------------------------------------------------
function subscribe(port, raffleId, label) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/v1`);
    const sub = {
      label,
      port,
      ws,
      versions: [],
      taken: [],
      resyncs: 0,
      closed: undefined,
      errors: [],
    };
    const timer = setTimeout(
      () => reject(new Error(`${label}: not subscribed within 20 s`)),
      20_000,
    );
    ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', topic: `raffle:${raffleId}` }));
    ws.onmessage = (e) => {
      const m = JSON.parse(String(e.data));
      if (m.type === 'subscribed') {
        clearTimeout(timer);
        resolve(sub);
      } else if (m.type === 'event' && m.event === 'raffle.numbers') {
        sub.versions.push(m.payload.numbers_version);
        sub.taken.push(...m.payload.taken);
      } else if (m.type === 'resync') sub.resyncs++;
      else if (m.type === 'error') sub.errors.push(m.code);
    };
    ws.onclose = (e) => {
      sub.closed = e.code;
      clearTimeout(timer);
      reject(new Error(`${label}: closed (${e.code}) before subscribing`));
    };
    ws.onerror = () => undefined; // the close that follows says it
    // Heartbeats keep the socket past the server's 60 s idle limit.
    sub.heartbeat = setInterval(
      () => ws.readyState === WebSocket.OPEN && ws.send('{"type":"heartbeat"}'),
      20_000,
    );
  });
}

// What a subscriber that stayed connected must have seen: every version from `from` + 1 to `to`
// once, and, across them, exactly the numbers sold.
function checkSubscriber(sub, from, to, sold) {
  const problems = [];
  if (sub.resyncs) problems.push(`${sub.resyncs} resync message(s)`);
  if (sub.errors.length) problems.push(`errors ${sub.errors.join(', ')}`);
  const versions = [...sub.versions].sort((a, b) => a - b);
  const expected = to - from;
  const dupes = versions.filter((v, i) => i && v === versions[i - 1]).length;
  const missing = [];
  const seen = new Set(versions);
  for (let v = from + 1; v <= to; v++) if (!seen.has(v)) missing.push(v);
  if (dupes) problems.push(`${dupes} version(s) twice`);
  if (missing.length)
    problems.push(
      `${missing.length} of ${expected} events missing (versions ${missing.slice(0, 10).join(', ')}…)`,
    );
  const taken = new Set(sub.taken);
  if (taken.size !== sub.taken.length) problems.push('a number announced twice');
  const notAnnounced = sold.filter((n) => !taken.has(n));
  if (notAnnounced.length) problems.push(`${notAnnounced.length} sold number(s) never announced`);
  if (taken.size > sold.length)
    problems.push(`${taken.size - sold.length} announced number(s) not sold`);
  return problems;
}

// --- checks against the database --------------------------------------------------------------
// `sale`'s purchases in raffle `raffleId`, raced for by `buyers` buyers.
async function checkSale(url, raffleId, wholeSale, buyers, total) {
  const problems = [];
  const sale = {
    acks: wholeSale.acks.filter((a) => a.raffleId === raffleId),
    doubleTaps: wholeSale.doubleTaps.filter((d) => d.raffleId === raffleId),
  };
  const [raffle] = await psqlJson(
    url,
    `SELECT sold_tickets, status, numbers_version FROM raffles WHERE id = '${raffleId}'`,
  );
  const tickets = await psqlJson(
    url,
    `SELECT id, user_id, numbers::text AS numbers, idempotency_key FROM tickets WHERE raffle_id = '${raffleId}'`,
  );
  const rows = await psqlJson(
    url,
    `SELECT number, ticket_id FROM ticket_numbers WHERE raffle_id = '${raffleId}'`,
  );
  const numbers = rows.map((r) => Number(r.number));
  const distinct = new Set(numbers);

  // No number sold twice: the primary key's rows, the tickets' own lists and the counter agree.
  const listed = tickets.flatMap((t) => JSON.parse(t.numbers).map((n) => `${t.id}:${n}`));
  const rowKeys = new Set(rows.map((r) => `${r.ticket_id}:${r.number}`));
  const noDoubleSale =
    distinct.size === numbers.length &&
    listed.length === rows.length &&
    listed.every((k) => rowKeys.has(k)) &&
    raffle.sold_tickets === numbers.length;
  if (!noDoubleSale)
    problems.push(
      `double sale or disagreement: ${numbers.length} rows, ${distinct.size} numbers, ${listed.length} in tickets, sold_tickets ${raffle.sold_tickets}`,
    );
  const expectedSold = Math.min(buyers, total);
  if (numbers.length !== expectedSold)
    problems.push(`${numbers.length} numbers sold, expected ${expectedSold}`);
  if (total <= buyers && raffle.status !== 'waiting')
    problems.push(`raffle status ${raffle.status}, expected waiting (sold out)`);

  // Every acknowledged purchase exists, as acknowledged.
  const byId = new Map(tickets.map((t) => [t.id, t]));
  const lost = sale.acks.filter((a) => {
    const t = byId.get(a.ticketId);
    return (
      !t ||
      t.user_id !== buyerId(a.buyer) ||
      t.numbers !== `[${a.number}]` ||
      t.idempotency_key !== a.key
    );
  });
  if (lost.length) problems.push(`${lost.length} acknowledged purchase(s) missing or different`);

  // Nothing bought twice: one ticket per buyer, none unacknowledged, every replay the same ticket.
  const perBuyer = new Map();
  for (const t of tickets) perBuyer.set(t.user_id, (perBuyer.get(t.user_id) ?? 0) + 1);
  const twice = [...perBuyer.values()].filter((n) => n > 1).length;
  if (twice) problems.push(`${twice} buyer(s) with more than one ticket`);
  const acked = new Set(sale.acks.map((a) => a.ticketId));
  const unacked = tickets.filter((t) => !acked.has(t.id)).length;
  if (unacked) problems.push(`${unacked} ticket(s) never acknowledged to their buyer`);
  const badTaps = sale.doubleTaps.filter(
    (d) => d.status !== 200 || !d.replayedHeader || !d.sameTicket,
  );
  if (badTaps.length)
    problems.push(
      `${badTaps.length} double tap(s) not answered as a replay of the same ticket: ${JSON.stringify(badTaps[0])}`,
    );
  if (sale.acks.length !== expectedSold)
    problems.push(`${sale.acks.length} purchases acknowledged, expected ${expectedSold}`);
  return {
    problems,
    facts: {
      numbersSold: numbers.length,
      distinctNumbers: distinct.size,
      tickets: tickets.length,
      acknowledged: sale.acks.length,
      lostAcknowledged: lost.length,
      buyersWithTwoTickets: twice,
      unacknowledgedTickets: unacked,
      doubleTaps: sale.doubleTaps.length,
      doubleTapsReplayed: sale.doubleTaps.length - badTaps.length,
      raffleStatus: raffle.status,
      soldTickets: raffle.sold_tickets,
    },
    raffle,
    sold: numbers,
  };
}

// --- the run ----------------------------------------------------------------------------------
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;

async function main() {
  const o = options(process.argv.slice(2));
  if (!fs.existsSync(o.bin)) throw new Error(`no rifa-server at ${o.bin} (build it or pass --bin)`);
  const dir = o.workdir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rifa-failover-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755); // nginx's worker and postgres read below it
  if (!o.workdir) cleanups.unshift(() => fs.promises.rm(dir, { recursive: true, force: true }));
  log(`work directory ${dir}`);

  const webDir = o.webDir ?? path.join(dir, 'web');
  if (!o.webDir) {
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Rifa</title>\n');
  }
  const shared = { webDir, keyFile: path.join(dir, 'jwt-es256.pem') };
  shared.databaseUrl = await database(o, dir);
  shared.nginxPort = await freePort();
  shared.siteUrl = `http://127.0.0.1:${shared.nginxPort}`;

  // The first instance creates the schema and the key; the others start on both.
  log('starting three instances');
  const instances = [await startInstance(o, dir, shared, 1)];
  instances.push(...(await Promise.all([2, 3].map((i) => startInstance(o, dir, shared, i)))));
  let nginx = await startNginx(
    dir,
    shared.nginxPort,
    instances.map((i) => i.port),
  );

  log(`creator and ${o.buyers} buyers`);
  const env1 = instances[0].env;
  await cli(o, env1, [
    'create-user',
    '--email',
    'creator@failover.io',
    '--password',
    'Passw0rd!failover',
    '--name',
    'Creador',
  ]);
  await cli(o, env1, ['grant-plan', '--email', 'creator@failover.io', '--plan', 'Pro']);
  const signIn = await request(
    undefined,
    shared.nginxPort,
    'POST',
    '/auth/v1/token?grant_type=password',
    {
      json: { email: 'creator@failover.io', password: 'Passw0rd!failover' },
    },
  );
  if (signIn.status !== 200) throw new Error(`creator sign-in: ${signIn.status}`);
  shared.creatorToken = signIn.body.access_token;
  // Publishing needs an active payment method of the creator.
  const method = await request(undefined, shared.nginxPort, 'POST', '/api/v1/payment-methods', {
    headers: { authorization: `Bearer ${shared.creatorToken}` },
    json: {
      type: 'pago_movil',
      name: 'Pago móvil',
      details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
    },
  });
  if (method.status !== 201) throw new Error(`creator payment method: ${method.status}`);
  await addBuyers(shared.databaseUrl, o.buyers);

  // An upload over the limit, through nginx and to an instance itself: the same answer (the API's
  // JSON in the spec's words), whichever of the two refuses it.
  const overLimit = (port) =>
    request(undefined, port, 'PUT', '/api/v1/profiles/me/avatar', {
      headers: { authorization: `Bearer ${shared.creatorToken}`, 'content-type': 'image/png' },
      raw: Buffer.alloc(7 * 1024 * 1024),
    }).then(
      (r) => ({ status: r.status, body: r.body }),
      (e) => ({ status: 'cut', body: e.message }),
    );
  const uploads = {
    throughNginx: await overLimit(shared.nginxPort),
    direct: await overLimit(instances[0].port),
  };
  const key = crypto.createPrivateKey(fs.readFileSync(shared.keyFile));
  // The issuer as the instances write it (SITE_URL's auth endpoint), read from the creator's token.
  const issuer = JSON.parse(
    Buffer.from(shared.creatorToken.split('.')[1], 'base64url').toString(),
  ).iss;
  shared.tokens = Array.from({ length: o.buyers }, (_, i) => token(key, issuer, i + 1));

  const total = raffleSize(o.buyers);
  const report = {
    buyers: o.buyers,
    numbers: total,
    instances: 3,
    machine: { cpus: os.cpus().length, loadBefore: os.loadavg()[0] },
    uploads,
    scaling: undefined,
    failover: undefined,
    problems: [],
  };
  if (
    uploads.direct.status !== 413 ||
    JSON.stringify(uploads.throughNginx) !== JSON.stringify(uploads.direct)
  )
    report.problems.push(
      `a 7 MB upload: ${JSON.stringify(uploads.throughNginx)} through nginx, ${JSON.stringify(uploads.direct)} from rifa-server`,
    );

  // Purchases/s and p99 through nginx with 1, 2 and 3 instances behind it, interleaved rounds:
  // every buyer racing for the numbers of one raffle, and the buyers spread over ten raffles.
  if (o.scaling) {
    const counts = [1, 2, 3];
    const scenarios = [
      { name: 'one raffle', raffles: 1 },
      { name: 'ten raffles', raffles: 10 },
    ];
    const runs = new Map();
    for (let round = 0; round <= o.rounds; round++) {
      for (const sc of scenarios) {
        const perRaffle = Math.ceil(o.buyers / sc.raffles);
        const size = raffleSize(perRaffle);
        for (const n of counts) {
          await nginx.stop();
          nginx = await startNginx(
            dir,
            shared.nginxPort,
            instances.slice(0, n).map((i) => i.port),
          );
          const ids = [];
          for (let r = 0; r < sc.raffles; r++)
            ids.push(await createRaffle(shared, size, `Escala ${n} r${round}-${r}`));
          const sale = await flashSale(shared, ids, size);
          const where = `scaling, ${sc.name}, ${n} instance(s), round ${round}`;
          report.problems.push(...sale.problems.map((p) => `${where}: ${p}`));
          for (const [r, id] of ids.entries()) {
            const buyers = Math.floor(o.buyers / sc.raffles) + (r < o.buyers % sc.raffles ? 1 : 0);
            const checked = await checkSale(shared.databaseUrl, id, sale, buyers, size);
            report.problems.push(...checked.problems.map((p) => `${where}: ${p}`));
          }
          log(
            `${sc.name}, ${n} instance(s), ${round === 0 ? 'warm-up' : `round ${round}`}: ${sale.rate.toFixed(0)} purchases/s, p99 ${ms(sale.p99)}, ${sale.statuses[409] ?? 0} × 409`,
          );
          const key = `${sc.name}/${n}`;
          if (!runs.has(key)) runs.set(key, []);
          if (round > 0) runs.get(key).push(sale);
        }
      }
    }
    report.scaling = scenarios.flatMap((sc) => {
      const base = runs.get(`${sc.name}/1`);
      const baseRate = median(base.map((r) => r.rate));
      const baseP99 = median(base.map((r) => r.p99));
      return counts.map((n) => {
        const list = runs.get(`${sc.name}/${n}`);
        const rate = median(list.map((r) => r.rate));
        const p99 = median(list.map((r) => r.p99));
        return {
          scenario: sc.name,
          raffles: sc.raffles,
          instances: n,
          rate,
          rates: list.map((r) => r.rate),
          p50: median(list.map((r) => r.p50)),
          p99,
          p99s: list.map((r) => r.p99),
          conflicts: median(list.map((r) => r.statuses[409] ?? 0)),
          rateRatio: rate / baseRate,
          p99Ratio: p99 / baseP99,
        };
      });
    });
    await nginx.stop();
    nginx = await startNginx(
      dir,
      shared.nginxPort,
      instances.map((i) => i.port),
    );
  }

  // The failover run: subscribers everywhere, then the sale with instance 2 killed mid-way.
  log(`flash sale of ${o.buyers} buyers, instance 2 killed after ${o.killAfter} purchases`);
  const raffleId = await createRaffle(shared, total, 'Venta con una instancia perdida');
  const [{ numbers_version: fromVersion }] = await psqlJson(
    shared.databaseUrl,
    `SELECT numbers_version FROM raffles WHERE id = '${raffleId}'`,
  );
  log(`raffle ${raffleId} at version ${fromVersion}`);
  const subscribers = [];
  for (const inst of instances)
    for (let k = 1; k <= o.subscribers; k++)
      subscribers.push(await subscribe(inst.port, raffleId, `instance ${inst.index} #${k}`));
  for (let k = 1; k <= o.subscribers; k++)
    subscribers.push(await subscribe(shared.nginxPort, raffleId, `nginx #${k}`));
  log(`${subscribers.length} subscribers`);
  const victim = instances[1];
  let killedAt;
  const sale = await flashSale(shared, [raffleId], total, {
    onAck: (count) => {
      if (killedAt === undefined && count >= o.killAfter) {
        killedAt = count;
        victim.killed = true;
        // Frozen first, so that requests are surely inside it (sent by nginx, read or not) when
        // SIGKILL comes: a machine that hangs, then dies.
        victim.child.kill('SIGSTOP');
        setTimeout(() => victim.child.kill('SIGKILL'), FREEZE_MS);
      }
    },
    doubleTap: (b) => b % 10 === 0,
  });
  if (killedAt === undefined) {
    report.problems.push(
      `failover: the sale ended with ${sale.acks.length} purchases, before the kill at ${o.killAfter}`,
    );
    victim.child.kill('SIGKILL');
  }
  await exited(victim.child);
  const checked = await checkSale(shared.databaseUrl, raffleId, sale, o.buyers, total);
  report.problems.push(...[...sale.problems, ...checked.problems].map((p) => `failover: ${p}`));

  // Subscribers still connected (those on the survivors; through nginx, those not on the victim)
  // must have everything: wait until each has seen the last version, or 20 s.
  const toVersion = checked.raffle.numbers_version;
  const open = (s) => s.closed === undefined && s.ws.readyState === WebSocket.OPEN;
  const directOnVictim = subscribers.filter((s) => s.port === victim.port);
  // The victim's sockets close as its process goes; their close may be read a moment later.
  const closing = Date.now() + 10_000;
  while (Date.now() < closing && directOnVictim.some(open)) await sleep(20);
  const surviving = subscribers.filter(open);
  const lostDirect = directOnVictim.filter((s) => surviving.includes(s)).length;
  if (lostDirect)
    report.problems.push(`failover: ${lostDirect} subscriber(s) of the killed instance still open`);
  const deadline = Date.now() + 20_000;
  while (
    Date.now() < deadline &&
    surviving.some((s) => Math.max(fromVersion, ...s.versions) < toVersion)
  )
    await sleep(50);
  const subscriberResults = subscribers.map((s) => ({
    label: s.label,
    survived: surviving.includes(s),
    events: s.versions.length,
    problems: surviving.includes(s) ? checkSubscriber(s, fromVersion, toVersion, checked.sold) : [],
  }));
  for (const r of subscriberResults)
    report.problems.push(...r.problems.map((p) => `failover, subscriber ${r.label}: ${p}`));
  const survivingCount = subscriberResults.filter((r) => r.survived).length;
  const expectedSurvivors = subscribers.length - directOnVictim.length;
  for (const s of subscribers) {
    clearInterval(s.heartbeat);
    s.ws.onclose = null;
    s.ws.close();
  }
  report.failover = {
    killedInstance: victim.index,
    killedAfterAcks: killedAt,
    ...checked.facts,
    rate: sale.rate,
    p50: sale.p50,
    p99: sale.p99,
    statuses: sale.statuses,
    cutRequests: sale.cut,
    retriedSameKey: sale.retried,
    ackedAfterRetry: sale.ackedAfterRetry,
    replaysOfCutRequests: sale.replaysOfCut,
    eventsExpected: toVersion - fromVersion,
    subscribers: subscribers.length,
    subscribersSurviving: survivingCount,
    subscribersThroughNginxSurviving: subscriberResults.filter(
      (r) => r.survived && r.label.startsWith('nginx'),
    ).length,
    subscribersExpectedAtLeast: expectedSurvivors - o.subscribers, // those through nginx may have landed on the victim
    subscriberResults,
  };
  if (survivingCount < subscribers.length - directOnVictim.length - o.subscribers)
    report.problems.push(`failover: only ${survivingCount} subscriber(s) stayed connected`);
  report.machine.loadAfter = os.loadavg()[0];
  return { o, report };
}

function printReport(report) {
  const f = report.failover;
  const lines = [];
  if (report.scaling) {
    lines.push(
      `Flash sale of ${report.buyers} buyers through nginx (deploy/nginx.conf), each buying one number, on one raffle or spread over ten; medians of the rounds:`,
      '',
    );
    lines.push(
      '| buyers race on | instances | purchases/s (runs) | × 1 instance | p50 | p99 (runs) | p99 × 1 instance | 409s |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const r of report.scaling)
      lines.push(
        `| ${r.scenario} | ${r.instances} | ${r.rate.toFixed(0)} (${r.rates.map((x) => x.toFixed(0)).join(', ')}) | ${r.rateRatio.toFixed(2)}× | ${ms(r.p50)} | ${ms(r.p99)} (${r.p99s.map((x) => x.toFixed(1)).join(', ')}) | ${r.p99Ratio.toFixed(2)}× | ${r.conflicts} |`,
      );
    lines.push('');
  }
  if (f) {
    lines.push(
      `Failover: ${report.buyers} buyers, instance ${f.killedInstance} frozen (SIGSTOP) after ${f.killedAfterAcks} acknowledged purchases and SIGKILLed ${FREEZE_MS} ms later;`,
      `  ${f.acknowledged} acknowledged, ${f.numbersSold} numbers sold (${f.distinctNumbers} distinct), ${f.tickets} tickets, raffle ${f.raffleStatus};`,
      `  ${f.cutRequests} requests cut (no answer or 502/503/504), all re-sent with their key; ${f.ackedAfterRetry} purchases acknowledged by a retry, ${f.replaysOfCutRequests} of them replays of a purchase the cut request had made;`,
      `  ${f.doubleTapsReplayed}/${f.doubleTaps} double taps answered 200 Idempotent-Replayed with the same ticket; acknowledged but missing: ${f.lostAcknowledged}; buyers with two tickets: ${f.buyersWithTwoTickets}; unacknowledged tickets: ${f.unacknowledgedTickets};`,
      `  ${f.subscribersSurviving}/${f.subscribers} WebSocket subscribers stayed connected, each checked for all ${f.eventsExpected} events; answers ${JSON.stringify(f.statuses)};`,
      `  ${f.rate.toFixed(0)} purchases/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}.`,
    );
  }
  lines.push(
    report.problems.length
      ? `\nPROBLEMS (${report.problems.length}):\n- ${report.problems.join('\n- ')}`
      : '\nAll checks passed.',
  );
  return lines.join('\n');
}

let exitCode = 2;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    log(`${signal}: stopping everything`);
    stopAll().finally(() => process.exit(130));
  });
try {
  const { o, report } = await main();
  console.log(printReport(report));
  if (o.json) fs.writeFileSync(o.json, JSON.stringify(report, null, 2));
  exitCode = report.problems.length ? 1 : 0;
} catch (error) {
  console.error(`failover: ${error.stack ?? error}`);
} finally {
  await stopAll();
}
process.exit(exitCode);
