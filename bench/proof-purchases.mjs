// Purchase latency with and without proofs being read (issue 34: "a purchase's p99 must not move
// while proofs are being read"). One rifa-server on SQLite (JOBS_INTERVAL_MS=200, so the proof
// reader's pool is fed at once); C buyers each buy one fresh number after another for D seconds,
// alternately alone ("quiet") and while a stream of receipt screenshots (rendered by Debian's
// Chromium) is uploaded and read by OCR ("reading"), interleaved for R rounds. Prints p50/p99 per
// phase and how many proofs were read meanwhile.
// Usage: node bench/proof-purchases.mjs [C=8] [D=15] [R=2] [UPLOADS_PER_S=4]
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { createRequire } from "node:module";

const require = createRequire(
  path.join(import.meta.dirname, "../e2e/package.json"),
);
const { chromium } = require("playwright-core");

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN =
  process.env.RIFA_SERVER_BIN ?? path.join(ROOT, "build/release/rifa-server");
const [C, D, R, RATE] = [8, 15, 2, 4].map((d, i) =>
  Number(process.argv[2 + i] ?? d),
);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function receipt(i) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    await page.setContent(`<body style="font-family:'DejaVu Sans';font-size:16px;padding:16px">
      <h2>Pago Móvil exitoso</h2><p>Monto: Bs. 1.${String(200 + i).padStart(3, "0")},56</p>
      <p>Referencia: 0045123456${String(i).padStart(2, "0")}</p><p>Fecha: 27/11/2026 14:32</p>
      <p>Banco destino: 0102 - Banco de Venezuela</p><p>Teléfono destino: 0424-555-6677</p></body>`);
    return await page.screenshot({ type: "png" });
  } finally {
    await browser.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rifa-proof-bench-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(BIN, [], {
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? os.tmpdir(),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIR: path.join(ROOT, "web/dist"),
    SITE_URL: url,
    LOG_LEVEL: "warn",
    JOBS_INTERVAL_MS: "200",
    RATE_LIMIT_MULTIPLIER: "10000",
    MAX_PENDING_HOLDS: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).status === 200) break;
    } catch {}
    if (i > 200) throw new Error("server did not start");
    await sleep(50);
  }
  const call = async (
    p,
    { token, method = "GET", body, type = "application/json" } = {},
  ) => {
    const res = await fetch(
      `${url}${p.startsWith("/auth/") ? "" : "/api/v1"}${p}`,
      {
        method,
        headers: {
          "content-type": type,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
      },
    );
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const signUp = async (name) => {
    const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await call("/auth/v1/signup", {
      method: "POST",
      body: JSON.stringify({
        email,
        password: "correct horse battery",
        data: { name },
      }),
    });
    if (res.status !== 200) throw new Error(`signup ${res.status}`);
    return { token: res.body.access_token, email };
  };
  const owner = await signUp("creator");
  // 10,000-number raffles need the Pro plan.
  execFileSync(BIN, ["grant-plan", "--email", owner.email, "--plan", "Pro"], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
  const creator = owner.token;
  // Publishing needs an active payment method of the creator (the buyers report pago móvil).
  const method = await call("/payment-methods", {
    token: creator,
    method: "POST",
    body: JSON.stringify({
      type: "pago_movil",
      name: "Pago móvil",
      details: { bank: "Banesco", phone: "0414-1234567", id_number: "V-12345678" },
    }),
  });
  if (method.status !== 201) throw new Error(`payment method: ${method.status}`);
  const buyers = [];
  for (let i = 0; i < C; i += 1) buyers.push((await signUp(`buyer${i}`)).token);
  const uploader = (await signUp("uploader")).token;
  const images = [];
  for (let i = 0; i < 8; i += 1) images.push(await receipt(i));
  const raffle = async () => {
    const res = await call("/raffles", {
      method: "POST",
      token: creator,
      body: JSON.stringify({
        title: "Bench",
        description: "bench",
        ticket_price: 1,
        total_tickets: 10000,
        lottery: "zulia",
        end_date: new Date(Date.now() + 10 * 86400000).toISOString(),
      }),
    });
    if (res.status !== 201)
      throw new Error(`raffle ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  };

  const readCount = async () => {
    // Read proofs so far: each path's reading, via the uploader's own endpoint.
    let read = 0;
    for (const p of uploaded) {
      const r = await call(
        `/uploads/payment-screenshots/reading?path=${encodeURIComponent(p)}`,
        { token: uploader },
      );
      if (r.body?.status === "read" || r.body?.status === "failed") read += 1;
    }
    return read;
  };
  const uploaded = [];

  async function phase(withProofs) {
    // Two raffles of 10,000 numbers, half the buyers on each: none sells out within a phase.
    const raffleIds = [await raffle(), await raffle()];
    const latencies = [];
    let errors = 0;
    const end = Date.now() + D * 1000;
    let stop = false;
    const stream = withProofs
      ? (async () => {
          let n = 0;
          while (!stop) {
            const started = Date.now();
            const res = await call("/uploads/payment-screenshots", {
              method: "POST",
              token: uploader,
              type: "image/png",
              body: images[n % images.length],
            });
            if (res.status === 201) uploaded.push(res.body.path);
            n += 1;
            await sleep(Math.max(0, 1000 / RATE - (Date.now() - started)));
          }
        })()
      : Promise.resolve();
    await Promise.all(
      buyers.map(async (token, b) => {
        const raffleId = raffleIds[b % 2];
        const step = Math.ceil(C / 2);
        for (let number = Math.floor(b / 2); Date.now() < end && number < 10000; number += step) {
          const t0 = performance.now();
          const res = await call(`/raffles/${raffleId}/tickets`, {
            method: "POST",
            token,
            body: JSON.stringify({ numbers: [number] }),
          });
          const ms = performance.now() - t0;
          if (res.status === 201) latencies.push(ms);
          else errors += 1;
        }
      }),
    );
    stop = true;
    await stream;
    latencies.sort((a, b) => a - b);
    const q = (p) =>
      latencies[
        Math.min(latencies.length - 1, Math.floor(p * latencies.length))
      ].toFixed(1);
    return { n: latencies.length, errors, p50: q(0.5), p99: q(0.99) };
  }

  const results = { quiet: [], reading: [] };
  for (let round = 1; round <= R; round += 1) {
    for (const withProofs of [false, true]) {
      const before = uploaded.length;
      const r = await phase(withProofs);
      const label = withProofs ? "reading" : "quiet";
      results[label].push(r);
      console.log(
        `round ${round} ${label.padEnd(7)} purchases ${r.n} (${(r.n / D).toFixed(0)}/s, ${r.errors} errors) p50 ${r.p50} ms p99 ${r.p99} ms` +
          (withProofs ? `; proofs uploaded ${uploaded.length - before}` : ""),
      );
    }
  }
  console.log(
    `proofs read by the end: ${await readCount()} of ${uploaded.length}`,
  );
} finally {
  server.kill("SIGTERM");
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
