/**
 * JSON and text answers travel compressed (issue 14: a phone on slow mobile data downloads a third or
 * less): an answer of 1 KiB or more goes out with gzip when the request accepts it, the same bytes
 * once decompressed, `Vary: Accept-Encoding` either way; small answers and clients that do not accept
 * gzip get the identity body. The raffle grid's ETag becomes weak when compressed and its next poll
 * still gets a 304. Raw node:http requests, so the bytes on the wire are what is checked.
 */
import zlib from 'node:zlib';
import { test, expect } from '../support/fixtures';
import { buyTicket, createRaffle, grantPlan, signUp } from '../support/api';
import { rawRequest } from '../support/http';

test.describe('compression', () => {
  test('a list of raffles goes out gzipped when accepted, identical once decompressed', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Comprimida');
    await grantPlan(server, creator.email, 'Pro');
    for (let i = 0; i < 6; i += 1) {
      await createRaffle(server, creator, { title: `Rifa comprimida número ${i}` });
    }
    const path = '/api/v1/raffles?limit=20';

    const plain = await rawRequest(server.url, path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);

    const zipped = await rawRequest(server.url, path, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toContain('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );

    const refused = await rawRequest(server.url, path, {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  test('small answers stay as they are', async ({ server }) => {
    const res = await rawRequest(
      server.url,
      '/api/v1/raffles/00000000-0000-7000-8000-000000000000',
      {
        headers: { 'accept-encoding': 'gzip' },
      },
    );
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('error');
  });

  test("the grid's numbers: a weak ETag when gzipped, and the next poll is a 304", async ({
    server,
  }) => {
    const creator = await signUp(server, 'Grilla');
    await grantPlan(server, creator.email, 'Pro');
    const buyer = await signUp(server, 'Comprador');
    const raffle = await createRaffle(server, creator, { total_tickets: 10000 });
    // 300 numbers spread over the grid: its taken list is well over 1 KiB.
    for (let t = 0; t < 3; t += 1) {
      const numbers = Array.from({ length: 100 }, (_, i) => (t * 100 + i) * 33);
      await buyTicket(server, buyer, raffle.id, numbers);
    }
    const path = `/api/v1/raffles/${raffle.id}/numbers`;

    const plain = await rawRequest(server.url, path);
    const zipped = await rawRequest(server.url, path, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    const strong = plain.headers['etag'];
    expect(strong).toMatch(/^"/);
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['etag']).toBe(`W/${strong}`);
    expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const again = await rawRequest(server.url, path, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers['etag']) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
