// The suite's mailbox: a real SMTP server on loopback that the API delivers to (TEST_ENV.SMTP_URL)
// and that keeps each message as a file, so a test reads the mail a person would get.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { MAIL_SINK } from './test-env';

// Quoted-printable wraps long lines with "=\r\n" and escapes "=" as "=3D" (the API's TypeScript,
// a CommonJS package, cannot be imported by this ES module suite, hence this one line here).
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
// Only the body is quoted-printable: a header holding "=00" (an unsubscribe link's token) stays as sent.
const decodeBody = (raw: string) => {
  const end = raw.indexOf('\r\n\r\n');
  return end < 0 ? raw : raw.slice(0, end) + decodeQuotedPrintable(raw.slice(end));
};

export async function startMailSink(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_SINK.dir, { recursive: true, force: true });
  fs.mkdirSync(MAIL_SINK.dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const name = `${String(received).padStart(5, '0')}.eml`;
        fs.writeFileSync(path.join(MAIL_SINK.dir, name), `X-Delivered-To: ${to}\r\n${decodeBody(Buffer.concat(chunks).toString('utf8'))}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(MAIL_SINK.port, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(MAIL_SINK.dir, { recursive: true, force: true });
  };
}

/** Every mail to `email` so far, oldest first (decoded). */
export function mailsTo(email: string): string[] {
  const wanted = `X-Delivered-To: ${email.toLowerCase()}\r\n`;
  return fs
    .readdirSync(MAIL_SINK.dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(MAIL_SINK.dir, name), 'utf8'))
    .filter((mail) => mail.startsWith(wanted));
}

/** Waits for the next mail to `email` after the `already` it had, and answers it (decoded). */
export async function nextMailTo(email: string, already = 0): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { message: `a mail to ${email}` }).toBeGreaterThan(already);
  return mailsTo(email)[already];
}

export const mailCountTo = (email: string) => mailsTo(email).length;

/** The first link of a mail to the site (the text part's). */
export function linkIn(mail: string): URL {
  return new URL(/http:\/\/localhost:\d+\/\S+/.exec(mail)![0]);
}
