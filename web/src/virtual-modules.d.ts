/** scripts/antd-static-css.ts: antd's CSS variables as `<style>` elements ('' in dev and tests). */
declare module 'virtual:antd-vars' {
  const html: string;
  export default html;
}
