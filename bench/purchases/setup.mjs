// Set-up helpers of bench/purchases.sh (Node 20, no dependencies).
//   node setup.mjs raffles URL TOKEN COUNT TOTAL   creates COUNT raffles of TOTAL numbers through the API
//                                                  as the creator whose access token is TOKEN; prints their ids
//   node setup.mjs tokens KEY_FILE COUNT SITE_URL  prints COUNT access tokens, one per line, for the
//                                                  buyers purchases.sh copied in SQL (buyer i: user
//                                                  buyerId(i), session sessionId(i)), signed with the
//                                                  server's own ES256 key as the server signs them
//                                                  (issuer SITE_URL/auth/v1, the servers' SITE_URL)
import crypto from 'node:crypto';
import fs from 'node:fs';
import { buyerToken } from '../lib/buyers.mjs';

const [mode, ...args] = process.argv.slice(2);

async function raffles(url, token, count, total) {
  // Publishing needs an active payment method of the creator.
  const method = await fetch(`${url}/api/v1/payment-methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'pago_movil',
      name: 'Pago móvil',
      details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
    }),
  });
  if (method.status !== 201) throw new Error(`payment method: ${method.status}`);
  const end = new Date(Date.now() + 60 * 86400e3).toISOString();
  const ids = [];
  const one = async (i) => {
    const res = await fetch(`${url}/api/v1/raffles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Rifa compra ${i + 1}`,
        description: 'Moto nueva',
        ticket_price: 5,
        total_tickets: total,
        lottery: 'zulia',
        end_date: end,
      }),
    });
    if (res.status !== 201) throw new Error(`raffle ${i}: ${res.status} ${await res.text()}`);
    ids[i] = (await res.json()).id;
  };
  // A few at a time: each is a committed write.
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => one(i + k)));
  }
  process.stdout.write(ids.join('\n') + '\n');
}

function tokens(keyFile, count, siteUrl) {
  const key = crypto.createPrivateKey(fs.readFileSync(keyFile));
  const out = [];
  for (let i = 1; i <= count; i++) out.push(buyerToken(key, `${siteUrl}/auth/v1`, i, `comprador${i}@bench.io`));
  process.stdout.write(out.join('\n') + '\n');
}

if (mode === 'raffles') await raffles(args[0], args[1], Number(args[2]), Number(args[3]));
else if (mode === 'tokens') tokens(args[0], Number(args[1]), args[2]);
else {
  console.error('usage: node setup.mjs raffles URL TOKEN COUNT TOTAL | tokens KEY_FILE COUNT SITE_URL');
  process.exit(2);
}
