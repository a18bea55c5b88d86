// Runs before the page is painted (a classic script in <head>; the CSP forbids inline ones).
// index.html answers every route and carries the landing page prerendered (hidden): on `/` it is
// shown at once, with the few antd rules it uses inlined in <head>. Anywhere else antd's static
// stylesheet is linked (render-blocking, before the app's own), and the app's chunks, listed by the
// build in data-app-chunks, are preloaded so they download in parallel with the entry instead of
// after it (at low priority: the stylesheets and the brand painted from index.html come first).
(function () {
  var root = document.documentElement;
  if (location.pathname === '/') {
    root.setAttribute('data-route', 'landing');
    return;
  }
  var script = document.currentScript;
  var css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = script.getAttribute('data-antd-css');
  css.setAttribute('blocking', 'render');
  document.head.appendChild(css);
  (script.getAttribute('data-app-chunks') || '').split(' ').forEach(function (href) {
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.appendChild(link);
  });
})();
