import { NOTIFICATION_TYPE_LABELS, type NotificationType } from '@hirewise/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe: the URL a mail client POSTs to. */
  listUnsubscribe: string;
}

export interface MailInput {
  name: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  publicUrl: string;
  unsubscribeToken: string;
}

/** User text inside HTML (names, titles: anything a user typed). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The links every mail ends with: the unsubscribe page, all email settings, and the RFC 8058 one-click URL. */
export function footerLinks(publicUrl: string, unsubscribeToken: string): { unsubscribePage: string; preferences: string; listUnsubscribe: string } {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    unsubscribePage: `${publicUrl}/unsubscribe?token=${token}`,
    preferences: `${publicUrl}/profile#notifications`,
    listUnsubscribe: `${publicUrl}/api/notifications/unsubscribe?token=${token}`,
  };
}

/** One notification as an email: a plain-text and an HTML part with the same content, and the unsubscribe links. */
export function renderMail(input: MailInput): MailContent {
  const open = input.link ? `${input.publicUrl}${input.link}` : `${input.publicUrl}/`;
  const { unsubscribePage, preferences, listUnsubscribe } = footerLinks(input.publicUrl, input.unsubscribeToken);
  const what = NOTIFICATION_TYPE_LABELS[input.type];
  const text = [
    `Hi ${input.name},`,
    '',
    input.body,
    '',
    `Open Hirewise: ${open}`,
    '',
    '--',
    `You get this email because of your setting "${what}".`,
    `Stop these emails (one click): ${unsubscribePage}`,
    `All email settings: ${preferences}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">
<p>Hi ${escapeHtml(input.name)},</p>
<p>${escapeHtml(input.body)}</p>
<p><a href="${escapeHtml(open)}" style="display:inline-block;background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open Hirewise</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0">
<p style="font-size:12px;color:#4a5568">You get this email because of your setting “${escapeHtml(what)}”.
<a href="${escapeHtml(unsubscribePage)}">Stop these emails</a> · <a href="${escapeHtml(preferences)}">All email settings</a></p>
</body></html>`;
  return {
    subject: input.title,
    text,
    html,
    listUnsubscribe,
  };
}
