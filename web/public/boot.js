// Runs before the page is painted (a classic script in <head>; the CSP forbids inline ones).
// index.html answers every route and carries the landing page prerendered (hidden): on `/` it is
// shown at once, with the few antd rules it uses inlined in <head>. Anywhere else antd's static
// stylesheet is linked (render-blocking, before the app's own); on a phone, a buyer's page shows its
// prerendered shell instead of the brand. Once that has painted, the app's chunks, listed by the
// build in data-app-chunks, are preloaded so they download in parallel instead of one after the
// other as the app imports them (at low priority: the page's API answers come first).
// The page's first API answers are requested here too (see prefetch below).
(function () {
  var root = document.documentElement;
  if (location.pathname === '/') {
    root.setAttribute('data-route', 'landing');
    return;
  }
  // A page rifa-server rendered as HTML (html[data-ssr], README.md "The buyer's pages as HTML")
  // is usable as it is: it has no shell, antd's stylesheet does not hold its paint (this script is
  // deferred there), and the data it carries is not requested again.
  var rendered = root.hasAttribute('data-ssr');
  var shell =
    rendered || window.matchMedia('(min-width: 992px)').matches
      ? null
      : shellFor(location.pathname);
  if (shell) root.setAttribute('data-shell', shell);
  var script = document.currentScript;
  var css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = script.getAttribute('data-antd-css');
  if (!rendered) css.setAttribute('blocking', 'render');
  document.head.appendChild(css);
  var chunks = (script.getAttribute('data-app-chunks') || '').split(' ');
  // The entry (src/lib/first-paint.ts) imports the app's chunks at the same moment.
  window.rifaPainted = new Promise(function (resolve) {
    afterFirstPaint(shell, resolve);
  });
  window.rifaPainted.then(function () {
    chunks.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.fetchPriority = 'low';
      document.head.appendChild(link);
    });
  });
  prefetch();

  /**
   * The page's prerendered shell (scripts/prerender-shells.ts) for `path`, if it has one. Only on a
   * phone: the shells are the phone layout (from 992 px the app shows its sider instead). The
   * tickets page's is its signed-in frame, so only where a session is stored (as the app decides
   * what it first shows there: src/lib/auth-config.ts's hasStoredSession); so is a ticket's (where
   * rifa-server did not answer with the ticket as HTML).
   */
  function shellFor(path) {
    if (path === '/app') return 'home';
    if (path === '/app/timeline') return 'timeline';
    if (path === '/app/tickets') return storedSession() === null ? null : 'tickets';
    if (idAfter('/app/tickets/', path)) return storedSession() === null ? null : 'ticket';
    return raffleId(path) ? 'raffle' : null;
  }

  function raffleId(path) {
    return idAfter('/app/raffle/', path);
  }

  /** The id in `path` when it is `prefix` and an id (a UUID), else null. */
  function idAfter(prefix, path) {
    var id = path.slice(prefix.length);
    var uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    return path.indexOf(prefix) === 0 && uuid.test(id) ? id : null;
  }

  /**
   * Runs `then` once the page has painted its brand or shell, with the shell's own image where the
   * server put one in (a raffle's; the newest raffle's on the timeline): the app's chunks are
   * requested after what that paint needs, not competing with it for a slow connection. Known from
   * the browser's paint entries (first-contentful-paint; for the image, a largest-contentful-paint
   * entry of it), which come once the frame is on screen: a task after requestAnimationFrame can
   * still run before that. Without those entries, the frame after the document (and the image) is
   * taken instead. Counted from the end of the document: a long index.html can be painted in parts
   * as it is parsed, and the route's shell may come late in it (a raffle's is the last). An image
   * is not waited for longer than IMAGE_WAIT_MS after the first paint, nor a paint longer than
   * PAINT_WAIT_MS. A hidden tab paints nothing: there it runs at once.
   */
  function afterFirstPaint(shown, then) {
    var PAINT_WAIT_MS = 5000;
    var IMAGE_WAIT_MS = 2000;
    if (document.visibilityState === 'hidden') return then();
    var done = false;
    function finish() {
      if (done) return;
      done = true;
      then();
    }
    setTimeout(finish, PAINT_WAIT_MS);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];

    function nextFrame(next) {
      requestAnimationFrame(function () {
        setTimeout(next, 0);
      });
    }
    // `next` after the first entry of `type` that `accepts` (one already recorded counts).
    function observe(type, accepts, next) {
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntries().some(accepts)) return;
        observer.disconnect();
        setTimeout(next, 0);
      });
      observer.observe({ type: type, buffered: true });
    }
    function painted(next) {
      if (types.indexOf('paint') < 0) return nextFrame(next);
      observe(
        'paint',
        function (entry) {
          return entry.name === 'first-contentful-paint';
        },
        next,
      );
    }
    function imagePainted(image) {
      if (image.complete && !image.naturalWidth) return finish(); // it failed
      setTimeout(finish, IMAGE_WAIT_MS);
      image.addEventListener('error', finish);
      if (types.indexOf('largest-contentful-paint') >= 0) {
        observe(
          'largest-contentful-paint',
          function (entry) {
            return entry.element === image;
          },
          finish,
        );
      } else if (image.complete) nextFrame(finish);
      else {
        image.addEventListener('load', function () {
          nextFrame(finish);
        });
      }
    }
    function start() {
      painted(function () {
        var image = shown
          ? document.querySelector('[data-prerendered="' + shown + '"] img[fetchpriority="high"]')
          : null;
        if (image) imagePainted(image);
        else finish();
      });
    }
    whenParsed(start);
  }

  /**
   * The page's first API answers, requested as the HTML arrives instead of once the app's
   * JavaScript has loaded, evaluated and rendered (issue 14: a round trip, or two where one
   * request waits for another, less before a slow phone shows the data). src/lib/api/prefetched.ts
   * hands each to the app's API client once, for a request with the same URL and Authorization,
   * while the app is still on this page; its middleware reads it like any answer. Answers with
   * personal data are only requested with the session the app would send unchanged.
   */
  function prefetch() {
    var token = sessionToken();
    var paths = requestsFor(location.pathname, token !== null);
    if (!paths.length || token === undefined) return;
    var headers = { Accept: 'application/json' };
    if (token) headers.Authorization = 'Bearer ' + token;
    window.rifaPrefetched = paths.map(function (path) {
      var url = location.origin + '/api/v1' + path;
      var response = fetch(url, { headers: headers });
      // Offline, a request the app never takes must not fail as an unhandled rejection; the app
      // still gets the failure (a network error, as from its own request).
      response.catch(function () {});
      return {
        url: url,
        authorization: headers.Authorization || null,
        page: location.pathname,
        response: response,
      };
    });
  }

  /** Runs `then` once the document is parsed (at once if it is). */
  function whenParsed(then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  }

  /** The API paths the page at `path` requests first (the app's URLs, query order included). */
  function requestsFor(path, signedIn) {
    if (path === '/app') {
      return ['/raffles?page=0&limit=8&status=active&sort=ending', '/raffles?page=0&limit=8'];
    }
    if (path === '/app/timeline') return rendered ? [] : ['/raffles?page=0&limit=16'];
    if (path === '/app/tickets') return signedIn ? ['/me/tickets?page=0&limit=20'] : [];
    var ticket = idAfter('/app/tickets/', path);
    if (ticket) return signedIn && !rendered ? ['/tickets/' + ticket] : [];
    var id = raffleId(path);
    if (!id) return [];
    var paths = rendered ? [] : ['/raffles/' + id, '/raffles/' + id + '/numbers'];
    if (signedIn) paths.push('/me/tickets?raffle_id=' + id + '&limit=100');
    return paths;
  }

  /** The stored session's text (src/lib/auth-config.ts's AUTH_STORAGE_KEY), or null. */
  function storedSession() {
    try {
      return localStorage.getItem('rifa-auth');
      // eslint-disable-next-line no-unused-vars -- ES2017 here: a catch names its error
    } catch (error) {
      return null;
    }
  }

  /**
   * The access token the app will send: null without a stored session, undefined when the app
   * would not send the stored one as is (auth-js refreshes a token within 90 s of its expiry
   * before using it) or it cannot be read. The key is src/lib/auth-config.ts's AUTH_STORAGE_KEY.
   */
  function sessionToken() {
    try {
      var stored = localStorage.getItem('rifa-auth');
      if (!stored) return null;
      var session = JSON.parse(stored);
      var fresh = session.expires_at * 1000 - Date.now() > 2 * 60 * 1000;
      return fresh && typeof session.access_token === 'string' ? session.access_token : undefined;
      // eslint-disable-next-line no-unused-vars -- ES2017 here: a catch names its error
    } catch (error) {
      return undefined;
    }
  }
})();
