// Scores bench/ocr.sh's readings against the corpus truth.
//   node bench/ocr/score.mjs TRUTH_JSON READINGS_JSONL [MISSES_OUT]
// prints a Markdown section: fields read exactly (per field, and per layout for references and amounts),
// receipts told from non-receipts, and the time per proof (p50/p99/max, as read-proof measured it).
// MISSES_OUT (optional) gets every wrong field with what was expected and what was read.
import fs from 'node:fs';

const [truthFile, readingsFile, missesFile] = process.argv.slice(2);
const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8'));
const readings = new Map(
  fs.readFileSync(readingsFile, 'utf8').split('\n').filter(Boolean).map((line) => {
    const r = JSON.parse(line);
    return [r.file.split('/').pop(), r];
  }),
);

const FIELDS = ['reference', 'amount', 'currency', 'date', 'time', 'origin_bank', 'destination_bank', 'phone', 'cedula'];
const read = (r, field) => {
  if (!r || r.error) return null;
  if (field === 'phone') return r.phones?.map((p) => p.value) ?? [];
  return r[field]?.value ?? null;
};
const score = {};
const byLayout = {};
const misses = [];
let receipts = 0, receiptsSeen = 0, others = 0, othersRefused = 0, errors = 0;
const times = [];
const cpu = [];
for (const t of truth) {
  const r = readings.get(t.file);
  if (!r || r.error) errors++;
  if (r?.ms !== undefined) times.push(r.ms);
  if (r?.cpu_ms !== undefined) cpu.push(r.cpu_ms);
  if (!t.receipt) {
    others++;
    if (r && !r.error && r.receipt === false) othersRefused++;
    else misses.push({ file: t.file, field: 'receipt', expected: false, read: r?.receipt });
    continue;
  }
  receipts++;
  if (r?.receipt) receiptsSeen++;
  for (const field of FIELDS) {
    if (t[field] === null || t[field] === undefined) continue;
    const got = read(r, field);
    const ok = field === 'phone' ? got?.includes(t[field]) : got === t[field];
    score[field] ??= { ok: 0, n: 0 };
    score[field].n++;
    if (ok) score[field].ok++;
    else misses.push({ file: t.file, field, expected: t[field], read: got, text: r?.text });
    if (field === 'reference' || field === 'amount') {
      byLayout[t.layout] ??= { reference: { ok: 0, n: 0 }, amount: { ok: 0, n: 0 } };
      byLayout[t.layout][field].n++;
      if (ok) byLayout[t.layout][field].ok++;
    }
  }
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const quantile = (list, q) => (list.length ? list[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)] : NaN);
const pct = (q) => quantile(times, q);
const rate = (s) => `${((100 * s.ok) / s.n).toFixed(1)}% (${s.ok}/${s.n})`;

const lines = [];
lines.push(`Corpus: ${truth.length} images (${receipts} receipts in ${Object.keys(byLayout).length} layouts, ${others} non-receipts); read errors: ${errors}.`, '');
lines.push('| Field | Read exactly |', '|---|---|');
for (const field of FIELDS) if (score[field]) lines.push(`| ${field} | ${rate(score[field])} |`);
lines.push(`| receipt recognised | ${rate({ ok: receiptsSeen, n: receipts })} |`);
lines.push(`| non-receipt flagged | ${rate({ ok: othersRefused, n: others })} |`, '');
lines.push('| Layout | reference | amount |', '|---|---|---|');
for (const [layout, s] of Object.entries(byLayout)) lines.push(`| ${layout} | ${rate(s.reference)} | ${rate(s.amount)} |`);
lines.push('', `Time per proof (one core, models loaded once): p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms wall; CPU time p50 ${quantile(cpu, 0.5).toFixed(0)} ms, p99 ${quantile(cpu, 0.99).toFixed(0)} ms (wall above CPU means other processes had the core).`);
const goal = (s) => (s && s.ok / s.n >= 0.95 ? 'meets' : 'misses');
lines.push(`Goals: references ≥ 95% ${goal(score.reference)}, amounts ≥ 95% ${goal(score.amount)}, p99 ≤ 1.5 s ${pct(0.99) <= 1500 ? 'meets' : 'misses'}.`);
console.log(lines.join('\n'));
if (missesFile) fs.writeFileSync(missesFile, misses.map((m) => JSON.stringify(m)).join('\n') + '\n');
