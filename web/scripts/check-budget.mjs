// Fails the build when the JavaScript a first visit must download (the entry chunk that
// dist/index.html loads, plus every chunk it imports statically, from dist/.vite/manifest.json)
// is larger, gzipped, than the budget. Also checks that index.html has no inline script (the CSP
// forbids them) and that the business area stayed out of the initial chunks.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

/** Gzipped initial JS budget in bytes: ~20% over the measured size (see README). */
const BUDGET_GZIP_BYTES = 188 * 1024;

const dist = new URL('../dist/', import.meta.url);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function fail(message) {
  console.error(`check-budget: ${message}`);
  process.exit(1);
}

let manifest;
let html;
try {
  manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', dist), 'utf8'));
  html = await readFile(new URL('index.html', dist), 'utf8');
} catch (error) {
  fail(
    `cannot read dist/index.html or dist/.vite/manifest.json (${error.message}); run vite build first.`,
  );
}

// No inline scripts: every <script> must have a src.
for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
  if (!/\bsrc\s*=/.test(match[1]) || match[2].trim() !== '') {
    fail("dist/index.html contains an inline <script>; the CSP (script-src 'self') forbids it.");
  }
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1)
  fail(`expected one entry chunk in the manifest, found ${entries.length}.`);
const [entryKey, entry] = entries[0];
if (!html.includes(`/${entry.file}`))
  fail(`dist/index.html does not reference the entry ${entry.file}.`);

// The entry and its static imports, transitively (dynamic imports are loaded on demand).
const initial = new Map();
const visit = (key) => {
  if (initial.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) fail(`manifest has no chunk ${key}.`);
  initial.set(key, chunk);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);

const forbidden = [...initial.keys()].filter(
  (key) => key.includes('features/business/') || key.includes('layouts/BusinessLayout'),
);
if (forbidden.length > 0) fail(`business code is in the initial chunks: ${forbidden.join(', ')}`);

let totalRaw = 0;
let totalGzip = 0;
console.log('check-budget: initial JavaScript');
for (const chunk of initial.values()) {
  const data = await readFile(new URL(chunk.file, dist));
  const gzip = gzipSync(data, { level: 9 }).length;
  totalRaw += data.length;
  totalGzip += gzip;
  console.log(
    `  ${chunk.file.padEnd(44)} ${kb(data.length).padStart(10)}  gzip ${kb(gzip).padStart(9)}`,
  );
}
const css = [...initial.values()].flatMap((chunk) => chunk.css ?? []);
for (const file of css) {
  const data = await readFile(new URL(file, dist));
  console.log(
    `  ${`${file} (css, not counted)`.padEnd(44)} ${kb(data.length).padStart(10)}  gzip ${kb(gzipSync(data, { level: 9 }).length).padStart(9)}`,
  );
}
console.log(`  total ${kb(totalRaw)}, gzip ${kb(totalGzip)} of a ${kb(BUDGET_GZIP_BYTES)} budget`);

const lazyCount = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
console.log(`  ${lazyCount} lazily loaded chunks`);

if (totalGzip > BUDGET_GZIP_BYTES) {
  fail(
    `initial JavaScript is ${kb(totalGzip)} gzipped, over the ${kb(BUDGET_GZIP_BYTES)} budget. Lazy-load more, or raise the budget deliberately.`,
  );
}
