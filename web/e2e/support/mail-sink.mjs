// A local mailbox for the browser tests: an SMTP server the portal sends to (SMTP_URL), and a small HTTP
// endpoint the tests read the received messages from. Started by playwright.config.ts as a web server.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 3125);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3126);

/** @type {{ to: string[]; subject: string; text: string; at: number }[]} */
const messages = [];

const decodeQuotedPrintable = (s) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** Headers and body of one MIME entity; nested multiparts are flattened into their text parts. */
function textOf(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^;\r\n]+)(.*)$/im.exec(headers);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (type && /^multipart\//i.test(type[1])) {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(type[2])?.[1];
    if (!boundary) return body;
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => textOf(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function subjectOf(raw) {
  const m = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw);
  if (!m) return '';
  // RFC 2047: white space between two encoded words is not part of the text, and a character's bytes may be
  // split across words, so adjacent words are joined as bytes before they are read as UTF-8.
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  const bytesOf = (enc, text) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        );
  return m[1]
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)*=\?utf-8\?[bq]\?[^?]*\?=/gi, (run) =>
      Buffer.concat([...run.matchAll(word)].map(([, enc, text]) => bytesOf(enc, text))).toString('utf8'),
    );
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Mailboxes named bounce* do not exist, as a real server would answer (permanent failure, 550).
  onRcptTo(address, _session, callback) {
    if (/^bounce/i.test(address.address)) {
      const err = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
      return callback(err);
    }
    return callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: subjectOf(raw),
        text: textOf(raw),
        at: Date.now(),
      });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(list));
  }
  res.statusCode = 404;
  res.end();
}).listen(HTTP_PORT, '127.0.0.1');
