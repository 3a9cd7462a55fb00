import { NOTIFICATION_KIND_INFO, type NotificationKind } from '@church/contracts/notifications';
import { pathTo } from '@church/contracts/site-map';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/html';
import type { UnsubscribeLinks } from './unsubscribe';

export interface MailedNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

interface Recipient {
  email: string;
  firstName: string;
}

/** The headers that let a mail program offer "Unsubscribe" and do it in one click (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const profileUrl = (siteUrl: string) => `${siteUrl}${pathTo('members', 'profile')}`;
const openUrl = (siteUrl: string, link: string | null) => (link ? `${siteUrl}${link}` : null);

/** One notification mailed at once. */
export function notificationMail(to: Recipient, item: MailedNotification, links: UnsubscribeLinks, siteUrl: string, answers: { accept: string; decline: string } | null = null): MailMessage {
  const open = openUrl(siteUrl, item.link);
  const label = NOTIFICATION_KIND_INFO[item.kind].label;
  const text = [
    `Hello ${to.firstName},`,
    item.body,
    ...(answers ? [`Accept (no sign-in): ${answers.accept}`, `Decline (no sign-in): ${answers.decline}`] : []),
    ...(open ? [`Open it: ${open}`] : []),
    `You get this mail for "${label}". Stop these mails (one click, no sign-in): ${links.page}`,
    `Choose how each kind of notification reaches you on your profile: ${profileUrl(siteUrl)}`,
  ].join('\n\n');
  const html = [
    `<p>Hello ${escapeHtml(to.firstName)},</p>`,
    `<p>${escapeHtml(item.body).replace(/\n/g, '<br>')}</p>`,
    ...(answers ? [`<p><a href="${escapeHtml(answers.accept)}">Accept</a> · <a href="${escapeHtml(answers.decline)}">Decline</a> (no sign-in)</p>`] : []),
    ...(open ? [`<p><a href="${escapeHtml(open)}">Open it</a></p>`] : []),
    `<p>You get this mail for “${escapeHtml(label)}”. <a href="${escapeHtml(links.page)}">Stop these mails</a> (one click, no sign-in), or choose how each kind reaches you on <a href="${escapeHtml(profileUrl(siteUrl))}">your profile</a>.</p>`,
  ].join('\n');
  return { to: to.email, subject: item.title, text, html, headers: unsubscribeHeaders(links) };
}

/**
 * A person's daily digest: every notification waiting for it, then a link per kind to stop
 * mailing that kind; the one-click header stops the digest (every kind in it).
 */
export function digestMail(
  to: Recipient,
  items: readonly MailedNotification[],
  kindLinks: ReadonlyMap<NotificationKind, UnsubscribeLinks>,
  digestLinks: UnsubscribeLinks,
  siteUrl: string,
): MailMessage {
  const subject = items.length === 1 ? 'Your daily digest: 1 notification' : `Your daily digest: ${items.length} notifications`;
  const textItems = items.map((item) => {
    const open = openUrl(siteUrl, item.link);
    return [`* ${item.title}`, item.body, ...(open ? [`Open it: ${open}`] : [])].join('\n');
  });
  const stops = [...kindLinks].map(([kind, links]) => `Stop mailing "${NOTIFICATION_KIND_INFO[kind].label}": ${links.page}`);
  const text = [
    `Hello ${to.firstName},`,
    "Here is what happened since your last digest.",
    ...textItems,
    ...stops,
    `Stop the whole digest: ${digestLinks.page}`,
    `Choose how each kind of notification reaches you on your profile: ${profileUrl(siteUrl)}`,
  ].join('\n\n');
  const htmlItems = items.map((item) => {
    const open = openUrl(siteUrl, item.link);
    return `<li><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.body).replace(/\n/g, '<br>')}${open ? `<br><a href="${escapeHtml(open)}">Open it</a>` : ''}</li>`;
  });
  const htmlStops = [...kindLinks].map(([kind, links]) => `<li><a href="${escapeHtml(links.page)}">Stop mailing “${escapeHtml(NOTIFICATION_KIND_INFO[kind].label)}”</a></li>`);
  const html = [
    `<p>Hello ${escapeHtml(to.firstName)},</p>`,
    '<p>Here is what happened since your last digest.</p>',
    `<ul>${htmlItems.join('')}</ul>`,
    `<ul>${htmlStops.join('')}<li><a href="${escapeHtml(digestLinks.page)}">Stop the whole digest</a></li></ul>`,
    `<p>Choose how each kind of notification reaches you on <a href="${escapeHtml(profileUrl(siteUrl))}">your profile</a>.</p>`,
  ].join('\n');
  return { to: to.email, subject, text, html, headers: unsubscribeHeaders(digestLinks) };
}
