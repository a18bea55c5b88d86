/**
 * lib/auth-client.ts while the build prerenders the app's shells (src/app/shell-prerender.tsx, in
 * Node): there is no browser, session or server then, and a shell only renders. Any use fails the
 * build instead of prerendering a page that depends on a session.
 */
export { AUTH_STORAGE_KEY } from '../lib/auth-config';

export const authClient = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`authClient.${String(name)} used while prerendering a shell`);
    },
  },
);
