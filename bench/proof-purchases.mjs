// Purchase latency with and without proofs being read (issue 34: "a purchase's p99 must not move
// while proofs are being read"). A rifa-server on SQLite (JOBS_INTERVAL_MS=200, so the proof
// reader's pool is fed at once); C buyers each buy one fresh number after another for D seconds, in
// R interleaved rounds of these phases (PHASES=a,b… picks some, in this order):
//   quiet         purchases alone (no proof waiting to be read);
//   uploading     while receipt screenshots (rendered by Debian's Chromium) are uploaded at
//                 UPLOADS_PER_S, none read: on a second server of the same binary started with
//                 PROOF_READERS=0 (and TESSDATA_PREFIX empty, so a binary without that knob fails
//                 to start its reader instead: no OCR, but it offers each unread proof again at
//                 every tick, 16 failing Tesseract starts per tick at the lowest priority);
//   reading-only  while a backlog of proofs uploaded before the window (PROOF_BACKLOG, default
//                 4 per second of D) is read, nothing uploaded;
//   reading       while proofs are uploaded at UPLOADS_PER_S and read (the earlier "reading").
// Before each phase on the reading server, the proofs of its earlier phases are read to the end.
// Prints p50/p99 per phase, and for reading-only the proofs read in the window and still unread at its
// end (some left unread: the reading lasted the whole window).
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
const PHASES = (
  process.env.PHASES ?? "quiet,uploading,reading-only,reading"
).split(",");
const BACKLOG = Number(process.env.PROOF_BACKLOG ?? 4 * D);
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

const tmpDirs = [];
const servers = [];

// One rifa-server of BIN with its own data directory, its creator, C buyers and an uploader.
// `quiet`: its stderr dropped (a binary without PROOF_READERS retries its failing reader at every
// tick, and Tesseract says so on stderr each time).
async function startServer(extraEnv, quiet = false) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rifa-proof-bench-"));
  tmpDirs.push(dataDir);
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
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
  });
  servers.push(server);
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
      details: {
        bank: "Banesco",
        phone: "0414-1234567",
        id_number: "V-12345678",
      },
    }),
  });
  if (method.status !== 201)
    throw new Error(`payment method: ${method.status}`);
  const buyers = [];
  for (let i = 0; i < C; i += 1) buyers.push((await signUp(`buyer${i}`)).token);
  const uploader = (await signUp("uploader")).token;
  return { call, creator, buyers, uploader, uploaded: [], unread: new Set() };
}

const images = [];
for (let i = 0; i < 8; i += 1) images.push(await receipt(i));

async function raffle(s) {
  const res = await s.call("/raffles", {
    method: "POST",
    token: s.creator,
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
}

async function upload(s, n) {
  const res = await s.call("/uploads/payment-screenshots", {
    method: "POST",
    token: s.uploader,
    type: "image/png",
    body: images[n % images.length],
  });
  if (res.status === 201) {
    s.uploaded.push(res.body.path);
    s.unread.add(res.body.path);
  }
}

// Asks the uploader's own reading endpoint about each proof not known read yet; returns how many
// are still unread (pending, or being read).
async function stillUnread(s) {
  for (const p of [...s.unread]) {
    const r = await s.call(
      `/uploads/payment-screenshots/reading?path=${encodeURIComponent(p)}`,
      { token: s.uploader },
    );
    if (r.body?.status === "read" || r.body?.status === "failed")
      s.unread.delete(p);
  }
  return s.unread.size;
}

async function readToTheEnd(s, timeoutMs = 120000) {
  const end = Date.now() + timeoutMs;
  while ((await stillUnread(s)) > 0 && Date.now() < end) await sleep(250);
}

// C buyers buying for D seconds, with proofs uploaded at RATE meanwhile when `uploading`.
async function measure(s, uploading) {
  // Two raffles of 10,000 numbers, half the buyers on each: none sells out within a phase.
  const raffleIds = [await raffle(s), await raffle(s)];
  const latencies = [];
  let errors = 0;
  const end = Date.now() + D * 1000;
  let stop = false;
  const before = s.uploaded.length;
  const stream = uploading
    ? (async () => {
        for (let n = 0; !stop; n += 1) {
          const started = Date.now();
          await upload(s, n);
          await sleep(Math.max(0, 1000 / RATE - (Date.now() - started)));
        }
      })()
    : Promise.resolve();
  await Promise.all(
    s.buyers.map(async (token, b) => {
      const raffleId = raffleIds[b % 2];
      const step = Math.ceil(C / 2);
      for (
        let number = Math.floor(b / 2);
        Date.now() < end && number < 10000;
        number += step
      ) {
        const t0 = performance.now();
        const res = await s.call(`/raffles/${raffleId}/tickets`, {
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
  return {
    n: latencies.length,
    errors,
    p50: q(0.5),
    p99: q(0.99),
    uploaded: s.uploaded.length - before,
  };
}

try {
  const reads = await startServer({});
  let holds = null;
  if (PHASES.includes("uploading")) {
    const noModels = fs.mkdtempSync(path.join(os.tmpdir(), "no-tessdata-"));
    tmpDirs.push(noModels);
    holds = await startServer(
      { PROOF_READERS: "0", TESSDATA_PREFIX: noModels },
      true,
    );
  }
  const results = Object.fromEntries(PHASES.map((p) => [p, []]));
  for (let round = 1; round <= R; round += 1) {
    for (const label of PHASES) {
      let r;
      let note = "";
      if (label === "uploading") {
        r = await measure(holds, true);
        note = `; proofs uploaded ${r.uploaded}`;
      } else {
        await readToTheEnd(reads);
        if (label === "reading-only") {
          for (let n = 0; n < BACKLOG; n += 1) await upload(reads, n);
          const waiting = await stillUnread(reads);
          r = await measure(reads, false);
          const left = await stillUnread(reads);
          note = `; proofs read in the window ${waiting - left}, still unread at its end ${left} of ${BACKLOG}`;
        } else {
          r = await measure(reads, label === "reading");
          if (label === "reading") note = `; proofs uploaded ${r.uploaded}`;
        }
      }
      results[label].push(r);
      console.log(
        `round ${round} ${label.padEnd(12)} purchases ${r.n} (${(r.n / D).toFixed(0)}/s, ${r.errors} errors) p50 ${r.p50} ms p99 ${r.p99} ms${note}`,
      );
    }
  }
  const median = (xs) => {
    const v = xs.map(Number).sort((a, b) => a - b);
    return v[Math.floor((v.length - 1) / 2)];
  };
  for (const label of PHASES) {
    const rs = results[label];
    console.log(
      `${label.padEnd(12)} median of ${rs.length}: p50 ${median(rs.map((r) => r.p50))} ms p99 ${median(rs.map((r) => r.p99))} ms (p99 ${rs.map((r) => r.p99).join(", ")})`,
    );
  }
  await readToTheEnd(reads, 30000);
  console.log(
    `proofs read by the end: ${reads.uploaded.length - reads.unread.size} of ${reads.uploaded.length}`,
  );
} finally {
  for (const server of servers) server.kill("SIGTERM");
  await sleep(500);
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
}
