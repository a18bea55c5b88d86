/**
 * A minimal SMTP server on loopback for tests that need to read the mail rifa-server sends
 * (SMTP_URL=smtp://127.0.0.1:PORT). It accepts everything and keeps each message's raw DATA.
 */
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export function startSmtpServer(): Promise<SmtpServer> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 test-smtp ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test-smtp\r\n');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('502 Command not implemented\r\n');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        url: `smtp://127.0.0.1:${address.port}`,
        messages,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * The body of a received mail as text: the headers are split off and the body is decoded by its
 * Content-Transfer-Encoding (quoted-printable or base64; 7bit/8bit bodies are taken as they are —
 * decoding `=XX` in an 8bit body would corrupt a link whose token happens to contain `=A3`).
 */
export function decodeMailText(data: string): string {
  const split = data.search(/\r?\n\r?\n/);
  const head = split < 0 ? '' : data.slice(0, split);
  const body = split < 0 ? data : data.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^content-transfer-encoding:\s*([^\s;]+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The Subject of a received mail, its RFC 2047 encoded-words (`=?UTF-8?B?…?=`) decoded. */
export function mailSubject(data: string): string {
  const raw = /^subject:\s*(.*)$/im.exec(data)?.[1]?.trim() ?? '';
  return raw.replace(/=\?utf-8\?b\?([^?]*)\?=/gi, (_, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );
}

/** The mail received for one address (optionally only those whose subject contains `subject`). */
export function mailsTo(
  smtp: { messages: ReceivedMail[] },
  email: string,
  subject?: string,
): ReceivedMail[] {
  return smtp.messages.filter(
    (m) =>
      m.to.some((to) => to.toLowerCase().includes(email.toLowerCase())) &&
      (subject === undefined || mailSubject(m.data).includes(subject)),
  );
}
