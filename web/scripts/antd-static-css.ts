/**
 * Vite build plugin: Ant Design's styles as one static, long-cached stylesheet instead of CSS-in-JS
 * computed on the phone at first paint (issue 14). At build time it renders, in Node, every antd
 * component the app imports (found in `src/**` import statements) inside the app's theme, collects
 * the CSS they register (`@ant-design/static-style-extract`), emits it as a hashed asset and links
 * it first in `<head>` (where the runtime would have inserted it, so the app's own CSS still
 * overrides it). The production app runs antd with `theme.zeroRuntime`, which skips generating
 * component styles; dev and tests keep the runtime styles.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';

const srcDir = path.resolve(import.meta.dirname, '../src');

/** Used through `App.useApp()` or the static APIs: no import names them. */
const alwaysIncluded = ['message', 'notification'];
/** Pages that keep antd's runtime styles (a nested `zeroRuntime: false`): not scanned. */
const runtimeStyled = new Set([path.join(srcDir, 'app/pages/TestAntdPage.tsx')]);

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/** The names imported from 'antd' anywhere in the app (components and types alike). */
async function importedAntdNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const file of sourceFiles(srcDir)) {
    if (runtimeStyled.has(file)) continue;
    const code = await readFile(file, 'utf8');
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

export function antdStaticCss(): Plugin {
  let fileName = '';
  return {
    name: 'rifa-antd-static-css',
    apply: 'build',
    async buildStart() {
      const antd = (await import('antd')) as unknown as Record<string, unknown>;
      const { extractStyle } = await import('@ant-design/static-style-extract');
      const imported = [...(await importedAntdNames())].filter(
        (name) => /^[A-Z]/.test(name) && name !== 'ConfigProvider' && antd[name] !== undefined,
      );
      const css = extractStyle({
        includes: [...imported, ...alwaysIncluded],
        customTheme: (node: ReactElement) =>
          createElement(antd.ConfigProvider as never, { theme }, node),
      });
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      fileName = `assets/antd-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    // Before the entry's own stylesheet and script, so the app's CSS overrides antd's.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /\n(\s*)<script type="module"/,
          `\n$1<link rel="stylesheet" href="/${fileName}">\n$1<script type="module"`,
        ),
    },
  };
}
