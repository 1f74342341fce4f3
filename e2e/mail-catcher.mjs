// The journeys' mailbox: an SMTP server the Folio server delivers its outbox to, and a small HTTP
// view of what arrived (GET /messages?to=address), so a journey can open a link from an email.
// Listens on 127.0.0.1 only; started by playwright.config.ts beside the Folio server.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);
const messages = [];

function decodeQuotedPrintable(body) {
  const bytes = Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

function decodeWord(value) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind, text) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Headers and text of a single-part message as nodemailer writes one. */
function parse(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: decodeWord(header('Subject')), text };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      messages.push({ to, at: Date.now(), ...parse(Buffer.concat(chunks).toString('utf8')) });
      if (messages.length > 1000) messages.shift();
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/healthz') return response.end('ok');
  if (url.pathname !== '/messages') {
    response.statusCode = 404;
    return response.end();
  }
  const to = (url.searchParams.get('to') ?? '').toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(messages.filter((m) => m.to.includes(to))));
}).listen(httpPort, '127.0.0.1');
