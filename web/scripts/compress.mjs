// Writes X.gz (gzip level 9) and X.br (brotli, max quality) next to every compressible file in dist/
// larger than 512 bytes, so the server can send them pre-compressed. Node built-ins only.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

// RIFA_WEB_DIST: another output directory (a build made with `vite build --outDir DIR`).
const dist = process.env.RIFA_WEB_DIST
  ? `${process.env.RIFA_WEB_DIST.replace(/\/$/, '')}/`
  : new URL('../dist/', import.meta.url).pathname;
const extensions = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
const minBytes = 512;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function extension(path) {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? '' : path.slice(dot);
}

try {
  await stat(dist);
} catch {
  console.error('compress: dist/ not found; run vite build first.');
  process.exit(1);
}

let count = 0;
let raw = 0;
let gz = 0;
let br = 0;
for await (const file of walk(dist)) {
  if (!extensions.has(extension(file))) continue;
  const data = await readFile(file);
  if (data.length <= minBytes) continue;
  const gzipped = gzipSync(data, { level: 9 });
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]:
        extension(file) === '.svg' || extension(file) === '.json' || extension(file) === '.txt'
          ? constants.BROTLI_MODE_TEXT
          : constants.BROTLI_MODE_GENERIC,
    },
  });
  await writeFile(`${file}.gz`, gzipped);
  await writeFile(`${file}.br`, brotli);
  count += 1;
  raw += data.length;
  gz += gzipped.length;
  br += brotli.length;
  if (process.env.COMPRESS_VERBOSE) {
    console.log(
      `  ${relative(dist, file)}: ${data.length} → gz ${gzipped.length}, br ${brotli.length}`,
    );
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`compress: ${count} files, ${kb(raw)} → gzip ${kb(gz)}, brotli ${kb(br)}`);
