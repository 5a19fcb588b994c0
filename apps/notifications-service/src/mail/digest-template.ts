import { NOTIFICATION_TYPE_LABELS } from '@hirewise/contracts';
import { DIGEST_TYPE, type DigestSection } from '../saved-searches/digest-content';
import { jobLine } from '../saved-searches/saved-search-filters';
import { escapeHtml, footerLinks, type MailContent } from './templates';

export interface DigestInput {
  name: string;
  sections: DigestSection[];
  publicUrl: string;
  /** Signed for DIGEST_TYPE: "stop these emails" turns the saved-search email off. */
  unsubscribeToken: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Jobs once each: a job two searches matched is listed under both but counted once. */
export const digestJobCount = (sections: DigestSection[]): number => new Set(sections.flatMap((s) => s.jobs.map((j) => j.jobId))).size;

/**
 * A saved-search digest as an email: one section per search (its name, the link that opens it on
 * /home, each job with its type, salary, duration and recruiter), a link to manage saved searches,
 * and the same unsubscribe footer and one-click header as every other mail. User text is escaped in
 * the HTML part (search names and job titles are typed by users).
 */
export function renderDigest(input: DigestInput): MailContent {
  const total = digestJobCount(input.sections);
  const intro = `${plural(total, 'new job matches', 'new jobs match')} your saved searches.`;
  const manage = `${input.publicUrl}/saved-searches`;
  const { unsubscribePage, preferences, listUnsubscribe } = footerLinks(input.publicUrl, input.unsubscribeToken);
  const what = NOTIFICATION_TYPE_LABELS[DIGEST_TYPE];
  const open = (s: DigestSection) => `${input.publicUrl}${s.link}`;

  const text = [
    `Hi ${input.name},`,
    '',
    intro,
    ...input.sections.flatMap((s) => [
      '',
      `“${s.name}”: ${plural(s.jobs.length, 'new job', 'new jobs')}`,
      ...s.jobs.map((j) => `- ${j.title}\n  ${jobLine(j)}`),
      `See them on Hirewise: ${open(s)}`,
    ]),
    '',
    `Manage your saved searches: ${manage}`,
    '',
    '--',
    `You get this email because of your setting "${what}".`,
    `Stop these emails (one click): ${unsubscribePage}`,
    `All email settings: ${preferences}`,
  ].join('\n');

  const sectionHtml = (s: DigestSection) => `<h3 style="margin:20px 0 6px;font-size:16px">“${escapeHtml(s.name)}” <span style="font-weight:normal;color:#4a5568">(${plural(s.jobs.length, 'new job', 'new jobs')})</span></h3>
<ul style="padding-left:20px;margin:0">
${s.jobs.map((j) => `<li style="margin-bottom:6px"><a href="${escapeHtml(open(s))}" style="color:#2b6cb0;font-weight:bold">${escapeHtml(j.title)}</a><br><span style="color:#4a5568">${escapeHtml(jobLine(j))}</span></li>`).join('\n')}
</ul>
<p style="margin:6px 0 0"><a href="${escapeHtml(open(s))}">See them on Hirewise</a></p>`;

  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">
<p>Hi ${escapeHtml(input.name)},</p>
<p>${escapeHtml(intro)}</p>
${input.sections.map(sectionHtml).join('\n')}
<p style="margin-top:24px"><a href="${escapeHtml(manage)}" style="display:inline-block;background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Manage your saved searches</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0">
<p style="font-size:12px;color:#4a5568">You get this email because of your setting “${escapeHtml(what)}”.
<a href="${escapeHtml(unsubscribePage)}">Stop these emails</a> · <a href="${escapeHtml(preferences)}">All email settings</a></p>
</body></html>`;

  return {
    subject: `${plural(total, 'new job', 'new jobs')} for your saved searches`,
    text,
    html,
    listUnsubscribe,
  };
}
