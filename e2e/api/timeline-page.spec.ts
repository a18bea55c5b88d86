/**
 * The timeline, opened for the first time (issues 14, 35): rifa-server answers /app/timeline with
 * the web app's page carrying the timeline's first page for the app and that page as HTML (a card
 * per raffle: image, title, price), so it shows before the app's scripts.
 * What a raffle's creator wrote is escaped. Both databases, against the real binary and the built
 * web app.
 */
import { test, expect } from '../support/fixtures';
import { api, createRaffle, grantPlan, putRaffleImage, signUp } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

const TITLE = 'Nevera "Frigilux" <2026> & más';
const ESCAPED = 'Nevera &quot;Frigilux&quot; &lt;2026&gt; &amp; más';

test.describe('the timeline page', () => {
  // A server of its own: the other specs' raffles would be on the shared one's first page.
  let dedicated: RunningServer | undefined;
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('carries its first page, and that page as HTML: a card per raffle with its image and title', async ({
    database,
  }) => {
    dedicated = await startServer({ database });
    const server = dedicated;
    const creator = await signUp(server, 'Rosa');
    await grantPlan(server, creator.email, 'pro'); // two raffles at once
    await createRaffle(server, creator, { title: 'Televisor 55"' });
    const raffle = await createRaffle(server, creator, { title: TITLE });
    const stored = await putRaffleImage(server, creator, raffle.id, 1000, 500);
    const answer = (await api(server, '/raffles?page=0&limit=16')).body;
    expect(answer.data[0].id).toBe(raffle.id);

    const res = await fetch(`${server.url}/app/timeline`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();

    // The app's copy of the first page: the list's answer, whole.
    const data = /<script type="application\/json" id="rifa-timeline">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual(answer);
    expect(html).not.toContain('<2026>');

    // The page as HTML: the newest raffle's card copies (up to 640 px) and title, then the next
    // raffle's title (it has no image).
    const shell = html.slice(html.indexOf('<div id="root">'));
    const copies = (stored.image_variants as { width: number; url: string }[]).filter(
      (v) => v.width <= 640,
    );
    const img = /<img class="rifa-ssr__card-image" src="([^"]*)" srcset="([^"]*)"/.exec(shell);
    expect(img?.[1]).toBe(stored.image_url);
    expect(img?.[2]).toBe(copies.map((v) => `${v.url} ${v.width}w`).join(', '));
    const titles = [...shell.matchAll(/<span class="rifa-ssr__card-title">([^<]*)</g)].map(
      (m) => m[1],
    );
    expect(titles).toEqual([ESCAPED, 'Televisor 55&quot;']);
    expect(shell).toContain(`href="/app/raffle/${raffle.id}"`);
    expect(shell).toContain('<strong>$ 2,50</strong>');
    const picture = await fetch(new URL(copies.at(-1)?.url ?? '-', server.url));
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  test('HEAD answers the headers only; other methods are refused', async ({ server }) => {
    const head = await fetch(`${server.url}/app/timeline`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
    expect((await fetch(`${server.url}/app/timeline`, { method: 'POST' })).status).toBe(405);
  });
});
