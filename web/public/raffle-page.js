// The raffle page as the server renders it (server/src/features/raffles/raffle_view_html.cpp,
// web/README.md "The buyer's pages as HTML"): its grid is checkboxes in a GET form, usable without
// any script. This adds, until the app takes over, what needs one: the running total of the
// selection (in the texts the page carries), and the selection kept in the app's own sessionStorage key
// (src/features/raffles/stored-selection.ts), so the app shows it selected when it replaces the
// page, and after a sign-in, and a seller's link code (src/lib/seller-link.ts). Without a stored session, 'Comprar' goes to the sign-in page that
// comes back to the raffle; with one, it waits for the app (which confirms the purchase).
(function () {
  var form = document.querySelector('form.rifa-ssr__buy');
  if (!form) return;
  var id = form.getAttribute('data-raffle');
  var total = Number(form.getAttribute('data-total'));
  var price = Number(form.getAttribute('data-price-cents'));
  var rate = Number(form.getAttribute('data-rate-cents'));
  var key = 'rifa:selection:' + id;
  // A seller's link (?v=) kept as the app keeps it (src/lib/seller-link.ts, same key and shape),
  // so the purchase is credited to the seller even when 'Comprar' leaves before the app arrives.
  try {
    var v = new URLSearchParams(location.search).get('v');
    if (v && /^[A-Za-z0-9_-]{6,32}$/.test(v)) {
      var links = JSON.parse(sessionStorage.getItem('rifa.seller-link') || '{}') || {};
      links[id] = v;
      sessionStorage.setItem('rifa.seller-link', JSON.stringify(links));
    }
    // eslint-disable-next-line no-unused-vars -- ES2017 here: a catch names its error
  } catch (error) {
    // Storage refused: the app reads ?v= itself when it takes over.
  }
  var out = form.querySelector('[data-ssr="total"]');
  var chosen = read();
  // Numbers the page was asked with (?n=) or ticked before this ran.
  each(function (box) {
    var n = Number(box.getAttribute('data-number'));
    if (box.checked) chosen[n] = true;
    else if (chosen[n] && !box.disabled) box.checked = true;
    if (box.disabled) delete chosen[n];
  });
  form.querySelectorAll('input[type="hidden"]').forEach(function (field) {
    var n = Number(field.name.slice(1));
    if (n >= 0 && n < total) chosen[n] = true;
  });
  update();
  form.addEventListener('change', function (event) {
    var box = event.target;
    if (!box || !box.hasAttribute('data-number')) return;
    var n = Number(box.getAttribute('data-number'));
    if (box.checked && list().length >= 100) box.checked = false;
    if (box.checked) chosen[n] = true;
    else delete chosen[n];
    update();
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (list().length === 0) return;
    if (storedSession() === null) {
      location.assign('/login?next=' + encodeURIComponent('/app/raffle/' + id));
    } else {
      form.querySelector('button[type="submit"]').setAttribute('aria-busy', 'true');
    }
  });

  /** The app's stored session (src/lib/auth-config.ts's AUTH_STORAGE_KEY), or null. */
  function storedSession() {
    try {
      return localStorage.getItem('rifa-auth');
      // eslint-disable-next-line no-unused-vars -- ES2017 here: a catch names its error
    } catch (error) {
      return null;
    }
  }

  function each(fn) {
    form.querySelectorAll('input[data-number]').forEach(fn);
  }

  function list() {
    return Object.keys(chosen)
      .map(Number)
      .sort(function (a, b) {
        return a - b;
      });
  }

  function read() {
    var kept = {};
    try {
      var value = JSON.parse(sessionStorage.getItem(key) || '[]');
      if (Array.isArray(value)) {
        value.forEach(function (n) {
          if (typeof n === 'number' && n % 1 === 0 && n >= 0 && n < total) kept[n] = true;
        });
      }
      // eslint-disable-next-line no-unused-vars -- ES2017 here: a catch names its error
    } catch (error) {
      // unreadable: nothing kept
    }
    return kept;
  }

  function update() {
    var numbers = list();
    try {
      if (numbers.length) sessionStorage.setItem(key, JSON.stringify(numbers));
      else sessionStorage.removeItem(key);
      // eslint-disable-next-line no-unused-vars -- ES2017 here: a catch names its error
    } catch (error) {
      // private mode or full: not kept
    }
    if (!out) return;
    if (!numbers.length) {
      out.textContent = out.getAttribute('data-empty');
      return;
    }
    var cents = price * numbers.length;
    var text =
      (out.getAttribute(numbers.length === 1 ? 'data-one' : 'data-many') || '').replace(
        '{n}',
        String(numbers.length),
      ) +
      ' · ' +
      money('$', cents);
    if (rate > 0) text += ' · ' + money('Bs', Math.round((cents * rate) / 100));
    out.textContent = text;
  }

  function money(symbol, cents) {
    var whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    var part = String(cents % 100);
    return symbol + ' ' + whole + ',' + (part.length < 2 ? '0' : '') + part;
  }
})();
