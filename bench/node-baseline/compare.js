// node compare.js A.json B.json: checks that two answers to one request are the same JSON. Prints
// the paths whose keys exist on one side only, then the paths whose values differ, and exits 1 if
// there is any. Keys are compared at every depth (array items by position).
const fs = require('node:fs');
const [a, b] = process.argv.slice(2).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
const onlyOne = [];
const differ = [];
const walk = (x, y, path) => {
  const object = (v) => v !== null && typeof v === 'object';
  if (object(x) && object(y) && Array.isArray(x) === Array.isArray(y)) {
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const k of keys) {
      const p = Array.isArray(x) ? `${path}[${k}]` : `${path}.${k}`;
      if (!(k in x) || !(k in y)) onlyOne.push(`${p} (only in ${k in x ? 'the first' : 'the second'})`);
      else walk(x[k], y[k], p);
    }
  } else if (JSON.stringify(x) !== JSON.stringify(y)) {
    differ.push(`${path}: ${JSON.stringify(x)?.slice(0, 60)} vs ${JSON.stringify(y)?.slice(0, 60)}`);
  }
};
walk(a, b, '$');
if (onlyOne.length) console.log(`keys on one side only: ${onlyOne.slice(0, 20).join(', ')}`);
if (differ.length) console.log(`values that differ: ${differ.slice(0, 20).join('; ')}`);
process.exit(onlyOne.length || differ.length ? 1 : 0);
