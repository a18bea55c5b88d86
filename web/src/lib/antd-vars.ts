import antdVars from 'virtual:antd-vars';

/**
 * Writes antd's CSS variables into `<head>` in one go, as the `<style data-css-hash>` elements
 * antd would write one by one while the app's first pages commit (scripts/antd-static-css.ts):
 * antd then finds each one and writes nothing (issue 14, Total Blocking Time). First in `<head>`,
 * where antd puts them. Empty in dev and tests, where antd styles itself at runtime.
 */
export function writeAntdVars(): void {
  if (antdVars) document.head.insertAdjacentHTML('afterbegin', antdVars);
}
