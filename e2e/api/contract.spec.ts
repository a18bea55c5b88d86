/**
 * The contract checker itself (support/contract.ts): it must reject what the contract does not
 * say, or every API test's check would pass silently. And the API projects' fixture must apply it
 * to what a test's `fetch` receives. Finally, what the server routes and what the contract calls
 * `implemented` are the same operations (`rifa-server routes`).
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';
import { CONTRACT_PREFIXES, checkResponse, contractOperations } from '../support/contract';
import { serverBinary } from '../support/server';

const RAFFLE_ID = '3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b';
const json = 'application/json; charset=utf-8';
const base = 'http://127.0.0.1:1';

test.describe('the response checker', () => {
  test('accepts an answer the contract describes', () => {
    const body = JSON.stringify({ status: 'ok', database: 'sqlite', version: '0.1.0' });
    const answer = { method: 'GET', url: `${base}/api/v1/health`, status: 200, contentType: json };
    expect(checkResponse({ ...answer, body })).toBeUndefined();
  });

  test('rejects a body of the wrong shape, naming the operation and the field', () => {
    const problem = checkResponse({
      method: 'GET',
      url: `${base}/api/v1/raffles/${RAFFLE_ID}`,
      status: 200,
      contentType: json,
      body: JSON.stringify({ id: RAFFLE_ID, title: 42 }),
    });
    expect(problem).toContain('GET /api/v1/raffles/{id} → 200');
    expect(problem).toContain('/title must be string');
    expect(problem).toContain("must have required property 'ticket_price'");
  });

  test('rejects a property the contract does not name, also where the schema does not say so', () => {
    const raffle = {
      id: RAFFLE_ID,
      title: 'Moto',
      description: '',
      image_url: null,
      image_variants: [],
      ticket_price: 2.5,
      total_tickets: 100,
      sold_tickets: 0,
      end_date: '2026-12-01T10:00:00.000Z',
      status: 'active',
      lottery: 'zulia',
      creator_id: RAFFLE_ID,
      is_private: false,
      tags: [],
      winner_id: null,
      winner_number: null,
      reservation_minutes: 1440,
      draw_at: '2026-12-01T10:00:00.000Z',
      unsold_rule: 'next_draw',
      sales_closed_at: null,
      seal_sha256: null,
      result: null,
      prize_confirmed_at: null,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
      creator: {
        id: RAFFLE_ID,
        name: 'Ana',
        rating: 0,
        rating_count: 0,
        raffles_completed: 0,
        prizes_delivered: 0,
        is_verified: false,
        avatar_url: null,
        avatar_thumb_url: null,
        exchange_rate: null,
        exchange_rate_at: null,
        contact: null,
      },
    };
    const answer = { method: 'GET', url: `${base}/api/v1/raffles/${RAFFLE_ID}`, status: 200 };
    expect(
      checkResponse({ ...answer, contentType: json, body: JSON.stringify(raffle) }),
    ).toBeUndefined();
    const extra = { ...raffle, creator: { ...raffle.creator, email: 'ana@example.com' } };
    expect(checkResponse({ ...answer, contentType: json, body: JSON.stringify(extra) })).toContain(
      '/creator must NOT have unevaluated properties {"unevaluatedProperty":"email"}',
    );
  });

  test('rejects a status the operation does not list', () => {
    const problem = checkResponse({
      method: 'GET',
      url: `${base}/api/v1/raffles/search?q=x`,
      status: 418,
      contentType: json,
      body: '{"error":{"code":"teapot","message":"Soy una tetera"}}',
    });
    expect(problem).toContain('GET /api/v1/raffles/search → 418: status 418 is not listed');
  });

  test('rejects an operation that is not in the contract', () => {
    const answer = { status: 200, contentType: json, body: '{}' };
    expect(checkResponse({ ...answer, method: 'GET', url: `${base}/api/v1/nowhere` })).toContain(
      'no such path in the contract',
    );
    expect(checkResponse({ ...answer, method: 'PUT', url: `${base}/api/v1/health` })).toContain(
      'method not listed in the contract',
    );
  });

  test('rejects a Content-Type the response does not declare, and a body where none is', () => {
    const image = checkResponse({
      method: 'GET',
      url: `${base}/storage/v1/object/public/avatars/${RAFFLE_ID}/avatar.png`,
      status: 200,
      contentType: json,
      body: '{}',
    });
    expect(image).toContain('Content-Type application/json is not one the contract declares');
    const deleted = checkResponse({
      method: 'DELETE',
      url: `${base}/api/v1/payment-methods/${RAFFLE_ID}`,
      status: 204,
      contentType: json,
      body: '{}',
    });
    expect(deleted).toContain('the contract declares no body');
  });
});

test.describe('the API projects check every answer', () => {
  // A stand-in server answers a raffle of the wrong shape: the fixture must fail this test after
  // it ends. Were the check bypassed, the test would pass, and an expected failure that passes
  // fails the run.
  test('a wrong answer read through fetch fails the test', async ({}, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('api-'), 'the check runs in the API projects');
    test.fail();
    const wrong = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"not a raffle"}');
    });
    await new Promise<void>((resolve) => wrong.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = wrong.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/raffles/${RAFFLE_ID}`);
      expect(res.status).toBe(200);
      await res.text();
    } finally {
      await new Promise((resolve) => wrong.close(resolve));
    }
  });
});

test.describe('routes and contract', () => {
  test('every routed operation is implemented in the contract, and every implemented one is routed', ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'api-sqlite', 'the routes do not depend on the database');
    const printed = execFileSync(serverBinary, ['routes'], { encoding: 'utf8' }).trim().split('\n');
    const routed = printed.filter((line) =>
      CONTRACT_PREFIXES.some((prefix) => {
        const path = line.split(' ')[1];
        return path === prefix || path?.startsWith(`${prefix}/`);
      }),
    );
    expect(routed.length, `rifa-server routes printed:\n${printed.join('\n')}`).toBeGreaterThan(10);
    const operations = contractOperations();
    const implemented = operations.filter((op) => op.status === 'implemented').map((op) => op.name);

    expect(
      routed.filter((op) => !implemented.includes(op)),
      'routed but not `implemented` in api/openapi.yaml',
    ).toEqual([]);
    expect(
      implemented.filter((op) => !routed.includes(op)),
      '`implemented` in api/openapi.yaml but not routed',
    ).toEqual([]);
  });
});
