/**
 * Raw HTTP helpers for checks that `fetch` hides: it decompresses bodies, normalises `..` in paths
 * and refuses some headers. These send exactly what they are given and return the bytes received.
 */
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { noteResponse } from './contract-recorder';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Whether the request went over a socket that an earlier request had used (keep-alive). */
  reusedSocket: boolean;
}

export interface RawRequestOptions {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Buffer;
  agent?: http.Agent;
}

/** One request through node:http; the path is sent verbatim (no normalisation, no decoding). */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path,
        headers: options.headers ?? {},
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          // What a raw request reads from the API is held to the contract like any fetch.
          noteResponse({
            method: options.method ?? 'GET',
            url: `${url.origin}${path}`,
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? null,
            body: decoded(body, res.headers['content-encoding']).toString('utf8'),
          });
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            reusedSocket: req.reusedSocket,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The body without its Content-Encoding (the raw helpers keep the bytes as sent). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

export interface SocketExchange {
  /** Everything the server sent until it closed the connection (or the reader gave up). */
  text: string;
  /** The status code of the first response line, or 0 if there was none. */
  status: number;
}

/**
 * Writes `request` on a plain TCP connection and collects the answer until the server closes the
 * connection (or `idleMs` passes without data once something arrived). A reset after the server
 * answered is tolerated: what matters is the answer that arrived.
 */
export function socketExchange(
  port: number,
  request: string | Buffer,
  idleMs = 2_000,
): Promise<SocketExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      if (error && text === '') {
        reject(error);
        return;
      }
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ text, status: match ? Number(match[1]) : 0 });
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => finish(), idleMs);
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error) => finish(error));
    socket.setTimeout(15_000, () => finish(new Error('no answer from the server')));
    socket.write(request);
  });
}

/** The header block and the body of a raw HTTP/1.1 response text. */
export function splitResponse(text: string): { head: string; body: string } {
  const end = text.indexOf('\r\n\r\n');
  return end < 0
    ? { head: text, body: '' }
    : { head: text.slice(0, end), body: text.slice(end + 4) };
}
