/**
 * The buyer's pages' shells (src/app/shell-prerender.tsx) rendered at build time into index.html,
 * for scripts/prerender-landing.ts's plugin (issue 14, Largest Contentful Paint): on a phone,
 * public/boot.js shows the shell of the page asked for — the app's bars, the page's title and its
 * skeletons — as soon as the stylesheets arrive, instead of the brand, and the app replaces it when
 * it starts. The rules of the app's own stylesheets that the shells use are inlined with them; antd's
 * are in its static stylesheet, which boot.js links on every app page.
 */
import path from 'node:path';
import type { Plugin as VitePlugin, ViteDevServer } from 'vite';
import type { OutputBundle } from 'rolldown';
import { usedCss } from './used-css.ts';

const webDir = path.resolve(import.meta.dirname, '..');

/**
 * In Node there is no session: lib/auth-client.ts (which reads the browser's location and storage
 * when loaded) is replaced by a module whose every use fails the build. For the SSR server that
 * prerenders.
 */
export const noSession: VitePlugin = {
  name: 'rifa-prerender-no-session',
  enforce: 'pre',
  resolveId(source) {
    if (/(^|\/)auth-client(\.ts)?$/.test(source))
      return path.join(webDir, 'src/app/shell-prerender-auth.ts');
    return undefined;
  },
};

/** The shells for index.html: their markup, and the rules that show the one boot.js picks. */
export interface Shells {
  html: string;
  css: string;
}

/**
 * Each shell's markup, wrapped for index.html: hidden unless boot.js picks it (html[data-shell]),
 * and `inert` — it is a picture of the page until the app replaces it, so nothing in it can be
 * focused or pressed.
 */
export async function renderShells(server: ViteDevServer): Promise<Shells> {
  // The API client's module builds its base URL from the page's origin when loaded; the shells
  // make no request, so any origin serves. Nothing else of `window` exists, so antd and React
  // render as on a server.
  const hadWindow = 'window' in globalThis;
  if (!hadWindow) Object.assign(globalThis, { window: { location: new URL('http://localhost/') } });
  try {
    const { SHELL_PAGES, renderShell } = (await server.ssrLoadModule(
      '/src/app/shell-prerender.tsx',
    )) as { SHELL_PAGES: Record<string, unknown>; renderShell: (id: string) => string };
    const ids = Object.keys(SHELL_PAGES);
    const html = ids.map((id) => {
      const page = renderShell(id).replace(/<title>[^<]*<\/title>/, '');
      if (!page.includes('rifa-mobile')) throw new Error(`the ${id} shell is not the phone layout`);
      return `<div class="rifa-prerendered" data-prerendered="${id}" inert>${page}</div>`;
    });
    const shown = ids.map((id) => `html[data-shell='${id}'] [data-prerendered='${id}']`);
    return {
      html: html.join(''),
      css: `${shown.join(',')}{display:block}html[data-shell] .rifa-boot{display:none}`,
    };
  } finally {
    if (!hadWindow) delete (globalThis as { window?: unknown }).window;
  }
}

/**
 * The shells' own rules, then the rules of the app's stylesheets that their markup uses: every CSS
 * asset but those index.html links anyway (`linked`: antd's, the entry's) and antd's. Only rules
 * with a class in their selector: a rule on bare elements (body, a, h1…) would also apply to the
 * landing page, which shares index.html.
 */
export function shellsCss(bundle: OutputBundle, shells: Shells, linked: string[]): string {
  const css = Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
    .filter((item) => !linked.includes(item.fileName))
    .map((item) => (item.type === 'asset' ? String(item.source) : ''))
    // antd's own rules (the back-office's share of them has a sheet of its own) are in the one
    // boot.js links.
    .filter((source) => !source.includes(':where(.css-'))
    .join('\n');
  return (
    shells.css + usedCss(css, `<body>${shells.html}</body>`, (selector) => selector.includes('.'))
  );
}
