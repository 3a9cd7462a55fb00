import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe); SMTP sends them, the outbox keeps only the message. */
  headers?: Record<string, string>;
}

export interface Mailer {
  kind: 'smtp' | 'outbox' | 'custom';
  send: (message: MailMessage) => Promise<void>;
  close?: () => void;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

// Without SMTP (development; production refuses to start without it) the message is kept in the
// outbox table, where a developer reads it (`npm run outbox -w api`). The log says only that it
// was stored: a body carries reset links and their tokens, which never go to a log.
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      await db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      log.info({ to: message.to, subject: message.subject }, `Mail for ${message.to} stored in the outbox table: ${message.subject}`);
    },
  };
}
