/**
 * The HTTP foundation of rifa-server (ARCHITECTURE §4): health, the error envelope, limits,
 * the SPA and its static files (fallback, caching, pre-compressed bodies, traversal), security
 * headers, keep-alive, the access log and graceful shutdown. Runs once per database project.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { rawRequest, socketExchange, splitResponse, type RawResponse } from '../support/http';
import { serverBinary, startServer, type ExitStatus } from '../support/server';

interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}

function expectErrorEnvelope(body: unknown, code: string): void {
  expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
  const message = (body as ErrorEnvelope).error.message;
  expect(message.length).toBeGreaterThan(0);
}

function expectSecurityHeaders(headers: Headers | http.IncomingHttpHeaders): void {
  const get = (name: string): string => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  const csp = get('content-security-policy');
  expect(csp, 'Content-Security-Policy').not.toBe('');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '')
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values] as const;
      }),
  );
  expect(directives.get('script-src'), 'CSP script-src').toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), 'CSP frame-ancestors').toEqual(["'none'"]);
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('referrer-policy')).not.toBe('');
  expect(get('x-frame-options')).toBe('DENY');
}

/** The /assets/*.js files index.html loads (entry script and module preloads). */
function scriptAssets(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const match of indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

test.describe('health', () => {
  test('reports ok, the database of this project and the version', async ({ server, database }) => {
    const res = await fetch(`${server.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body['status']).toBe('ok');
    expect(body['database']).toBe(database);
    const version = execFileSync(serverBinary, ['--version'], { encoding: 'utf8' }).trim();
    expect(body['version']).toMatch(/^\d+\.\d+\.\d+(?:[-+][\w.]+)?$/);
    expect(version).toBe(`rifa-server ${String(body['version'])}`);
  });
});

test.describe('error envelope', () => {
  test('an unknown /api path is 404 not_found', async ({ server }) => {
    const res = await fetch(`${server.url}/api/v1/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectErrorEnvelope(await res.json(), 'not_found');
  });

  test('a wrong method on a known path is 405 method_not_allowed with Allow', async ({
    server,
  }) => {
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const res = await fetch(`${server.url}/api/v1/health`, { method });
      expect(res.status, method).toBe(405);
      const allow = (res.headers.get('allow') ?? '').split(',').map((m) => m.trim());
      expect(allow).toContain('GET');
      expect(allow).not.toContain(method);
      expectErrorEnvelope(await res.json(), 'method_not_allowed');
    }
  });
});

test.describe('limits', () => {
  test('a 70 KB JSON body is 413 payload_too_large and the server keeps serving', async ({
    server,
  }) => {
    const body = JSON.stringify({ filler: 'x'.repeat(70 * 1024) });
    const res = await socketExchange(
      server.port,
      `POST /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res.status).toBe(413);
    expectErrorEnvelope(JSON.parse(splitResponse(res.text).body), 'payload_too_large');

    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
  });

  test('a chunked body over 64 KB is 413 too', async ({ server }) => {
    const chunk = 'y'.repeat(8 * 1024);
    let request =
      'POST /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
    request += 'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n';
    for (let i = 0; i < 9; i += 1) request += `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    request += '0\r\n\r\n';
    const res = await socketExchange(server.port, request);
    expect(res.status).toBe(413);
    expectErrorEnvelope(JSON.parse(splitResponse(res.text).body), 'payload_too_large');

    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
  });

  test('an oversized Content-Length is refused before the body is sent', async ({ server }) => {
    // Only the head: a server that waited for the 100 000 bytes would never answer.
    const res = await socketExchange(
      server.port,
      'POST /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n',
    );
    expect(res.status).toBe(413);
    expectErrorEnvelope(JSON.parse(splitResponse(res.text).body), 'payload_too_large');
  });

  test('20 KB of headers is 431', async ({ server }) => {
    const res = await socketExchange(
      server.port,
      `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'z'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    const body = JSON.parse(splitResponse(res.text).body) as ErrorEnvelope;
    expect(body.error.code).toEqual(expect.any(String));

    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
  });
});

test.describe('the web app', () => {
  test('client-side routes fall back to app.html: index.html without the landing page', async ({
    server,
  }) => {
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    const indexHtml = await index.text();
    expect(indexHtml).toContain('<div id="root">');
    expect(indexHtml).toContain('data-prerendered="landing"');
    const appHtml = await (await fetch(`${server.url}/app.html`)).text();
    expect(appHtml).toContain('<div id="root">');
    expect(appHtml).toContain('data-prerendered="timeline"');
    expect(appHtml).not.toContain('data-prerendered="landing"');
    expect(appHtml).not.toContain('data-landing-antd');
    expect(appHtml.length).toBeLessThan(indexHtml.length * 0.7);

    for (const route of ['/app/raffle/123', '/business/cashiers', '/app/tickets?page=2']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toBe(appHtml);
    }
  });

  test('a missing hashed asset is 404, not the index', async ({ server }) => {
    const res = await fetch(`${server.url}/assets/x.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  test('POST to a non-API path is 405', async ({ server }) => {
    for (const route of ['/', '/app/timeline']) {
      const res = await fetch(`${server.url}${route}`, { method: 'POST', body: '{}' });
      expect(res.status, route).toBe(405);
      expect(res.headers.get('allow') ?? '', route).toContain('GET');
    }
  });
});

test.describe('security headers', () => {
  test('are on API responses, static files and errors', async ({ server }) => {
    const index = await (await fetch(`${server.url}/`)).text();
    const asset = scriptAssets(index)[0];
    expect(asset, 'index.html references a script under /assets/').toBeDefined();

    for (const route of [
      '/api/v1/health',
      '/',
      '/favicon.svg',
      String(asset),
      '/api/v1/nope',
      '/assets/x.js',
    ]) {
      const res = await fetch(`${server.url}${route}`);
      await res.arrayBuffer();
      expect(res.status, route).toBeLessThan(500);
      expectSecurityHeaders(res.headers);
    }
    const notAllowed = await fetch(`${server.url}/api/v1/health`, { method: 'POST' });
    expect(notAllowed.status).toBe(405);
    expectSecurityHeaders(notAllowed.headers);

    const tooLarge = await socketExchange(
      server.port,
      'POST /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n',
    );
    expect(tooLarge.status).toBe(413);
    const headers = new Headers();
    for (const line of splitResponse(tooLarge.text).head.split('\r\n').slice(1)) {
      const colon = line.indexOf(':');
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
    expectSecurityHeaders(headers);
  });
});

test.describe('caching', () => {
  test('index is no-cache, hashed assets immutable, ETag revalidates with 304', async ({
    server,
  }) => {
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const indexEtag = index.headers.get('etag');
    expect(indexEtag).toBeTruthy();
    const asset = scriptAssets(await index.text())[0];
    expect(asset).toBeDefined();

    const assetRes = await fetch(`${server.url}${String(asset)}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(assetRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const assetEtag = assetRes.headers.get('etag');
    expect(assetEtag).toBeTruthy();
    await assetRes.arrayBuffer();

    for (const [route, etag] of [
      ['/', indexEtag],
      [String(asset), assetEtag],
    ] as const) {
      const revalidated = await rawRequest(server.url, route, {
        headers: { 'if-none-match': String(etag) },
      });
      expect(revalidated.status, route).toBe(304);
      expect(revalidated.body.length, route).toBe(0);
      expect(revalidated.headers['etag'], route).toBe(etag);

      const changed = await rawRequest(server.url, route, {
        headers: { 'if-none-match': '"something-else"' },
      });
      expect(changed.status, route).toBe(200);
      expect(changed.body.length, route).toBeGreaterThan(0);
    }
  });
});

test.describe('compression', () => {
  test('the largest script is served pre-compressed with brotli and gzip', async ({ server }) => {
    const index = await (await fetch(`${server.url}/`)).text();
    const scripts = scriptAssets(index);
    expect(scripts.length).toBeGreaterThan(0);

    let largest: { path: string; body: Buffer } | undefined;
    for (const script of scripts) {
      const res = await rawRequest(server.url, script, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(res.status, script).toBe(200);
      expect(res.headers['content-encoding'], script).toBeUndefined();
      if (!largest || res.body.length > largest.body.length)
        largest = { path: script, body: res.body };
    }
    if (!largest) throw new Error('no script found');
    const identity = largest.body;

    const cases: [string, string, (b: Buffer) => Buffer][] = [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ];
    for (const [accept, expected, decode] of cases) {
      const res: RawResponse = await rawRequest(server.url, largest.path, {
        headers: { 'accept-encoding': accept },
      });
      const label = `${largest.path} with Accept-Encoding: ${accept}`;
      expect(res.status, label).toBe(200);
      expect(res.headers['content-encoding'], label).toBe(expected);
      expect(res.headers['vary'] ?? '', label).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length']), label).toBe(res.body.length);
      expect(res.body.length, `${label}: compressed is smaller`).toBeLessThan(identity.length);
      expect(decode(res.body).equals(identity), `${label}: decompresses to the identity body`).toBe(
        true,
      );
    }
  });
});

test.describe('path traversal', () => {
  const attempts = [
    '/../../etc/passwd',
    '/assets/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..\\..\\etc\\passwd',
    '/../package.json',
    '/%2e%2e/package.json',
  ];
  test('never leaks files outside the web directory', async ({ server }) => {
    const indexHtml = (await rawRequest(server.url, '/')).body.toString('utf8');
    for (const attempt of attempts) {
      const res = await rawRequest(server.url, attempt);
      const text = res.body.toString('utf8');
      expect(res.status, attempt).toBeLessThan(500);
      expect(text, attempt).not.toContain('root:x:');
      expect(text, attempt).not.toContain('"name": "rifa-web"');
      if (res.status === 200) expect(text, `${attempt} answers only the index`).toBe(indexHtml);
    }
  });
});

test.describe('connections', () => {
  test('keep-alive: two requests on one connection both succeed', async ({ server }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await rawRequest(server.url, '/api/v1/health', { agent });
      const second = await rawRequest(server.url, '/api/v1/health', { agent });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(first.reusedSocket).toBe(false);
      expect(second.reusedSocket).toBe(true);
      expect(JSON.parse(second.body.toString('utf8'))).toMatchObject({ status: 'ok' });
    } finally {
      agent.destroy();
    }
  });
});

test.describe('access log', () => {
  test('logs method, path and status, never the query string', async ({ server }) => {
    const marker = `/api/v1/log-marker-${Date.now().toString(36)}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await rawRequest(server.url, '/api/v1/health', { agent })).status).toBe(200);
      expect(
        (await rawRequest(server.url, '/api/v1/health?token=SECRET123', { agent })).status,
      ).toBe(200);
      expect(
        (await rawRequest(server.url, `${marker}?access_token=SECRET456`, { agent })).status,
      ).toBe(404);
    } finally {
      agent.destroy();
    }
    // The marker is logged after the earlier requests of the same connection.
    await expect.poll(() => server.logs()).toContain(`GET ${marker} 404`);
    const logs = server.logs();
    expect(logs).toContain('GET /api/v1/health 200');
    expect(logs).not.toContain('SECRET123');
    expect(logs).not.toContain('SECRET456');
    expect(logs).not.toContain('token=');
  });
});

test.describe('shutdown', () => {
  test('SIGTERM stops the server gracefully with exit code 0', async ({ database }) => {
    const own = await startServer({ database });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // An idle keep-alive connection must not hold the shutdown up.
      expect((await rawRequest(own.url, '/api/v1/health', { agent })).status).toBe(200);
      own.process.kill('SIGTERM');
      const status = await Promise.race<ExitStatus | 'still running'>([
        own.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
      ]);
      expect(status, `server output:\n${own.logs()}`).toEqual({ code: 0, signal: null });
      expect(own.logs()).toContain('server stopped');
    } finally {
      agent.destroy();
      await own.stop();
    }
  });
});
