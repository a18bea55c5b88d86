/**
 * Vite build plugin: the landing page prerendered into index.html (issue 14). `/` is public and the
 * same for everyone, so its HTML is rendered at build time (src/app/landing-prerender.tsx, loaded
 * through a Vite SSR server) and painted as soon as the stylesheets arrive, before and without any
 * script. index.html answers every route, so the markup is hidden unless `public/boot.js`, a tiny
 * classic script in <head>, marks the page as `/`; on any other route that script instead preloads
 * the app's chunks (listed here, from the bundle) so they load in parallel with the entry, and links
 * antd's static stylesheet. The landing page needs 5% of that stylesheet: those rules are inlined in
 * <head> instead (scripts/used-css.ts), so `/` paints with no stylesheet of antd to download,
 * parse or match against (700 kB of CSS were most of the page's main-thread time). The shells of the
 * buyer's first pages are prerendered alongside (scripts/prerender-shells.ts), with the rules of the
 * app's own stylesheets they use.
 */
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { noSession, renderShells, shellsCss, type Shells } from './prerender-shells.ts';
import { usedCss } from './used-css.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The chunks the entry's dynamic import of the app (src/app/start.tsx) loads, with their imports,
 * each after the chunks it imports: `preload` all of them, for boot.js; `evaluate` those that do not
 * import the app's own chunk back (chunks in a cycle evaluate together, and must start from the
 * app's chunk as when it is imported: from another member, a module would run before one it reads),
 * in the order src/lib/evaluate-chunks.ts evaluates them before importing the app.
 */
function appChunks(bundle: OutputBundle): { preload: string[]; evaluate: string[] } {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry || entry.type !== 'chunk') return { preload: [], evaluate: [] };
  const chunkOf = (fileName: string) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && fileName !== entry.fileName ? chunk : undefined;
  };
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunkOf(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
    ordered.push(fileName);
  };
  entry.dynamicImports.forEach(visit);
  const reaches = (from: string, target: string, path = new Set<string>()): boolean => {
    if (from === target) return true;
    if (path.has(from)) return false;
    path.add(from);
    return (chunkOf(from)?.imports ?? []).some((next) => reaches(next, target, path));
  };
  // The app's own chunk (src/app/start.tsx), among the entry's dynamic imports.
  const app = entry.dynamicImports.find((file) =>
    chunkOf(file)?.facadeModuleId?.endsWith('/src/app/start.tsx'),
  );
  if (!app) throw new Error("the entry does not import the app's start chunk");
  const evaluate = ordered.filter((file) => !reaches(file, app));
  return { preload: ordered.map((file) => `/${file}`), evaluate: evaluate.map((f) => `/${f}`) };
}

export function prerenderLanding(): Plugin {
  let landing = '';
  let shells: Shells = { html: '', css: '' };
  let landingStyle = '';
  return {
    name: 'rifa-prerender-landing',
    apply: 'build',
    async buildStart() {
      const server = await createServer({
        root: webDir,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [noSession],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(
          '/src/app/landing-prerender.tsx',
        )) as {
          renderLanding: () => { html: string; offline: string };
        };
        const { html, offline } = renderLanding();
        // React renders the page's <title> in place: it goes on the wrapper for boot code to apply.
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        landing =
          `<div class="rifa-prerendered" data-prerendered="landing" data-title="${title}">` +
          `<template data-prerendered="offline"><div class="rifa-app-status" role="status">${offline}</div></template>` +
          `${html.replace(/<title>[^<]*<\/title>/, '')}</div>`;
        shells = await renderShells(server);
      } finally {
        await server.close();
      }
      if (!landing.includes('<h1')) this.error('the prerendered landing page has no <h1>');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const { preload, evaluate } = appChunks(ctx.bundle);
        // antd's stylesheet (linked by scripts/antd-static-css.ts): boot.js links it off `/`.
        const antdLink = /\n\s*<link rel="stylesheet" href="\/(assets\/antd-[^"]+\.css)">/.exec(
          html,
        );
        const antdAsset = antdLink?.[1] ? ctx.bundle[antdLink[1]] : undefined;
        if (!antdLink?.[1] || antdAsset?.type !== 'asset')
          throw new Error("antd's static stylesheet is not linked from index.html");
        const landingCss = usedCss(String(antdAsset.source), `<body>${landing}</body>`);
        const linked = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map(
          (link) => link[1] ?? '',
        );
        const shellCss = shellsCss(ctx.bundle, shells, linked);
        landingStyle = `\n    <style data-landing-antd>${landingCss}</style>`;
        return (
          html
            .replace(antdLink[0], landingStyle)
            // Last in <head>: after the entry's stylesheet, as the app's own sheets come after it.
            .replace('</head>', `  <style data-shells>${shellCss}</style>\n  </head>`)
            .replace(
              /\n(\s*)<title>/,
              `\n$1<script src="/boot.js" data-app-chunks="${escapeAttr(preload.join(' '))}" data-app-order="${escapeAttr(evaluate.join(' '))}" data-antd-css="/${antdLink[1]}"></script>\n$1<title>`,
            )
            .replace(/(<div id="root">)/, `$1\n      ${landing}${shells.html}`)
        );
      },
    },
    // dist/app.html: index.html without the landing page and the antd rules only it uses, for
    // every route but `/` (the server answers the app's routes with it): a phone opening a raffle
    // link downloads and parses half the HTML. The service worker keeps index.html, which serves
    // both.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') this.error('index.html is not in the bundle');
        const html = String(index.source);
        if (!landingStyle || !html.includes(landingStyle) || !html.includes(landing))
          this.error('index.html does not carry the prerendered landing page as written');
        this.emitFile({
          type: 'asset',
          fileName: 'app.html',
          source: html.replace(landingStyle, '').replace(landing, ''),
        });
      },
    },
  };
}
