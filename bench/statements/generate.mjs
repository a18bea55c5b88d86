#!/usr/bin/env node
/**
 * Bank statement corpus with known truth (issue 34 part 2): the same credits and debits written in
 * the three layouts the server offers as presets, each the way its bank's export looks:
 *   banesco.csv    `;`, UTF-8, `27/11/2026`, es-VE amounts `1.234,56` (debits negative), a title line
 *   mercantil.csv  `;`, Windows-1252, `27-11-2026`, Cargo and Abono columns, accents in descriptions
 *   venezuela.csv  `,`, UTF-8 with a BOM, ISO dates, plain amounts `1234.56`, quoted descriptions with
 *                  commas and one `=HYPERLINK(…)` cell
 * truth.json lists every credit (day, reference, amount in cents) each file must give, in order.
 * Usage: node generate.mjs DIR [MOVEMENTS=10000] [SEED=34]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const [dir, countArg = "10000", seedArg = "34"] = process.argv.slice(2);
if (!dir) {
  console.error("usage: node generate.mjs DIR [MOVEMENTS] [SEED]");
  process.exit(2);
}
const count = Number(countArg);
let seed = Number(seedArg) >>> 0 || 1;
/** xorshift32: the same corpus for the same seed. */
function random() {
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed / 0x100000000;
}
const pick = (list) => list[Math.floor(random() * list.length)];

const NAMES = [
  "José Peña",
  "María Gómez",
  "Ñango Díaz",
  "Andrés Núñez",
  "Lucía Pérez",
  "Raúl Ávila",
];
const BANKS = ["0102", "0105", "0108", "0134", "0172", "0191"];

const start = Date.UTC(2026, 10, 1);
const movements = [];
for (let i = 0; i < count; i++) {
  const day = new Date(start + Math.floor((i / count) * 28) * 86_400_000);
  const credit = random() < 0.85;
  // Bs 50,00 … 25.000,00 with cents; references of 12 digits as banks print them.
  const cents = 5000 + Math.floor(random() * 2_495_000);
  const reference = String(
    100_000_000_000 + Math.floor(random() * 899_999_999_999),
  );
  const description = credit
    ? `PAGO MOVIL ${pick(BANKS)} ${pick(NAMES)}`
    : pick([
        "COMISION POR SERVICIO",
        "COMPRA POS, FARMACIA",
        "TRANSFERENCIA A TERCEROS",
      ]);
  movements.push({ day, credit, cents, reference, description });
}
// One formula cell, kept as text.
if (movements.length > 3) {
  movements[3].credit = true;
  movements[3].description = '=HYPERLINK("http://ejemplo.invalid","ver")';
}

const pad = (n) => String(n).padStart(2, "0");
const dmy = (d, sep) =>
  `${pad(d.getUTCDate())}${sep}${pad(d.getUTCMonth() + 1)}${sep}${d.getUTCFullYear()}`;
const iso = (d) => d.toISOString().slice(0, 10);
function esVe(cents) {
  const whole = String(Math.floor(cents / 100)).replace(
    /\B(?=(\d{3})+$)/g,
    ".",
  );
  return `${whole},${pad(cents % 100)}`;
}
const plain = (cents) => `${Math.floor(cents / 100)}.${pad(cents % 100)}`;
const quoted = (text) => `"${text.replaceAll('"', '""')}"`;

mkdirSync(dir, { recursive: true });
let balance = 10_000_000;

const banesco = [
  "Banesco Banco Universal - Consulta de movimientos",
  "Fecha;Referencia;Descripción;Monto",
];
const mercantil = ["Fecha;Descripción;Referencia;Cargo;Abono;Saldo"];
const venezuela = ["Fecha,Referencia,Concepto,Débito,Crédito,Saldo"];
for (const m of movements) {
  balance += m.credit ? m.cents : -m.cents;
  const semicolonSafe = m.description.includes(";")
    ? quoted(m.description)
    : m.description;
  banesco.push(
    `${dmy(m.day, "/")};${m.reference};${semicolonSafe};${m.credit ? "" : "-"}${esVe(m.cents)}`,
  );
  mercantil.push(
    `${dmy(m.day, "-")};${semicolonSafe};${m.reference};${m.credit ? "" : esVe(m.cents)};${
      m.credit ? esVe(m.cents) : ""
    };${esVe(balance)}`,
  );
  venezuela.push(
    `${iso(m.day)},${m.reference},${quoted(m.description)},${m.credit ? "" : plain(m.cents)},${
      m.credit ? plain(m.cents) : ""
    },${plain(balance)}`,
  );
}
banesco.push("", "Saldo final;;;");
writeFileSync(path.join(dir, "banesco.csv"), banesco.join("\n") + "\n", "utf8");
writeFileSync(
  path.join(dir, "mercantil.csv"),
  Buffer.from(mercantil.join("\r\n") + "\r\n", "latin1"),
);
writeFileSync(
  path.join(dir, "venezuela.csv"),
  "\uFEFF" + venezuela.join("\n") + "\n",
  "utf8",
);

const credits = movements
  .filter((m) => m.credit)
  .map((m) => ({
    date: iso(m.day),
    reference: m.reference,
    amount_cents: m.cents,
    description: m.description,
  }));
writeFileSync(
  path.join(dir, "truth.json"),
  JSON.stringify(
    {
      seed: Number(seedArg),
      files: [
        { file: "banesco.csv", preset: "banesco", encoding: "UTF-8" },
        {
          file: "mercantil.csv",
          preset: "mercantil",
          encoding: "Windows-1252",
        },
        { file: "venezuela.csv", preset: "venezuela", encoding: "UTF-8 (BOM)" },
      ],
      credits,
    },
    null,
    1,
  ),
);
console.error(
  `generate.mjs: ${movements.length} movements (${credits.length} credits) × 3 layouts in ${dir}`,
);
