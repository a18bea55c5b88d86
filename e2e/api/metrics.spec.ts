/**
 * Metrics (issue 37, part 2): /metrics in Prometheus' text format, behind METRICS_TOKEN on the
 * main port or alone on METRICS_PORT; not exposed when neither is set. A purchase and a refusal
 * show up, by route template and by reason. Runs on both databases.
 */
import WebSocket from 'ws';

import { api, buyNumbers, createRaffle, signUp } from '../support/api';
import { businessOwner, counterSale } from '../support/business';
import { expect, test } from '../support/fixtures';
import { freePort, startServer, type RunningServer } from '../support/server';

const TOKEN = 'metrics-token-for-the-e2e-tests';
const PURCHASE_ROUTE = 'route="/api/v1/raffles/{id}/tickets"';

/** The value of the series written exactly `series` in the exposition `text` (undefined: absent). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(url: string, token?: string) {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

test.describe('metrics behind METRICS_TOKEN', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer | undefined;
  test.beforeAll(async ({ database }) => {
    server = await startServer({
      database,
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_MULTIPLIER: '100' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the token is required', async () => {
    const none = await scrape(`${server!.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.text).not.toContain('rifa_');
    expect((await scrape(`${server!.url}/metrics`, `${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`${server!.url}/metrics`, TOKEN.slice(1))).status).toBe(401);
    const scraped = await scrape(`${server!.url}/metrics`, TOKEN);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toContain('text/plain; version=0.0.4');
    for (const family of [
      'rifa_http_request_duration_seconds histogram',
      'rifa_purchases_total counter',
      'rifa_counter_sales_total counter',
      'rifa_db_commit_group_size histogram',
      'rifa_db_fsync_seconds histogram',
      'rifa_db_connections gauge',
      'rifa_db_writer_queue gauge',
      'rifa_realtime_connections gauge',
      'rifa_realtime_events_sent_total counter',
      'rifa_job_runs_total counter',
      'rifa_job_lag_seconds gauge',
      'rifa_proof_queue_depth gauge',
      'rifa_proof_reads_total counter',
    ]) {
      expect(scraped.text, family).toContain(`# TYPE ${family}`);
    }
    // Refusals appear with their first reason (see the next test).
  });

  test('a purchase and a refusal show up, by route template and by reason', async () => {
    const s = server!;
    const before = (await scrape(`${s.url}/metrics`, TOKEN)).text;
    const created = 'rifa_purchases_total{result="created"}';
    const taken = 'rifa_purchase_refusals_total{reason="numbers_unavailable"}';
    const http201 = `rifa_http_request_duration_seconds_count{method="POST",${PURCHASE_ROUTE},status="201"}`;
    const http409 = `rifa_http_request_duration_seconds_count{method="POST",${PURCHASE_ROUTE},status="409"}`;

    const creator = await signUp(s, 'Creadora');
    const buyer = await signUp(s, 'Compradora');
    const raffle = await createRaffle(s, creator);
    expect((await buyNumbers(s, buyer, raffle.id, [3, 4])).status).toBe(201);
    const refused = await buyNumbers(s, buyer, raffle.id, [4]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('numbers_unavailable');
    const raffleRead = await api(s, `/raffles/${raffle.id}`);
    expect(raffleRead.status).toBe(200);

    const after = (await scrape(`${s.url}/metrics`, TOKEN)).text;
    expect(valueOf(after, created)).toBe((valueOf(before, created) ?? 0) + 1);
    expect(valueOf(after, taken)).toBe((valueOf(before, taken) ?? 0) + 1);
    expect(valueOf(after, http201)).toBe((valueOf(before, http201) ?? 0) + 1);
    expect(valueOf(after, http409)).toBe((valueOf(before, http409) ?? 0) + 1);
    expect(
      valueOf(
        after,
        'rifa_http_request_duration_seconds_count{method="GET",route="/api/v1/raffles/{id}",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // Route templates only: no raffle id (nor any other raw path) becomes a label value.
    expect(after).not.toContain(raffle.id);
    // The purchase went through the group writer.
    expect(valueOf(after, 'rifa_db_commit_group_size_count')).toBeGreaterThan(
      valueOf(before, 'rifa_db_commit_group_size_count') ?? 0,
    );
  });

  test('a counter sale is counted apart from online purchases', async () => {
    const s = server!;
    const sold = 'rifa_counter_sales_total{result="created"}';
    const online = 'rifa_purchases_total{result="created"}';
    const before = (await scrape(`${s.url}/metrics`, TOKEN)).text;
    const owner = await businessOwner(s, 'Taquilla');
    const raffle = await createRaffle(s, owner);
    const res = await counterSale(s, owner, raffle.id, { numbers: [5], buyer_name: 'Luis Pérez' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = (await scrape(`${s.url}/metrics`, TOKEN)).text;
    expect(valueOf(after, sold)).toBe((valueOf(before, sold) ?? 0) + 1);
    expect(valueOf(after, online)).toBe(valueOf(before, online));
  });

  test('open WebSockets and the events sent to them', async () => {
    const s = server!;
    const creator = await signUp(s, 'Creadora');
    const buyer = await signUp(s, 'Comprador');
    const raffle = await createRaffle(s, creator);
    const topic = `raffle:${raffle.id}`;
    const sentBefore =
      valueOf((await scrape(`${s.url}/metrics`, TOKEN)).text, 'rifa_realtime_events_sent_total') ??
      0;

    const socket = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1`, {
      origin: s.siteUrl,
    });
    const messages: Array<Record<string, unknown>> = [];
    socket.on('message', (data) =>
      messages.push(JSON.parse(data.toString()) as Record<string, unknown>),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', topic }));
    await expect.poll(() => messages.some((m) => m['type'] === 'subscribed')).toBe(true);
    const open = (await scrape(`${s.url}/metrics`, TOKEN)).text;
    expect(valueOf(open, 'rifa_realtime_connections')).toBe(1);

    expect((await buyNumbers(s, buyer, raffle.id, [8])).status).toBe(201);
    await expect.poll(() => messages.some((m) => m['type'] === 'event')).toBe(true);
    const sent = valueOf(
      (await scrape(`${s.url}/metrics`, TOKEN)).text,
      'rifa_realtime_events_sent_total',
    );
    expect(sent).toBeGreaterThan(sentBefore);

    socket.close(1000);
    await expect
      .poll(async () =>
        valueOf((await scrape(`${s.url}/metrics`, TOKEN)).text, 'rifa_realtime_connections'),
      )
      .toBe(0);
  });
});

test('without METRICS_TOKEN nor METRICS_PORT nothing is exposed', async ({ server }) => {
  const res = await scrape(`${server.url}/metrics`, TOKEN);
  expect(res.text).not.toContain('# TYPE rifa_');
});

test('METRICS_PORT: a listener of its own, open on its loopback address', async ({ database }) => {
  const port = await freePort();
  const server = await startServer({ database, env: { METRICS_PORT: String(port) } });
  try {
    const own = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(own.text).toContain('# TYPE rifa_purchases_total counter');
    expect(own.text).toContain('rifa_job_runs_total{job_name="hold_expiry",result="ok"}');
    expect((await scrape(`http://127.0.0.1:${port}/`)).status).toBe(404);
    // Not on the main port (no METRICS_TOKEN).
    expect((await scrape(`${server.url}/metrics`)).text).not.toContain('# TYPE rifa_');
  } finally {
    await server.stop();
  }
});
