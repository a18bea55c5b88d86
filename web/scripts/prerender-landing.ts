/**
 * Vite build plugin: the landing page prerendered into index.html (issue 14). `/` is public and the
 * same for everyone, so its HTML is rendered at build time (src/app/landing-prerender.tsx, loaded
 * through a Vite SSR server) and painted as soon as the stylesheets arrive, before and without any
 * script. index.html answers every route, so the markup is hidden unless `public/boot.js`, a tiny
 * classic script in <head>, marks the page as `/`; on any other route that script instead preloads
 * the app's chunks (listed here, from the bundle) so they load in parallel with the entry, and links
 * antd's static stylesheet. The landing page needs 5% of that stylesheet: those rules are inlined in
 * <head> instead (scripts/used-css.ts), so `/` paints with no stylesheet of antd to download,
 * parse or match against (700 kB of CSS were most of the page's main-thread time).
 */
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { usedCss } from './used-css.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The chunks the entry's dynamic import of the app (src/app/start.tsx) loads, with their imports. */
function appChunks(bundle: OutputBundle): string[] {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry || entry.type !== 'chunk') return [];
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName) || fileName === entry.fileName)
      return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return [...files].map((file) => `/${file}`);
}

export function prerenderLanding(): Plugin {
  let landing = '';
  return {
    name: 'rifa-prerender-landing',
    apply: 'build',
    async buildStart() {
      const server = await createServer({
        root: webDir,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
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
      } finally {
        await server.close();
      }
      if (!landing.includes('<h1')) this.error('the prerendered landing page has no <h1>');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const preload = appChunks(ctx.bundle).join(' ');
        // antd's stylesheet (linked by scripts/antd-static-css.ts): boot.js links it off `/`.
        const antdLink = /\n\s*<link rel="stylesheet" href="\/(assets\/antd-[^"]+\.css)">/.exec(
          html,
        );
        const antdAsset = antdLink?.[1] ? ctx.bundle[antdLink[1]] : undefined;
        if (!antdLink?.[1] || antdAsset?.type !== 'asset')
          throw new Error("antd's static stylesheet is not linked from index.html");
        const landingCss = usedCss(String(antdAsset.source), `<body>${landing}</body>`);
        return html
          .replace(antdLink[0], `\n    <style data-landing-antd>${landingCss}</style>`)
          .replace(
            /\n(\s*)<title>/,
            `\n$1<script src="/boot.js" data-app-chunks="${escapeAttr(preload)}" data-antd-css="/${antdLink[1]}"></script>\n$1<title>`,
          )
          .replace(/(<div id="root">)/, `$1\n      ${landing}`);
      },
    },
  };
}
