/**
 * Vite build plugin: writes dist/sw.js from scripts/service-worker.js with this release's shell
 * (index.html, the entry chunk and the app it imports (src/app/start.tsx) with everything they
 * import statically, their stylesheets, the public files: boot.js, manifest, icons) and a version that changes whenever any of them changes, so a new release
 * is a new service worker.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');

/** Public files the open app uses (the larger icons matter only when installing). */
const publicShell = /^(boot\.js|favicon\.svg|manifest\.webmanifest|icon-192\.png)$/;

export function serviceWorker(): Plugin {
  return {
    name: 'rifa-service-worker',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const shell = new Set<string>(['index.html']);
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || shell.has(fileName)) return;
          shell.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
          chunk.imports.forEach(visit);
        };
        // The entry, and the app it imports dynamically (src/app/start.tsx) with its chunks.
        for (const item of Object.values(bundle))
          if (item.type === 'chunk' && item.isEntry) {
            visit(item.fileName);
            item.dynamicImports.forEach(visit);
          }
        // Stylesheets index.html names itself (antd's static one, which boot.js links).
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') this.error('index.html is not in the bundle');
        for (const match of String(html.source).matchAll(/="\/(assets\/[^"]+\.css)"/g))
          if (match[1]) shell.add(match[1]);
        for (const entry of await readdir(path.join(webDir, 'public')))
          if (publicShell.test(entry)) shell.add(entry);

        const files = [...shell].sort();
        const version = createHash('sha256');
        for (const file of files) {
          const item = bundle[file];
          version.update(file);
          if (item) version.update(item.type === 'chunk' ? item.code : item.source);
          else version.update(await readFile(path.join(webDir, 'public', file)));
        }
        const template = await readFile(path.join(webDir, 'scripts/service-worker.js'), 'utf8');
        const source = template
          .replace('__RIFA_SW_VERSION__', version.digest('hex').slice(0, 12))
          .replace(`'__RIFA_SW_SHELL__'`, `'${JSON.stringify(files.map((f) => `/${f}`))}'`);
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
