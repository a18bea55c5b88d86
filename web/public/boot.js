// Runs before the page is painted (a classic script in <head>; the CSP forbids inline ones).
// index.html answers every route and carries the landing page prerendered (hidden): on `/` it is
// shown at once; anywhere else the app's chunks, listed by the build in data-app-chunks, are
// preloaded so they download in parallel with the entry instead of after it (at low priority: the
// stylesheets and the brand painted from index.html come first).
(function () {
  var root = document.documentElement;
  if (location.pathname === '/') {
    root.setAttribute('data-route', 'landing');
    return;
  }
  var chunks =
    (document.currentScript && document.currentScript.getAttribute('data-app-chunks')) || '';
  chunks.split(' ').forEach(function (href) {
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.appendChild(link);
  });
})();
