// The buyer's pages on the network buyers have (issue 35): Chromium (Debian's, through
// playwright-core) with DevTools' network emulation at 2,000 ms round trip, 400 kbit/s down and up,
// and the CPU slowed 4×, a 390 × 844 phone. Starts its own rifa-server on a free loopback port with
// a fresh DATA_DIR, seeds it through the API (a Pro creator with a Bs rate, a 100-number and a
// 10,000-number raffle with sales, a page of other raffles, a buyer with a ticket on hold), then
// loads each page cold (a fresh browser context: empty cache, no service worker) and warm (the same
// context again, after the cold load has settled), SLOW3G_RUNS times, interleaved.
//
// Reported per load, from the navigation's start:
//  - visible: the first moment the page shows its data (the page's own test below: for a raffle
//    its price and a number of its grid, for the timeline a card's price, for a ticket its numbers);
//  - pickable (raffles): the moment of the first tap on a free number that selected it (a tap is
//    tried every 250 ms from the moment a free number is on screen; a tap counts when, two frames
//    later, the number shows as selected: aria-pressed, a checked box or the selected class);
//  - bytes and requests before interaction: what had been transferred (encoded, with headers) by
//    then (the pick on a raffle, `visible` elsewhere);
//  - bytes and requests until the load settled (no request for 3 s).
//
// Knobs: RIFA_SERVER_BIN (build/release/rifa-server), BENCH_WEB_DIR (web/dist), SLOW3G_RUNS (3),
// CHROME_PATH (/usr/bin/chromium), SLOW3G_ONLY (regex on page ids), SLOW3G_OUT (a Markdown section;
// stdout otherwise), SLOW3G_JSON (every load's figures).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PASSWORD, startBenchServer } from '../lib/bench-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const serverBin = process.env.RIFA_SERVER_BIN ?? path.join(root, 'build/release/rifa-server');
const webDir = process.env.BENCH_WEB_DIR ?? path.join(root, 'web/dist');
const runs = Number(process.env.SLOW3G_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const only = process.env.SLOW3G_ONLY ? new RegExp(process.env.SLOW3G_ONLY) : null;
const AUTH_STORAGE_KEY = 'rifa-auth'; // web/src/lib/auth-config.ts
const PRICE = 7.5; // every raffle's; shown as "$ 7,50" (its digits are what `visible` looks for)

// DevTools' Slow 3G is 400 ms / 400 kbit/s; the issue measured 2 s round trips on Venezuelan data.
const NETWORK = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;
const PAGE_TIMEOUT_MS = 120_000;
const SETTLE_MS = 3000;

const log = (...args) => console.error('[slow3g]', ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- The server ---------------------------------------------------------------------------------
const rifa = await startBenchServer({ serverBin, webDir, tag: 'slow3g' });
const { origin, api, signUp, signIn } = rifa;
let browser;
async function cleanup() {
  if (browser) await browser.close().catch(() => {});
  await rifa.stop();
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => cleanup().then(() => process.exit(143)));

// --- Seed ---------------------------------------------------------------------------------------
async function seed() {
  await signUp('creador@bench.io', 'Creadora Bench');
  rifa.grantPlan('creador@bench.io', 'Pro');
  const creator = (await signIn('creador@bench.io')).access_token;
  // Publishing needs an active payment method of the creator.
  await api('POST', '/api/v1/payment-methods', {
    token: creator,
    body: {
      type: 'pago_movil',
      name: 'Pago móvil',
      details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
    },
  });
  await api('PATCH', '/api/v1/profiles/me', { token: creator, body: { exchange_rate: 245.5 } });
  const end = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const raffle = (title, total) =>
    api('POST', '/api/v1/raffles', {
      token: creator,
      body: {
        title,
        description: 'Moto 0 km, papeles al día. Se entrega en Maracaibo.',
        ticket_price: PRICE,
        total_tickets: total,
        lottery: 'zulia',
        end_date: end,
      },
    });
  const others = [];
  for (let i = 1; i <= 18; i++) others.push(await raffle(`Rifa de prueba ${i}`, i % 2 ? 100 : 1000));
  const small = await raffle('Cesta navideña', 100);
  const big = await raffle('Moto Bera 2026', 10_000);
  const photos = await prizePhotos(8);
  for (const [i, r] of [big, small, ...others.slice(-6)].entries()) {
    const res = await fetch(`${origin}/api/v1/raffles/${r.id}/image`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${creator}` },
      body: photos[i],
    });
    if (!res.ok) throw new Error(`image upload: ${res.status} ${await res.text()}`);
  }
  // 3,000 numbers of the big raffle and 40 of the small one taken by 10 buyers.
  for (let b = 0; b < 10; b++) {
    const token = (await signUp(`comprador${b}@bench.io`, `Comprador ${b}`)).access_token;
    for (let k = 0; k < 3; k++) {
      const first = (b * 3 + k) * 300;
      const numbers = Array.from({ length: 100 }, (_, i) => first + i * 3);
      await api('POST', `/api/v1/raffles/${big.id}/tickets`, { token, body: { numbers } });
    }
    const numbers = [b * 10 + 1, b * 10 + 3, b * 10 + 6, b * 10 + 8];
    await api('POST', `/api/v1/raffles/${small.id}/tickets`, { token, body: { numbers } });
  }
  await signUp('ana@bench.io', 'Ana Compradora');
  const session = await signIn('ana@bench.io');
  const ticket = await api('POST', `/api/v1/raffles/${big.id}/tickets`, {
    token: session.access_token,
    body: { numbers: [1, 2, 4, 5, 7, 9999] },
  });
  // The page session the sign-in gives (server/src/auth/page_session.hpp: an HttpOnly cookie the
  // browser keeps since Ana signed in on this phone), with which the ticket's link is answered as HTML.
  const answer = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@bench.io', password: PASSWORD }),
  });
  const [name, value] = (answer.headers.get('set-cookie') ?? '').split(';')[0].split('=');
  const pageCookie = name
    ? { name, value, domain: new URL(origin).hostname, path: '/app/tickets', httpOnly: true, sameSite: 'Lax' }
    : null;
  return { bigId: big.id, smallId: small.id, ticketId: ticket.id, session, pageCookie };
}

/** `count` different 1200 × 675 PNGs drawn in a canvas (a photo's weight after WebP, not a flat colour). */
async function prizePhotos(count) {
  const b = await chromium.launch({ executablePath: chromePath });
  try {
    const page = await b.newPage();
    const urls = await page.evaluate((n) => {
      const out = [];
      for (let k = 0; k < n; k++) {
        const canvas = document.createElement('canvas');
        canvas.width = 1200;
        canvas.height = 675;
        const g = canvas.getContext('2d');
        const fill = g.createLinearGradient(0, 0, 1200, 675);
        fill.addColorStop(0, `hsl(${k * 40}, 70%, 45%)`);
        fill.addColorStop(1, `hsl(${k * 40 + 120}, 70%, 60%)`);
        g.fillStyle = fill;
        g.fillRect(0, 0, 1200, 675);
        for (let c = 0; c < 60; c++) {
          g.fillStyle = `hsla(${(k * 53 + c * 29) % 360}, 80%, 60%, 0.5)`;
          g.beginPath();
          g.arc((c * 197) % 1200, (c * 131) % 675, 20 + ((c * 37) % 90), 0, 2 * Math.PI);
          g.fill();
        }
        g.fillStyle = '#fff';
        g.font = 'bold 96px sans-serif';
        g.fillText(`Premio ${k + 1}`, 80, 380);
        out.push(canvas.toDataURL('image/png'));
      }
      return out;
    }, count);
    return urls.map((url) => Buffer.from(url.split(',')[1], 'base64'));
  } finally {
    await b.close();
  }
}

// --- One load -----------------------------------------------------------------------------------
/**
 * Runs in every document before its scripts: records (performance.now(), from the navigation's
 * start) when the page's data is first visible and when a tap on a free number first selected it.
 */
function watcher({ visibleTest, pick, priceDigits }) {
  const shown = (el) => el !== null && el.checkVisibility?.() !== false && el.getClientRects().length > 0;
  const tests = {
    raffle: () =>
      document.body?.innerText.includes(priceDigits) && shown(document.querySelector('[data-number]')),
    timeline: () =>
      document.body?.innerText.includes(priceDigits) && shown(document.querySelector('a[href^="/app/raffle/"]')),
    ticket: () => /9999/.test(document.body?.innerText ?? ''),
  };
  const marks = (window.__slow3g = { visible: null, picked: null, tries: 0 });
  const selected = (cell) =>
    cell.getAttribute('aria-pressed') === 'true' ||
    cell.checked === true ||
    /--selected/.test(cell.className) ||
    cell.closest('[data-number]')?.querySelector('input')?.checked === true;
  let trying = false;
  const tick = () => {
    if (marks.visible === null && tests[visibleTest]()) marks.visible = performance.now();
    if (!pick || marks.picked !== null || trying || marks.visible === null) return;
    const cell = [...document.querySelectorAll('[data-number]')].find(
      (c) => shown(c) && !c.disabled && !selected(c),
    );
    if (!cell) return;
    trying = true;
    marks.tries += 1;
    const at = performance.now();
    cell.click();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        trying = false;
        // The app may have replaced the cell meanwhile: look for that number again.
        const now = document.querySelector(`[data-number="${cell.dataset.number}"]`) ?? cell;
        if (selected(now) || selected(cell)) marks.picked = at;
      }),
    );
  };
  setInterval(tick, 250);
  document.addEventListener('DOMContentLoaded', tick);
}

async function load(context, url, { visibleTest, pick }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = new Map(); // requestId → {url, chunks: [[t, bytes]], finished, total}
  let start = null;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (start === null && e.type === 'Document') start = e.timestamp;
    requests.set(e.requestId, { url: e.request.url, chunks: [], finished: null, total: 0 });
    lastActivity = Date.now();
  });
  cdp.on('Network.dataReceived', (e) => {
    requests.get(e.requestId)?.chunks.push([e.timestamp, e.encodedDataLength]);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { finished: e.timestamp, total: e.encodedDataLength });
    lastActivity = Date.now();
  });
  await page.addInitScript(watcher, { visibleTest, pick, priceDigits: '7,50' });
  await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
  const deadline = Date.now() + PAGE_TIMEOUT_MS;
  let marks;
  for (;;) {
    marks = await page.evaluate(() => window.__slow3g).catch(() => null);
    const done = marks && marks.visible !== null && (!pick || marks.picked !== null);
    if ((done && Date.now() - lastActivity > SETTLE_MS) || Date.now() > deadline) break;
    await sleep(250);
  }
  // Transferred by `ms` after the navigation's start: finished requests whole, others by chunk.
  const before = (ms) => {
    let bytes = 0;
    let count = 0;
    for (const r of requests.values()) {
      const at = (t) => (t - start) * 1000 <= ms;
      if (r.finished !== null && at(r.finished)) {
        bytes += r.total;
        count += 1;
      } else {
        const part = r.chunks.filter(([t]) => at(t)).reduce((s, [, b]) => s + b, 0);
        if (part > 0) {
          bytes += part;
          count += 1;
        }
      }
    }
    return { bytes, count };
  };
  const interaction = pick ? marks?.picked : marks?.visible;
  const atInteraction = interaction == null ? { bytes: null, count: null } : before(interaction);
  const all = before(Infinity);
  await page.close();
  return {
    visible: marks?.visible ?? null,
    pickable: pick ? (marks?.picked ?? null) : null,
    bytesBefore: atInteraction.bytes,
    requestsBefore: atInteraction.count,
    bytesTotal: all.bytes,
    requestsTotal: all.count,
  };
}

// --- Report -------------------------------------------------------------------------------------
const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((x, y) => x - y);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const kb = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(0)} KB`);
const range = (values, fmt) => {
  const v = values.filter((x) => x !== null);
  if (v.length < 2) return '';
  return ` (${fmt(Math.min(...v))}–${fmt(Math.max(...v))})`;
};

try {
  await rifa.up();
  log(`seeding ${origin}`);
  const { bigId, smallId, ticketId, session, pageCookie } = await seed();
  const pages = [
    { id: 'raffle-100', url: `/app/raffle/${smallId}`, visibleTest: 'raffle', pick: true },
    { id: 'raffle-10000', url: `/app/raffle/${bigId}`, visibleTest: 'raffle', pick: true },
    { id: 'timeline', url: '/app/timeline', visibleTest: 'timeline', pick: false },
    { id: 'ticket', url: `/app/tickets/${ticketId}`, visibleTest: 'ticket', pick: false, session: true },
  ].filter((p) => !only || only.test(p.id));
  browser = await chromium.launch({ executablePath: chromePath });
  const results = new Map(); // `${id} cold|warm` → [load…]
  for (let round = 1; round <= runs; round++) {
    for (const p of pages) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'es-VE',
        // The service worker asks the network for a ticket's page (scripts/service-worker.js), and
        // CDP's throttling does not reach a service worker's own requests: with it, the warm load
        // would fetch that page at full speed. Without it the page comes over the emulated network
        // and the app's files from the HTTP cache, as the service worker would give them.
        serviceWorkers: p.id === 'ticket' ? 'block' : 'allow',
      });
      if (p.session && pageCookie) await context.addCookies([pageCookie]);
      if (p.session)
        await context.addInitScript(
          ([key, value]) => {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
          },
          [AUTH_STORAGE_KEY, JSON.stringify(session)],
        );
      for (const temperature of ['cold', 'warm']) {
        const r = await load(context, `${origin}${p.url}`, p);
        log(`round ${round} ${p.id} ${temperature}: ${JSON.stringify(r)}`);
        const key = `${p.id} ${temperature}`;
        results.set(key, [...(results.get(key) ?? []), r]);
      }
      await context.close();
    }
  }
  if (process.env.SLOW3G_JSON) await writeFile(process.env.SLOW3G_JSON, JSON.stringify([...results], null, 2));
  const rows = [...results].map(([key, loads]) => {
    const col = (name, fmt) => {
      const values = loads.map((l) => l[name]);
      return fmt(median(values)) + range(values, fmt);
    };
    return `| ${key} | ${col('visible', seconds)} | ${col('pickable', seconds)} | ${col('bytesBefore', kb)} / ${col(
      'requestsBefore',
      (n) => (n === null ? '—' : String(n)),
    )} | ${col('bytesTotal', kb)} / ${col('requestsTotal', (n) => (n === null ? '—' : String(n)))} |`;
  });
  const section = [
    `Slow 3G (${NETWORK.latency} ms RTT, ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s, CPU ×${CPU_SLOWDOWN}, 390 × 844 @2×), median of ${runs} run(s) (range):`,
    '',
    '| page | price + grid visible | number picked | before interaction (bytes / requests) | until settled |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  if (process.env.SLOW3G_OUT) await writeFile(process.env.SLOW3G_OUT, section);
  else process.stdout.write(section);
} finally {
  await cleanup();
}
