import { churchConfig } from '@church/contracts/church-config';
import { formatChurchDate } from '@church/contracts/church-time';
import type { FormMessage, FormType } from '@church/contracts/forms';
import { escapeHtml } from '../../mail/html';

const WHAT: Record<FormType, string> = { question: 'question', prayer: 'prayer request', testimony: 'testimony' };

/** An admin's answer to a form message, quoting what the sender wrote. */
export function replyMail(original: FormMessage & { email: string }, reply: string, authorName: string) {
  const greeting = original.name ? `Hello ${original.name},` : 'Hello,';
  const sentOn = formatChurchDate(new Date(original.created_at));
  const quoted = original.message.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
  return {
    to: original.email,
    subject: `Re: your ${WHAT[original.type]} to ${churchConfig.name}`,
    text: `${greeting}\n\n${reply}\n\n${authorName}, ${churchConfig.name}\n\nYou wrote on ${sentOn}:\n${quoted}`,
    html: `<p>${escapeHtml(greeting)}</p>${reply.split(/\r?\n/).map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${escapeHtml(authorName)}, ${escapeHtml(churchConfig.name)}</p><p>You wrote on ${escapeHtml(sentOn)}:</p><blockquote>${escapeHtml(original.message)}</blockquote>`,
  };
}
