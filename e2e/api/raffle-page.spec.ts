/**
 * A raffle's link, opened for the first time or fetched by a messaging app for its preview (issue
 * 14): rifa-server answers /app/raffle/{id} with the web app's page carrying the raffle's title,
 * Open Graph tags (title, description, image, address), its public answer and taken numbers for
 * the app, and the page itself as HTML (issue 35: title, image, price, grid, a form for 'Comprar').
 * What a raffle's creator wrote is escaped everywhere. Both databases, against the real binary and the built web app.
 */
import { test, expect } from '../support/fixtures';
import { api, createRaffle, grantPlan, putRaffleImage, signUp } from '../support/api';

const TITLE = 'Moto "Yamaha" <2026> & más';
const ESCAPED = 'Moto &quot;Yamaha&quot; &lt;2026&gt; &amp; más';

/** The content of `<meta {attribute}="{name}" content="…">`, or null. */
function metaContent(html: string, attribute: string, name: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html);
  return match ? (match[1] ?? '') : null;
}

test.describe('a raffle link', () => {
  test('carries its title, preview tags, public answer and numbers; the page as HTML shows its title and image', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Carmen');
    await grantPlan(server, creator.email, 'pro'); // 1,000 numbers
    const raffle = await createRaffle(server, creator, {
      title: TITLE,
      description: 'Una moto nueva,\n\nentregada en Maracaibo.',
      ticket_price: 1234.5,
      total_tickets: 1000,
    });
    await putRaffleImage(server, creator, raffle.id, 1000, 500);
    const answer = (await api(server, `/raffles/${raffle.id}`)).body;

    const res = await fetch(`${server.url}/app/raffle/${raffle.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = await res.text();

    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${ESCAPED} · Rifa`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${ESCAPED} · Rifa`);
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Números a $ 1.234,50 · 1.000 números. Una moto nueva, entregada en Maracaibo.',
    );
    expect(metaContent(html, 'name', 'description')).toBe(
      metaContent(html, 'property', 'og:description'),
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`${server.url}/app/raffle/${raffle.id}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'robots')).toBeNull();
    // The card's image: the 640 px copy, at an address a crawler can fetch.
    const preview = metaContent(html, 'property', 'og:image') ?? '';
    const copy = (answer.image_variants as { width: number; url: string }[]).find(
      (v) => v.width === 640,
    );
    expect(preview).toBe(new URL(copy?.url ?? '-', server.url).href);
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(`Imagen de la rifa ${ESCAPED}`);
    const picture = await fetch(preview);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    // The app's copy of the raffle: the public answer, whole.
    const data = /<script type="application\/json" id="rifa-raffle">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual(answer);
    // The creator's text never becomes markup.
    expect(html).not.toContain('<2026>');

    // The app's copy of the taken numbers: the numbers' answer, whole.
    const numbers = (await api(server, `/raffles/${raffle.id}/numbers`)).body;
    const numbersData =
      /<script type="application\/json" id="rifa-raffle-numbers">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(numbersData?.[1] ?? 'null')).toEqual(numbers);

    // The page as HTML: the title in its heading, the image, the price; no prerendered shell.
    expect(/<h1 class="rifa-ssr__title">([^<]*)<\/h1>/.exec(html)?.[1]).toBe(ESCAPED);
    expect(html).not.toContain('<div class="rifa-prerendered"');
    expect(html).toContain('<strong>$ 1.234,50</strong>');
    expect(html).toContain(`alt="Imagen de la rifa ${ESCAPED}"`);
    expect(html).toContain(`${copy?.url ?? '-'} 640w`);
  });

  test('a private raffle is kept out of search engines; without an image the card is a summary', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Pedro');
    await grantPlan(server, creator.email, 'pro'); // private raffles
    const raffle = await createRaffle(server, creator, { is_private: true, description: '' });
    const html = await (await fetch(`${server.url}/app/raffle/${raffle.id}`)).text();
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    // The card's image is the app's icon, which a crawler can fetch.
    const icon = metaContent(html, 'property', 'og:image') ?? '';
    expect(icon).toBe(`${server.url}/icon-512.png`);
    expect((await fetch(icon)).headers.get('content-type')).toBe('image/png');
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Números a $ 2,50 · 100 números. Elige los tuyos en Rifa.',
    );
    // The page as HTML has no image then.
    expect(html).not.toContain('class="rifa-ssr__image"');
  });

  test('an unknown or malformed raffle gets the app unchanged, which says it does not exist', async ({
    server,
  }) => {
    const app = await (await fetch(`${server.url}/app.html`)).text();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-raffle']) {
      const res = await fetch(`${server.url}/app/raffle/${id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toBe(app);
      expect(html).not.toContain('og:title');
    }
  });

  test('its form without script goes to the sign-in page, which comes back with the numbers chosen', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Rosa');
    const raffle = await createRaffle(server, creator);
    const res = await fetch(`${server.url}/app/raffle/${raffle.id}/comprar?n5=1&n12=1&x=1`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const back = `/app/raffle/${raffle.id}?n=5,12`;
    expect(res.headers.get('location')).toBe(`/login?next=${encodeURIComponent(back)}`);
    // Coming back: those numbers are ticked in the grid.
    const html = await (await fetch(`${server.url}${back}`)).text();
    expect(html).toContain('name="n5" value="1" data-number="5" checked');
    expect(html).toContain('name="n12" value="1" data-number="12" checked');
    expect(html).toContain('name="n6" value="1" data-number="6" aria-label="06, libre"');
  });

  test('HEAD answers the headers only; other methods are refused', async ({ server }) => {
    const creator = await signUp(server, 'Luisa');
    const raffle = await createRaffle(server, creator);
    const head = await fetch(`${server.url}/app/raffle/${raffle.id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
    const post = await fetch(`${server.url}/app/raffle/${raffle.id}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
