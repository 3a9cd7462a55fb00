import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

// Without SMTP the message is kept in the outbox table and its first link is logged, so a
// password reset works on a fresh machine.
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      await db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log.info({ to: message.to, subject: message.subject, link }, `Mail stored in outbox: ${message.subject}${link ? ` ${link}` : ''}`);
    },
  };
}
