/**
 * Helpers for the crash test (api/crash.spec.ts): a seeded random source, `rifa-server check-data`
 * on a server's data, every ticket of a raffle as its creator lists them, and one request whose
 * outcome may be lost when the server dies.
 */
import { execFile } from 'node:child_process';
import { expect } from '@playwright/test';
import { api, type Session, type Ticket } from './api';
import { serverBinary, type RunningServer } from './server';

/** A small deterministic generator (mulberry32): the same seed makes the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DataCheck {
  /** The exit status of `rifa-server check-data` (0: consistent, 1: problems found). */
  code: number;
  /** Its JSON report ({ok, database, counts, problems?}). */
  report: { ok: boolean; problems?: Record<string, unknown> } & Record<string, unknown>;
  /** What it printed, for failure messages. */
  output: string;
}

/** `rifa-server check-data` on a server's data (its DATA_DIR or DATABASE_URL), as an operator runs it. */
export function checkData(server: RunningServer): Promise<DataCheck> {
  return new Promise((resolve, reject) => {
    execFile(
      serverBinary,
      ['check-data'],
      { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LOG_LEVEL: 'warn', ...server.env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        try {
          resolve({
            code,
            report: JSON.parse(stdout) as DataCheck['report'],
            output: stdout + stderr,
          });
        } catch {
          reject(new Error(`check-data printed no report (exit ${code}):\n${stdout}${stderr}`));
        }
      },
    );
  });
}

/** Every ticket of a raffle, of any status, as its creator lists them (all pages). */
export async function raffleTickets(
  server: RunningServer,
  creator: Session,
  raffleId: string,
): Promise<Ticket[]> {
  const out: Ticket[] = [];
  for (let page = 0; ; page += 1) {
    const res = await api(server, `/raffles/${raffleId}/tickets?limit=100&page=${page}`, {
      token: creator.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { data: Ticket[]; count: number };
    out.push(...body.data);
    if (body.data.length === 0 || out.length >= body.count) return out;
  }
}

/** An answer, or `lost` when the connection failed before a whole answer arrived (the server died). */
export type Outcome =
  | { lost: false; status: number; body: Record<string, unknown>; replayed: boolean }
  | { lost: true; error: string };

/** One JSON request to /api/v1 whose answer may never come. */
export async function attempt(
  server: RunningServer,
  path: string,
  init: RequestInit & { token: string; idempotencyKey?: string },
): Promise<Outcome> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${init.token}`,
  };
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  try {
    const res = await fetch(`${server.url}/api/v1${path}`, { ...init, headers });
    const text = await res.text();
    return {
      lost: false,
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch (error) {
    return { lost: true, error: String(error) };
  }
}
