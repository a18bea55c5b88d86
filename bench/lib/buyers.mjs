// The load tests' buyers (bench/purchases, bench/failover): copied into the database in SQL with
// fixed ids, and given access tokens signed with the server's own ES256 key as the server signs them.
import crypto from 'node:crypto';

const pad = (i) => String(i).padStart(12, '0');
export const buyerId = (i) => `00000000-0000-4000-8000-${pad(i)}`;
export const sessionId = (i) => `00000000-0000-4000-9000-${pad(i)}`;

/** Buyer i's access token: `key` a crypto KeyObject, `issuer` the servers' SITE_URL + '/auth/v1'. */
export function buyerToken(key, issuer, i, email) {
  const b64 = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: issuer,
    sub: buyerId(i),
    aud: 'authenticated',
    exp: now + 6 * 3600,
    iat: now,
    email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    session_id: sessionId(i),
    is_anonymous: false,
  };
  const input = `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(claims)}`;
  const sig = crypto.sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${sig.toString('base64url')}`;
}
