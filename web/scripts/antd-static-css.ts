/**
 * Vite build plugin: Ant Design's styles as one static, long-cached stylesheet instead of CSS-in-JS
 * computed on the phone at first paint (issue 14). At build time it renders, in Node, every antd
 * component the app imports (found in `src/**` import statements) inside the app's theme, collects
 * the CSS they register (`@ant-design/static-style-extract`), emits it as a hashed asset and links
 * it first in `<head>` (where the runtime would have inserted it, so the app's own CSS still
 * overrides it). The production app runs antd with `theme.zeroRuntime`, which skips generating
 * component styles; dev and tests keep the runtime styles.
 *
 * antd still registers its CSS variables at runtime (the theme's tokens, and each component's the
 * first time it renders), even with `zeroRuntime`: a `<style>` written with `innerHTML` into
 * `<head>`, which the browser parses and applies while React commits the page (issue 14: ~40 of
 * them in a raffle's first commits, the longest task of its load). `virtual:antd-vars` holds them
 * instead, as the `<style data-css-hash>` elements antd's server rendering would write: the app
 * writes them all at once before it starts (src/lib/antd-vars.ts), and antd then finds each one
 * by its hash and leaves it (@rc-component/util's updateCSS). Not in the HTML: ~5 kB more of it
 * would take a page past the first round trip of a cold connection.
 *
 * The components only the back-office uses (tables, date pickers, tabs…) go to a second
 * stylesheet, `virtual:antd-back-office.css`, which the back-office's layout imports: a buyer's
 * phone never downloads or parses their rules (a third of the CSS), and every style recalculation
 * on its pages is cheaper (issue 14).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import type emotionHash from '@emotion/hash';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';

const srcDir = path.resolve(import.meta.dirname, '../src');

/** Used through `App.useApp()` or the static APIs: no import names them. */
const alwaysIncluded = ['message', 'notification'];
/** Pages that keep antd's runtime styles (a nested `zeroRuntime: false`): not scanned. */
const runtimeStyled = new Set([path.join(srcDir, 'app/pages/TestAntdPage.tsx')]);
/** The back-office's code: what it alone imports goes to the back-office stylesheet. */
const backOffice = new RegExp(
  String.raw`[\/]src[\/](features[\/](business|admin)[\/]|app[\/](layouts[\/]Business|guards[\/]RequireBusinessAccess))`,
);
export const BACK_OFFICE_CSS = 'virtual:antd-back-office.css';
export const ANTD_VARS = 'virtual:antd-vars';

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/** The names imported from 'antd' in the app's files that `scope` accepts (components and types). */
async function importedAntdNames(scope: (file: string) => boolean): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const file of sourceFiles(srcDir)) {
    if (runtimeStyled.has(file) || !scope(file)) continue;
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

/** antd's CSS, in the app's theme, for the components named in `names` that antd exports. */
async function extractCss(names: Iterable<string>, extra: string[] = []): Promise<string> {
  const antd = (await import('antd')) as unknown as Record<string, unknown>;
  const { extractStyle } = await import('@ant-design/static-style-extract');
  const components = [...names].filter(
    (name) => /^[A-Z]/.test(name) && name !== 'ConfigProvider' && antd[name] !== undefined,
  );
  return extractStyle({
    includes: [...components, ...extra],
    customTheme: (node: ReactElement) =>
      createElement(antd.ConfigProvider as never, { theme }, node),
  });
}

/**
 * The `<style>` elements antd writes at runtime for the app's theme and the components named in
 * `names` (their CSS variables), as antd's own server rendering would put them in `<head>`.
 */
async function runtimeVarStyles(names: Iterable<string>, extra: string[] = []): Promise<string> {
  const antd = (await import('antd')) as unknown as Record<string, unknown>;
  const { extractStyle } = await import('@ant-design/static-style-extract');
  const cssinjs = await import('@ant-design/cssinjs');
  const cache = cssinjs.createCache();
  const components = [...names].filter(
    (name) => /^[A-Z]/.test(name) && name !== 'ConfigProvider' && antd[name] !== undefined,
  );
  // Rendered as the app renders in production (zeroRuntime: variables only), into our own cache.
  extractStyle({
    includes: [...components, ...extra],
    customTheme: (node: ReactElement) =>
      createElement(
        cssinjs.StyleProvider,
        { cache },
        createElement(
          antd.ConfigProvider as never,
          { theme: { ...theme, zeroRuntime: true } },
          node,
        ),
      ),
  });
  // Only the app's own variables (its cssVar key): components that nest a ConfigProvider (Modal's
  // panels) register theirs under a key made by useId, which the page would not repeat.
  const key = theme.cssVar?.key ?? '';
  const own = `data-token-hash="${key}"`;
  // The theme's own variables (`.rifa{…}`): the runtime looks them up under a hash of their key,
  // not under the token's hash that extraction writes (@ant-design/cssinjs's useCacheToken).
  // (@emotion/hash is CommonJS: its function is `exports.default`.)
  const hash = (createRequire(import.meta.url)('@emotion/hash') as { default: typeof emotionHash })
    .default;
  return (
    cssinjs
      .extractStyle(cache, { types: ['token', 'cssVar'] })
      .match(/<style[^>]*>[^<]*<\/style>/g) ?? []
  )
    .filter((style) => style.includes(own))
    .map((style) =>
      style.includes(`>.${key}{`)
        ? style.replace(/data-css-hash="[^"]*"/, `data-css-hash="${hash(`css-var-${key}`)}"`)
        : style,
    )
    .join('');
}

export function antdStaticCss(): Plugin {
  let fileName = '';
  let varStyles = '';
  let build = false;
  let backOfficeCss = '';
  return {
    name: 'rifa-antd-static-css',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (!build) return;
      const app = await importedAntdNames((file) => !backOffice.test(file));
      const all = await importedAntdNames(() => true);
      const css = await extractCss(app, alwaysIncluded);
      varStyles = await runtimeVarStyles(app, alwaysIncluded);
      backOfficeCss = await extractCss([...all].filter((name) => !app.has(name)));
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      fileName = `assets/antd-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    // The back-office's stylesheet, as a CSS module its layout imports (empty in dev and tests,
    // where antd styles itself at runtime).
    // And antd's CSS variables, as the `<style>` elements it would write (empty in dev and tests).
    resolveId: (id) =>
      id === BACK_OFFICE_CSS ? BACK_OFFICE_CSS : id === ANTD_VARS ? `\0${ANTD_VARS}` : null,
    load: (id) => {
      if (id === BACK_OFFICE_CSS) return backOfficeCss;
      if (id === `\0${ANTD_VARS}`) return `export default ${JSON.stringify(varStyles)};`;
      return null;
    },
    // Before the entry's own stylesheet and script, so the app's CSS overrides antd's.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        build
          ? html.replace(
              /\n(\s*)<script type="module"/,
              `\n$1<link rel="stylesheet" href="/${fileName}">\n$1<script type="module"`,
            )
          : html,
    },
  };
}
