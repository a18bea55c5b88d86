#!/usr/bin/env node
// Feature boundaries of the server (ARCHITECTURE §10, issue 38), checked over the `#include "…"`
// lines of server/src. The rules (docs/boundaries.md says the same for the server and the web):
//
//   1. Layers: the shared layers below the features (auth, common, db, events, http, jobs, metrics,
//      ops, realtime, storage) never include features/. Only main.cpp, the composition root, wires features in
//      (their *_routes.hpp and jobs).
//   2. Public headers: a file of features/f/ includes a file of another feature g only when it is
//      one of g's public headers:
//        - g's types `g.hpp`, its service `g_service.hpp` and its serialisers `g_json.hpp`, where g
//          may be written singular (`plans/plan_json.hpp`, `raffles/raffle_json.hpp`);
//        - the headers g declares public in EXTRA_PUBLIC below, each with what it offers.
//      Never g's routes, repository, jobs or other files: move what is shared down to common/ (or
//      another shared layer) or declare it here, deliberately, in review.
//   3. No cycles: the graph of features (f -> g when a file of f includes a file of g) is acyclic.
//
// Usage: node scripts/check-includes.mjs [ROOT] [--graph]   (exit 0 clean, 1 violations).
// --graph also prints the feature graph (the edges and their count).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const showGraph = args.includes('--graph');
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '..'));
const srcDir = path.join(root, 'server', 'src');

const LOWER_LAYERS = ['auth', 'common', 'db', 'events', 'http', 'jobs', 'metrics', 'ops', 'realtime', 'storage'];

/** Headers a feature offers others beyond `g.hpp`, `g_service.hpp` and `g_json.hpp`. */
const EXTRA_PUBLIC = {
  admin: [
    'audit_log.hpp', // the one way to write the audit trail
    'mobile_payment_review.hpp', // the super admin's approval, also from a bank statement's match
  ],
  business: ['business_access.hpp'], // who acts in the back-office, and for which business
  draw: ['draw_rules.hpp'], // the draw's rules as plain functions (padded numbers, Caracas time)
  notifications: [
    'notifier.hpp', // how a feature sends a notice (in its transaction)
    'notification_texts.hpp', // the notices' texts
    'subscription_texts.hpp',
    'raffle_audience.hpp', // who hears of a raffle: its live buyers
  ],
  payment_methods: ['method_type.hpp'], // the four method types, read from a request
  payments: [
    // proofs, amounts and duplicate detection, shared with the subscriptions' mobile payments
    'payment_amounts.hpp',
    'payment_screenshots.hpp',
    'duplicate_flags.hpp',
  ],
  profiles: [
    'super_admin.hpp', // whether a user is the super administrator
    'profile_fields.hpp', // the own profile's fields read from a request body
  ],
  subscriptions: [
    'membership.hpp', // the back-office membership that follows a subscription
    'mobile_payments_service.hpp', // the subscriptions' mobile payments, reviewed by the super admin
  ],
  // typed ticket rows (the ticket columns and their reading) for the queries of payments and
  // business sales that join tickets
  // and the counter sale's body, read alike by the business's counter and a raffle seller's
  tickets: ['tickets_rows.hpp', 'counter_sale_body.hpp'],
  sellers: ['invitations.hpp'], // the invitation links' mechanism, which a business's cashier invitations use too
  shifts: ['shift_request.hpp'], // a shift's period, a close's body and its CSV answer, alike for cashiers and sellers
};

function isPublic(feature, file) {
  if (EXTRA_PUBLIC[feature]?.includes(file)) return true;
  const stems = [feature, feature.replace(/s$/, '')];
  return stems.some((s) => [`${s}.hpp`, `${s}_service.hpp`, `${s}_json.hpp`].includes(file));
}

function* cppFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* cppFiles(full);
    else if (/\.(cpp|hpp)$/.test(name)) yield full;
  }
}

/** features/<name>/<rest> -> { name, file } (file: the path inside the feature folder). */
function featureOf(rel) {
  const parts = rel.split('/');
  return parts[0] === 'features' && parts.length > 2 ? { name: parts[1], file: parts.slice(2).join('/') } : null;
}

const problems = [];
const graph = new Map(); // feature -> Map(feature -> [file -> include])
let crossing = 0;
for (const full of cppFiles(srcDir)) {
  const rel = path.relative(srcDir, full).split(path.sep).join('/');
  const from = featureOf(rel);
  const layer = rel.split('/')[0];
  const lines = readFileSync(full, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const m = /^\s*#\s*include\s+"([^"]+)"/.exec(line);
    if (!m) return;
    const to = featureOf(m[1]);
    if (!to) return;
    const where = `server/src/${rel}:${i + 1}`;
    if (LOWER_LAYERS.includes(layer)) {
      problems.push(`${where}: ${layer}/ is below the features and must not include ${m[1]}`);
      return;
    }
    if (!from || from.name === to.name) return;
    crossing += 1;
    if (!isPublic(to.name, to.file)) {
      problems.push(
        `${where}: feature ${from.name} includes ${m[1]}, not a public header of ${to.name}` +
          ` (public: ${to.name}.hpp, ${to.name}_service.hpp, ${to.name}_json.hpp and EXTRA_PUBLIC in scripts/check-includes.mjs)`,
      );
    }
    if (!graph.has(from.name)) graph.set(from.name, new Map());
    const edges = graph.get(from.name);
    if (!edges.has(to.name)) edges.set(to.name, []);
    edges.get(to.name).push(`${rel} -> ${m[1]}`);
  });
}

/** The strongly connected components of more than one feature (Tarjan): each is a cycle. */
function cycles(g) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...g.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

for (const component of cycles(graph)) {
  const inside = new Set(component);
  const ties = [];
  for (const f of component) {
    for (const [g, includes] of graph.get(f) ?? []) if (inside.has(g)) ties.push(`    ${f} -> ${g}: ${includes[0]}`);
  }
  problems.push(`features in a cycle: ${component.join(' <-> ')}\n${ties.join('\n')}`);
}

const edgeCount = [...graph.values()].reduce((n, edges) => n + edges.size, 0);
if (showGraph) {
  for (const [f, edges] of [...graph].sort()) console.log(`${f} -> ${[...edges.keys()].sort().join(', ')}`);
}
if (problems.length) {
  console.error('Feature boundaries broken (scripts/check-includes.mjs):');
  for (const p of problems) console.error('  ' + p);
  process.exit(1);
}
console.log(
  `Feature boundaries ok: ${crossing} include(s) cross features, ${edgeCount} feature edge(s), no cycle, no lower layer includes a feature`,
);
