import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const srcDir = path.resolve(import.meta.dirname, 'src');

/** Which layer of src/ a file belongs to: a feature name, 'app', or a shared layer. */
function layerOf(file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') {
    const rest = rel.split(path.sep).slice(2).join('/');
    return { kind: 'feature', name: second, index: rest === '' || rest === 'index' };
  }
  return { kind: top };
}

/** The relative modules a source file names: `import … from`, `export … from`, `import()`. */
function importsOf(text) {
  const found = [];
  const pattern =
    /\bfrom\s+['"](\.[^'"]*)['"]|\bimport\s*\(\s*['"](\.[^'"]*)['"]|^\s*import\s+['"](\.[^'"]*)['"]/gm;
  for (const m of text.matchAll(pattern)) found.push(m[1] ?? m[2] ?? m[3]);
  return found;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

let cyclicFeatures;
/**
 * The features that import each other in a loop: feature -> the name of its cycle ("a -> b -> a"),
 * from one read of src/features per lint run (each strongly connected component of more than one
 * feature of the graph "a imports b", test files included, as the layers rule reads them).
 */
function featureCycles() {
  if (cyclicFeatures) return cyclicFeatures;
  const graph = new Map();
  for (const file of sourceFiles(path.join(srcDir, 'features'))) {
    const from = layerOf(file).name;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const source of importsOf(readFileSync(file, 'utf8'))) {
      const to = layerOf(path.resolve(path.dirname(file), source));
      if (to?.kind === 'feature' && to.name !== from) graph.get(from).add(to.name);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map();
  const low = new Map();
  const stack = [];
  let next = 0;
  cyclicFeatures = new Map();
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = stack.splice(stack.indexOf(v)).sort();
    if (component.length < 2) return;
    const name = [...component, component[0]].join(' -> ');
    for (const f of component) cyclicFeatures.set(f, { name, members: new Set(component) });
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cyclicFeatures;
}

/**
 * ARCHITECTURE §10: no reaching into another feature: a feature uses another only through that
 * feature's public `index.ts` (`../../plans`, never `../../plans/api/plan`); shared layers
 * (components, lib, locales, samples) never import features or app code; and no two features
 * import each other, directly or round a loop (the feature graph is acyclic: move what both need
 * down to components/ or lib/).
 */
const layersRule = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'Feature "{{from}}" may import feature "{{to}}" only through its index (features/{{to}}); move what is shared to components/ or lib/, or export it from features/{{to}}/index.ts.',
      upward: 'Shared code in src/{{from}}/ must not import from src/{{to}}/.',
      cycle:
        'Features import each other in a loop ({{cycle}}); move what they share down to components/ or lib/.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name && !to.index) {
        context.report({
          node: node.source,
          messageId: 'crossFeature',
          data: { from: from.name, to: to.name },
        });
      }
      const cycle = from.kind === 'feature' && featureCycles().get(from.name);
      if (cycle && to.kind === 'feature' && cycle.members.has(to.name) && from.name !== to.name) {
        context.report({ node: node.source, messageId: 'cycle', data: { cycle: cycle.name } });
      }
      const shared = ['components', 'lib', 'locales', 'samples'];
      if (shared.includes(from.kind) && (to.kind === 'feature' || to.kind === 'app')) {
        context.report({
          node: node.source,
          messageId: 'upward',
          data: { from: from.kind, to: to.kind === 'feature' ? `features/${to.name}` : 'app' },
        });
      }
      if (from.kind === 'feature' && to.kind === 'app') {
        context.report({
          node: node.source,
          messageId: 'upward',
          data: { from: `features/${from.name}`, to: 'app' },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default defineConfig([
  globalIgnores(['dist', 'coverage', 'node_modules', 'src/lib/api/schema.d.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    plugins: { rifa: { rules: { layers: layersRule } } },
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'rifa/layers': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
  },
  {
    // Served as is to the browser (public/boot.js is a classic script in index.html's <head>).
    files: ['public/**/*.js'],
    languageOptions: { ecmaVersion: 2017, sourceType: 'script', globals: globals.browser },
  },
]);
