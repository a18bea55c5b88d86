// Renders a corpus of payment screenshots with known truth for bench/ocr.sh (issue 34, evidence).
//   node bench/ocr/generate.mjs OUT_DIR [COUNT_PER_LAYOUT=40] [SEED=34]
// writes OUT_DIR/NNNN-<layout>.(png|jpg) and OUT_DIR/truth.json ([{file, layout, receipt, reference,
// amount, currency, date, time, origin_bank, destination_bank, phone, cedula}]). Receipts imitate
// the confirmation screens of Venezuelan bank apps (pago móvil, transfers, Zelle-style USD), light and
// dark, in several fonts and sizes, at phone resolutions (360–430 CSS px, 2–3× pixels), as PNG or
// JPEG at qualities 55–92, some turned by up to 1.5° or slightly blurred; plus pictures that are not
// receipts (photo-like, memes). Deterministic for a seed. Chromium is Debian's (/usr/bin/chromium),
// driven by playwright-core from e2e/node_modules. The images are not committed: generated at bench time.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.join(import.meta.dirname, '../../e2e/package.json'));
const { chromium } = require('playwright-core');

const [out, perLayoutArg = '40', seedArg = '34'] = process.argv.slice(2);
if (!out) {
  console.error('usage: node bench/ocr/generate.mjs OUT_DIR [COUNT_PER_LAYOUT] [SEED]');
  process.exit(2);
}
const perLayout = Number(perLayoutArg);

// A small seeded generator (mulberry32), so a corpus is the same for the same seed.
let state = Number(seedArg) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const digits = (n) => Array.from({ length: n }, () => int(0, 9)).join('');

const BANKS = [
  ['0102', 'Banco de Venezuela'], ['0104', 'Venezolano de Crédito'], ['0105', 'Mercantil'],
  ['0108', 'Provincial'], ['0114', 'Bancaribe'], ['0115', 'Banco Exterior'], ['0128', 'Banco Caroní'],
  ['0134', 'Banesco'], ['0137', 'Sofitasa'], ['0138', 'Banco Plaza'], ['0151', 'BFC Banco Fondo Común'],
  ['0156', '100% Banco'], ['0163', 'Banco del Tesoro'], ['0166', 'Banco Agrícola de Venezuela'],
  ['0168', 'Bancrecer'], ['0169', 'R4 Banco Microfinanciero'], ['0171', 'Banco Activo'], ['0172', 'Bancamiga'],
  ['0174', 'Banplus'], ['0175', 'Banco Bicentenario'], ['0177', 'Banfanb'], ['0191', 'BNC Banco Nacional de Crédito'],
];
const bank = (code) => BANKS.find((b) => b[0] === code);
const FONTS = [
  "'DejaVu Sans'", "'Liberation Sans'", "'Nimbus Sans'", "'URW Gothic'", "'Liberation Sans Narrow'",
  "'DejaVu Sans Condensed'",
];
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const PHONE_PREFIXES = ['0412', '0414', '0416', '0424', '0426'];
const NAMES = ['María González', 'José Pérez', 'Rifas Caracas', 'Ana Rodríguez', 'Luis Hernández', 'Carmen Díaz'];

// es-VE money: 1.234,56
const esVe = (cents) => {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
};
const plain = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const two = (n) => String(n).padStart(2, '0');

// One payment with everything a receipt may show, and its truth.
function payment(usd = false) {
  const cents = usd ? pick([500, 1000, 1500, 2000, 2500, 5000, int(1, 120) * 100 + pick([0, 0, 50])]) : int(50, 2_500_000) * (random() < 0.3 ? 100 : 1);
  const origin = pick(BANKS)[0];
  let destination = pick(BANKS)[0];
  if (destination === origin) destination = '0102';
  const day = int(1, 28), month = int(1, 12), year = 2026, hour = int(0, 23), minute = int(0, 59);
  const phone = pick(PHONE_PREFIXES) + digits(7);
  const cedula = `${pick(['V', 'V', 'V', 'E'])}-${int(5_000_000, 32_000_000)}`;
  return {
    cents, currency: usd ? 'USD' : 'VES', origin, destination, day, month, year, hour, minute, phone, cedula,
    reference: pick([digits(12), digits(10), digits(8), '00' + digits(10), digits(11)]),
    name: pick(NAMES),
  };
}

// Ways receipts write each field.
const amountText = (p, style = int(0, 5)) => {
  if (p.currency === 'USD') return [`USD ${esVe(p.cents)}`, `$${p.cents % 100 ? plain(p.cents) : p.cents / 100}`, `$ ${plain(p.cents)}`, `${esVe(p.cents)} USD`][style % 4];
  return [`Bs. ${esVe(p.cents)}`, `Bs ${plain(p.cents)}`, `${esVe(p.cents)} VES`, `VES ${esVe(p.cents)}`, `Bs.S ${esVe(p.cents)}`, `${esVe(p.cents)} Bs`][style];
};
const dateText = (p, style = int(0, 3)) =>
  [`${two(p.day)}/${two(p.month)}/${p.year}`, `${two(p.day)}-${two(p.month)}-${p.year}`,
   `${p.day} ${MONTHS[p.month - 1]}. ${p.year}`, `${p.day} de ${['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][p.month - 1]} de ${p.year}`][style];
const timeText = (p, style = int(0, 2)) => {
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return [`${two(p.hour)}:${two(p.minute)}`, `${two(h12)}:${two(p.minute)} ${p.hour < 12 ? 'a. m.' : 'p. m.'}`, `${h12}:${two(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`][style];
};
const phoneText = (phone, style = int(0, 3)) =>
  [phone, `${phone.slice(0, 4)}-${phone.slice(4, 7)}-${phone.slice(7)}`, `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`, `+58 ${phone.slice(1, 4)}-${phone.slice(4)}`][style];
const cedulaText = (cedula) => {
  const [letter, number] = cedula.split('-');
  return pick([`${letter}-${number.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`, `${letter}${number}`, `${letter}-${number}`]);
};
const bankText = (code) => pick([`${code} - ${bank(code)[1]}`, bank(code)[1], `${bank(code)[1]} (${code})`]);

const row = (label, value) => `<div class="row"><span class="label">${label}</span><span class="value">${value}</span></div>`;
const stack = (label, value) => `<div class="stack"><div class="label">${label}</div><div class="value">${value}</div></div>`;

// The layouts: each returns {html, css}, truth taken from the payment.
const LAYOUTS = {
  // Banesco-like pago móvil: green header, label left and value right.
  'pm-rows-light': (p) => ({
    css: `header{background:#0a7a3e;color:#fff;padding:18px} .card{margin:16px;padding:16px;border-radius:12px;background:#fff;box-shadow:0 1px 6px #0003}
      .row{display:flex;justify-content:space-between;padding:9px 0;border-bottom:1px solid #eee} .label{color:#666} .value{font-weight:600;text-align:right}`,
    html: `<header><b>${bank(p.origin)[1]}</b></header><div class="card"><h2>Pago Móvil exitoso</h2>
      ${row('Monto', amountText(p))}${row('Referencia', p.reference)}${row('Fecha', dateText(p))}${row('Hora', timeText(p))}
      ${row('Banco origen', bankText(p.origin))}${row('Banco destino', bankText(p.destination))}
      ${row('Teléfono destino', phoneText(p.phone))}${row('Cédula', cedulaText(p.cedula))}${row('Concepto', 'Rifa')}</div>`,
  }),
  // BDV-like dark mode: label above value.
  'pm-stack-dark': (p) => ({
    dark: true,
    css: `body{background:#121212;color:#eee} header{background:#b3191f;color:#fff;padding:16px;font-size:1.2em}
      .stack{padding:10px 18px;border-bottom:1px solid #333} .label{color:#aaa;font-size:.85em} .value{font-size:1.1em}`,
    html: `<header>Operación exitosa</header>
      ${stack('Monto', amountText(p))}${stack('Número de referencia', p.reference)}${stack('Fecha y hora', `${dateText(p)} ${timeText(p)}`)}
      ${stack('Banco emisor', bankText(p.origin))}${stack('Banco receptor', bankText(p.destination))}
      ${stack('Celular del beneficiario', phoneText(p.phone))}${stack('Cédula/RIF', cedulaText(p.cedula))}`,
  }),
  // Mercantil-like: big amount centred, details under it.
  'transfer-hero': (p) => ({
    css: `.top{background:#003b7a;color:#fff;text-align:center;padding:28px 12px} .big{font-size:2em;font-weight:700;margin:8px 0}
      .row{display:flex;justify-content:space-between;padding:10px 18px} .label{color:#556} .value{font-weight:600}`,
    html: `<div class="top"><div>Transferencia realizada</div><div class="big">${amountText(p)}</div><div>${dateText(p)} · ${timeText(p)}</div></div>
      ${row('Nro. de operación', p.reference)}${row('Desde', bankText(p.origin))}${row('Hacia', bankText(p.destination))}
      ${row('Beneficiario', p.name)}${row('Documento', cedulaText(p.cedula))}${row('Teléfono', phoneText(p.phone))}`,
  }),
  // BNC-like: a bordered table.
  'pm-table': (p) => ({
    css: `h3{margin:14px} table{border-collapse:collapse;margin:0 12px;width:calc(100% - 24px)} td{border:1px solid #99a;padding:8px}
      td:first-child{background:#eef1f8;width:42%}`,
    html: `<h3>Comprobante de Pago Móvil</h3><table>
      <tr><td>Referencia</td><td>${p.reference}</td></tr><tr><td>Monto</td><td>${amountText(p)}</td></tr>
      <tr><td>Fecha</td><td>${dateText(p, 0)}</td></tr><tr><td>Hora</td><td>${timeText(p)}</td></tr>
      <tr><td>Banco emisor</td><td>${bankText(p.origin)}</td></tr><tr><td>Banco destino</td><td>${bankText(p.destination)}</td></tr>
      <tr><td>Teléfono</td><td>${phoneText(p.phone)}</td></tr><tr><td>C.I.</td><td>${cedulaText(p.cedula)}</td></tr></table>`,
  }),
  // A printed-ticket style receipt in a monospace font.
  'ticket-mono': (p) => ({
    font: "'DejaVu Sans Mono'",
    css: `.t{margin:14px;padding:14px;background:#fffef4;border:1px dashed #999;white-space:pre-wrap;font-size:.92em}`,
    html: `<div class="t">    COMPROBANTE DE PAGO
--------------------------
REF: ${p.reference}
FECHA: ${dateText(p, 0)} ${timeText(p, 0)}
MONTO: ${amountText(p, 0)}
BANCO ORIGEN: ${p.origin}
BANCO DESTINO: ${p.destination}
TLF: ${phoneText(p.phone, 0)}
CI: ${cedulaText(p.cedula)}
--------------------------
   OPERACION EXITOSA</div>`,
  }),
  // A Zelle/USD style confirmation, purple header.
  'usd-sent': (p) => ({
    usd: true,
    css: `header{background:#6d1ed4;color:#fff;padding:22px 16px} .big{font-size:1.8em;font-weight:700} .row{display:flex;justify-content:space-between;padding:10px 16px;border-bottom:1px solid #e6e0f0}`,
    html: `<header><div>Enviaste</div><div class="big">${amountText(p)}</div><div>a ${p.name}</div></header>
      ${row('Confirmación', p.reference)}${row('Fecha', `${dateText(p, 2)}, ${timeText(p, 2)}`)}${row('Estado', 'Completado')}`,
  }),
  // Bancamiga-like dark mode with accent colours and small text, label: value on one line.
  'pm-inline-dark': (p) => ({
    dark: true,
    css: `body{background:#1d2330;color:#dfe6f3} h2{color:#36c2b4;margin:14px} .row{padding:6px 14px} .label{color:#8fa0bd}`,
    html: `<h2>Pago móvil enviado</h2>
      ${row('Monto:&nbsp;', amountText(p))}${row('Referencia:&nbsp;', p.reference)}${row('Fecha:&nbsp;', `${dateText(p, 0)} ${timeText(p, 1)}`)}
      ${row('Banco emisor:&nbsp;', bankText(p.origin))}${row('Banco destino:&nbsp;', bankText(p.destination))}
      ${row('Teléfono destino:&nbsp;', phoneText(p.phone))}${row('Cédula:&nbsp;', cedulaText(p.cedula))}`,
  }),
  // Provincial-like: a card on a grey page, labels small and capitalised, two columns.
  'card-grid': (p) => ({
    css: `body{background:#eef0f3} .card{margin:14px;background:#fff;border-radius:8px;padding:14px;display:grid;grid-template-columns:1fr 1fr;gap:12px}
      .stack .label{font-size:.72em;text-transform:uppercase;color:#778;letter-spacing:.04em} .stack .value{font-weight:600} h2{margin:14px;color:#072146}`,
    html: `<h2>¡Listo! Tu pago fue enviado</h2><div class="card">
      ${stack('Monto', amountText(p))}${stack('Referencia', p.reference)}${stack('Fecha', dateText(p, 0))}${stack('Hora', timeText(p))}
      ${stack('Banco origen', bankText(p.origin))}${stack('Banco destino', bankText(p.destination))}
      ${stack('Teléfono', phoneText(p.phone))}${stack('Cédula', cedulaText(p.cedula))}</div>`,
  }),
};

// Pictures that are not receipts.
const NON_RECEIPTS = [
  () => `<div style="height:100vh;background:linear-gradient(#7ec8ff,#f6e7b0 60%,#e2c27a);position:relative">
    <div style="position:absolute;bottom:28%;left:10%;width:70%;height:22%;background:radial-gradient(#2f7d3a,#1c4d24);border-radius:50% 50% 0 0"></div>
    <div style="position:absolute;top:12%;right:14%;width:70px;height:70px;border-radius:50%;background:#ffd84a"></div></div>`,
  () => `<div style="height:100vh;background:#222;color:#fff;font-family:Impact,'DejaVu Sans';text-transform:uppercase;text-align:center;display:flex;flex-direction:column;justify-content:space-between;padding:24px;font-size:2em;font-weight:900">
    <div>cuando juegas la rifa</div><div style="font-size:4em">😂</div><div>y sale tu número</div></div>`,
  () => `<div style="height:100vh;background:repeating-linear-gradient(45deg,#c33,#c33 20px,#e55 20px,#e55 40px)"></div>`,
  () => `<div style="padding:30px;font-size:1.4em">Feliz cumpleaños mi amor ❤️<br><br>Te quiero mucho<br>27/11</div>`,
  () => `<div style="height:100vh;background:radial-gradient(circle at 30% 40%,#fff 0,#9ab 30%,#234 70%)"></div>`,
  () => `<div style="padding:24px;background:#fafafa;height:100vh"><h2>Lista del mercado</h2><p>Harina PAN x2<br>Queso<br>Café<br>Pan</p></div>`,
];

const VIEWPORTS = [
  { width: 360, height: 780, scale: 2 }, { width: 390, height: 844, scale: 3 }, { width: 412, height: 915, scale: 2.625 },
  { width: 375, height: 667, scale: 2 }, { width: 430, height: 932, scale: 3 }, { width: 360, height: 800, scale: 3 },
];

function page(layout, p, viewport) {
  const tilt = random() < 0.3 ? (random() * 3 - 1.5).toFixed(2) : 0;
  const blur = random() < 0.25 ? (0.3 + random() * 0.4).toFixed(2) : 0;
  const size = int(14, 18);
  const font = layout.font ?? pick(FONTS);
  return {
    tilt, blur, size, font,
    html: `<!doctype html><html><head><meta charset="utf-8"><style>
      html,body{margin:0;min-height:100%} body{font-family:${font},sans-serif;font-size:${size}px;${layout.dark ? '' : 'background:#fff;color:#1b1b1b;'}}
      main{transform:rotate(${tilt}deg);filter:blur(${blur}px);transform-origin:50% 30%} ${layout.css}</style></head>
      <body><main>${layout.html}</main></body></html>`,
  };
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--font-render-hinting=none'] });
const contexts = new Map();
const pageFor = async (viewport) => {
  const key = JSON.stringify(viewport);
  if (!contexts.has(key)) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: viewport.scale });
    contexts.set(key, await context.newPage());
  }
  return contexts.get(key);
};

const truth = [];
let n = 0;
const shoot = async (name, html, viewport) => {
  const jpeg = random() < 0.5;
  const file = `${String(n++).padStart(4, '0')}-${name}.${jpeg ? 'jpg' : 'png'}`;
  const tab = await pageFor(viewport);
  await tab.setContent(html);
  await tab.screenshot({ path: path.join(out, file), type: jpeg ? 'jpeg' : 'png', ...(jpeg ? { quality: int(55, 92) } : {}) });
  return file;
};

for (const [name, make] of Object.entries(LAYOUTS)) {
  for (let i = 0; i < perLayout; i++) {
    const usdProbe = make(payment()).usd === true;
    const p = payment(usdProbe);
    const layout = make(p);
    const viewport = pick(VIEWPORTS);
    const shown = page(layout, p, viewport);
    const file = await shoot(name, shown.html, viewport);
    truth.push({
      file, layout: name, receipt: true, reference: p.reference, amount: plain(p.cents), currency: p.currency,
      date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}`,
      origin_bank: name === 'usd-sent' ? null : p.origin, destination_bank: name === 'usd-sent' ? null : p.destination,
      phone: name === 'usd-sent' ? null : p.phone, cedula: ['usd-sent'].includes(name) ? null : p.cedula,
      render: { viewport, font: shown.font, size: shown.size, tilt: Number(shown.tilt), blur: Number(shown.blur) },
    });
  }
}
for (let i = 0; i < Math.max(12, Math.round(perLayout / 3)); i++) {
  const viewport = pick(VIEWPORTS);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;font-family:'DejaVu Sans'}</style></head><body>${NON_RECEIPTS[i % NON_RECEIPTS.length]()}</body></html>`;
  const file = await shoot('not-a-receipt', html, viewport);
  truth.push({ file, layout: 'not-a-receipt', receipt: false });
}
await browser.close();
fs.writeFileSync(path.join(out, 'truth.json'), JSON.stringify(truth, null, 1));
console.log(`${truth.length} images in ${out}`);
