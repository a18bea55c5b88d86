/**
 * LOG_FORMAT=json (issue 37, part 2): every line the server writes is one JSON object with time,
 * level and msg, and no token or password reaches the log: not the bearer tokens of the requests
 * (nor a forged one), not the recovery mail's link kept in the outbox, not the first
 * administrator's password.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { API_PASSWORD, buyNumbers, createRaffle, signUp } from '../support/api';
import { expect, test } from '../support/fixtures';
import { startServer } from '../support/server';

test('LOG_FORMAT=json: one object a line, with no secret in any of them', async ({ database }) => {
  const server = await startServer({
    database,
    env: { LOG_FORMAT: 'json', RATE_LIMIT_MULTIPLIER: '100' },
  });
  try {
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const raffle = await createRaffle(server, creator);
    expect((await buyNumbers(server, buyer, raffle.id, [9])).status).toBe(201);
    // A recovery mail: kept in the outbox (no SMTP_URL), its link carries a token.
    const recover = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email }),
    });
    expect(recover.status).toBe(200);
    // A refused request with a made-up bearer token.
    const forged = await fetch(`${server.url}/api/v1/me/tickets`, {
      headers: { authorization: 'Bearer forged.token.value' },
    });
    expect(forged.status).toBe(401);

    await expect.poll(() => server.logs()).toContain('mail kept in the outbox');
    await expect.poll(() => server.logs()).toContain('/api/v1/me/tickets');
    const lines = server
      .logs()
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('[harness]'));
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      let parsed: Record<string, unknown> = {};
      expect(() => (parsed = JSON.parse(line) as Record<string, unknown>), line).not.toThrow();
      expect(typeof parsed['time'], line).toBe('string');
      expect(['debug', 'info', 'warn', 'error'], line).toContain(parsed['level']);
      expect(typeof parsed['msg'], line).toBe('string');
    }
    const access = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l['path'] === `/api/v1/raffles/${raffle.id}/tickets` && l['method'] === 'POST');
    expect(access).toMatchObject({ level: 'info', status: 201 });
    expect(typeof access?.['duration_ms']).toBe('number');

    const logs = server.logs();
    const adminPassword = (await readFile(path.join(server.dataDir, 'admin-password.txt'), 'utf8'))
      .split('\n')[1]!
      .trim();
    for (const secret of [
      creator.token,
      buyer.token,
      API_PASSWORD,
      adminPassword,
      'forged.token.value',
    ]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toMatch(/verify\?token=/);
    expect(logs).not.toMatch(/eyJ[A-Za-z0-9_-]+\.eyJ/);
  } finally {
    await server.stop();
  }
});
