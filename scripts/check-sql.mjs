#!/usr/bin/env node
// SQL lives in a feature's repository (`*_repository.{hpp,cpp}`), in `db/` and in the migrations
// (ARCHITECTURE §3, issue 38). This check counts the SQL statements written in every other C++
// file of server/src and compares them with scripts/sql-debt.txt, the list of files that still
// hold SQL from before the rule, each with its count:
//   - a file not on the list that holds SQL fails (new SQL outside a repository);
//   - a listed file with more statements than listed fails (the debt grew);
//   - a listed file with fewer fails too, asking for the list to be lowered, so the debt only
//     shrinks and the list stays true.
// A statement is a string literal's `SELECT … FROM`, `INSERT INTO`, `UPDATE <table> SET`,
// `DELETE FROM` or `ON CONFLICT`, counted once per keyword occurrence, upper case as the code
// base writes SQL. Usage: node scripts/check-sql.mjs [ROOT]   (exit 0 clean, 1 violations)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const srcDir = path.join(root, 'server', 'src');
const debtFile = path.join(root, 'scripts', 'sql-debt.txt');

const statement = /\b(SELECT\b[\s\S]*?\bFROM|INSERT\s+INTO|UPDATE\s+[a-z_]+\s+SET|DELETE\s+FROM)\b/g;

/** The SQL statements in a C++ file: keywords inside its string literals (plain and raw). */
function countSql(text) {
  let count = 0;
  const literal = /R"([^(\s]*)\(([\s\S]*?)\)\1"|"((?:[^"\\\n]|\\.)*)"/g;
  // Adjacent literals ("SELECT a " "FROM t") are one string to the compiler: join each run.
  let run = '';
  let runEnd = -1;
  const flush = () => {
    count += (run.match(statement) ?? []).length;
    run = '';
  };
  for (const m of text.matchAll(literal)) {
    const body = m[2] ?? m[3] ?? '';
    const between = runEnd < 0 ? '' : text.slice(runEnd, m.index);
    if (runEnd >= 0 && !/^\s*$/.test(between)) flush();
    run += ' ' + body;
    runEnd = m.index + m[0].length;
  }
  flush();
  return count;
}

function* cppFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* cppFiles(full);
    else if (/\.(cpp|hpp)$/.test(name)) yield full;
  }
}

const allowed = (rel) => rel.startsWith('db/') || /_repository\.(cpp|hpp)$/.test(rel);

function readDebt() {
  const debt = new Map();
  for (const line of readFileSync(debtFile, 'utf8').split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const [file, n] = t.split(/\s+/);
    debt.set(file, Number(n));
  }
  return debt;
}

const debt = readDebt();
const problems = [];
let total = 0;
const seen = new Set();
for (const file of cppFiles(srcDir)) {
  const rel = path.relative(srcDir, file).split(path.sep).join('/');
  if (allowed(rel)) continue;
  const n = countSql(readFileSync(file, 'utf8'));
  if (n === 0 && !debt.has(rel)) continue;
  seen.add(rel);
  total += n;
  const listed = debt.get(rel);
  if (listed === undefined) {
    problems.push(`${rel}: ${n} SQL statement(s) outside a repository; move them to the feature's *_repository.cpp`);
  } else if (n > listed) {
    problems.push(`${rel}: ${n} SQL statements, the debt list allows ${listed}; move the new SQL to a repository`);
  } else if (n < listed) {
    problems.push(`${rel}: ${n} SQL statements, fewer than the ${listed} listed: lower its line in scripts/sql-debt.txt`);
  }
}
for (const rel of debt.keys()) {
  if (!seen.has(rel)) problems.push(`${rel}: listed in scripts/sql-debt.txt but gone or free of SQL: remove its line`);
}
if (problems.length) {
  console.error('SQL outside repositories (scripts/check-sql.mjs):');
  for (const p of problems) console.error('  ' + p);
  process.exit(1);
}
console.log(
  debt.size === 0
    ? 'SQL placement ok: no SQL outside repositories, db/ and migrations'
    : `SQL placement ok: ${total} statement(s) left in ${seen.size} file(s) of scripts/sql-debt.txt`,
);
