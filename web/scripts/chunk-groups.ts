/**
 * How the build groups modules into chunks (rolldown `codeSplitting.groups`, issue 14). Left to the
 * default splitting, every antd component, icon and shared app module became a chunk of its own:
 * 75–100 requests for a buyer's page, which over slow mobile data on HTTP/1.1 (~6 connections,
 * a round trip each) cost more than the bytes. A few larger chunks instead, each cached for long:
 * - `react`: React, ReactDOM and the router (change rarely);
 * - `libs`: antd's internals and the components of the buyer's pages with what they need, icons,
 *   TanStack Query, dayjs, the API client — its lower-level packages in chunks of their own
 *   (`rc`, `antd-style`, `icons`, `query`: libGroups below);
 * - `app`: the app's shared code (lib, components, locales, the buyer features' modules);
 * and each route's page and layout in its own small chunk. The back-office (business, admin,
 * subscriptions), the auth pages and the antd components only they use (tables, date pickers…)
 * keep the default splitting, so a buyer never downloads them.
 */
const sep = String.raw`[\\/]`;
const reactModule = new RegExp(`node_modules${sep}(react|react-dom|scheduler|react-router)${sep}`);
/**
 * antd's shared internals and the components of the buyer's pages (one chunk: the app's shared
 * modules use most of them, so splitting them further only adds requests).
 */
const buyerAntd = new RegExp(
  `node_modules${sep}antd${sep}es${sep}(_util|config-provider|locale|theme|style|version|app|button|typography|card|grid|row|col|layout|menu|badge|tooltip|popover|popconfirm|modal|message|notification|alert|avatar|empty|skeleton|space|spin|tag|result|progress|form|input|select|pagination|checkbox|descriptions|collapse|image|divider|flex)${sep}`,
);
/** The other libraries every buyer's page loads. */
const buyerLibs = new RegExp(
  `node_modules${sep}(@ant-design${sep}(icons|icons-svg|colors|fast-color|cssinjs|cssinjs-utils)|@babel${sep}runtime|@tanstack|dayjs|openapi-fetch)${sep}`,
);
/**
 * The app's shared modules: lib, components, strings, the app's providers, and the buyer features'
 * API and logic modules — not their components (and barrels), which the route chunks bring.
 */
const sharedApp = new RegExp(
  `${sep}src${sep}((lib|components|locales|samples|app${sep}(providers|guards))${sep}|app${sep}(App|routes|theme)\\.tsx?$|features${sep}(?!business|admin|subscriptions|auth)[a-z-]+${sep}(api${sep}|(?!index)[a-z-]+\\.ts$))`,
);

/**
 * What the entry itself runs on `/` (src/main.tsx, without React) stays in the entry: in `app` it
 * would make the entry import that chunk, and React with it. AppStatusBanner goes with the app's
 * start (src/app/start.tsx). `app` does not pull its modules' dependencies in with them
 * (includeDependenciesRecursively), so what only one route uses stays in that route's chunk.
 * lib/antd-vars.ts (antd's CSS variables, written before the app starts) is a chunk of its own.
 */
const entryOnly = new RegExp(
  `${sep}src${sep}(app${sep}prerendered-(landing|shells)\\.ts|lib${sep}(service-worker|stylesheets|evaluate-chunks|first-paint|antd-vars)\\.ts|components${sep}AppStatusBanner\\.tsx)$|\\.css$`,
);

/**
 * `libs`'s lower-level packages in chunks of their own, which public/boot.js preloads with the rest
 * and src/lib/evaluate-chunks.ts evaluates one per task (issue 14, Total Blocking Time: `libs` in
 * one piece was a single task of ~230 ms on a fast machine, over 900 ms at the mobile preset's 4×).
 * Lower-level packages get the higher priority, so a chunk imports only chunks evaluated before it.
 * The rc components are those the buyer's antd components use (the back-office's, e.g. the date
 * picker and table, stay in their own lazily loaded chunks).
 */
const rcPackages = `@rc-component${sep}(util|motion|trigger|portal|resize-observer|context|mutate-observer|overflow|menu|dropdown|tooltip|dialog|notification|form|async-validator|input|select|virtual-list|pagination|checkbox|image|progress|tabs)`;
const libGroups = [
  {
    name: 'rc',
    test: new RegExp(
      `node_modules${sep}(${rcPackages}|@babel${sep}runtime|clsx|compute-scroll-into-view|scroll-into-view-if-needed)${sep}`,
    ),
  },
  {
    name: 'antd-style',
    test: new RegExp(
      `node_modules${sep}(@ant-design${sep}(cssinjs|cssinjs-utils|colors|fast-color)|stylis|@emotion)${sep}`,
    ),
  },
  { name: 'icons', test: new RegExp(`node_modules${sep}@ant-design${sep}(icons|icons-svg)${sep}`) },
  { name: 'query', test: new RegExp(`node_modules${sep}(@tanstack|dayjs|openapi-fetch)${sep}`) },
];

export const chunkGroups = [
  { name: 'react', test: reactModule, priority: 30 },
  ...libGroups.map((group, i) => ({ ...group, priority: 29 - i })),
  {
    name: 'libs',
    test: (id: string) => buyerAntd.test(id) || buyerLibs.test(id),
    priority: 20,
  },
  {
    name: 'app',
    test: (id: string) => !id.includes('node_modules') && sharedApp.test(id) && !entryOnly.test(id),
    priority: 10,
    includeDependenciesRecursively: false,
  },
];
