import { joinList } from '../scoring/feedback';
import type { YearsStatement } from './experience';
import type { JobRequirements } from './job-requirements';
import { escapeHtml } from './plain-text';
import { quoteAround, type Finding, type skillMentions } from './requirement-findings';

/** How a claim is labelled wherever it is shown. */
export const CLAIM_LABEL = 'claimed in the statement of purpose only';

/** The verdict and advice for a fit score. */
export function recommendation(fit: number): { headline: string; advice: string } {
  if (fit >= 75) return { headline: 'Strong fit', advice: 'Recommend moving this candidate to an interview.' };
  if (fit >= 55) return { headline: 'Promising fit', advice: 'Recommend an interview that probes the gaps listed above.' };
  if (fit >= 35) return { headline: 'Partial fit', advice: 'Consider only if the gaps can be learned on the job; ask about them before deciding.' };
  return { headline: 'Weak fit', advice: 'Not recommended for this role unless other evidence outweighs the missing skills.' };
}

export interface RenderInput {
  findings: Finding[];
  yearsFinding?: Finding;
  need?: YearsStatement;
  best?: YearsStatement;
  yearsClaimed: boolean;
  candidate: string;
  score: number;
  headline: string;
  advice: string;
  overlapNote: string;
  mentions: ReturnType<typeof skillMentions>;
  reqs: JobRequirements;
  wording: boolean;
}

/** The candidate evaluation as HTML (h3/h4, p, ul, li, strong, em): strengths, gaps, experience, evidence. */
export function renderHtml(r: RenderInput): string {
  const e = escapeHtml;
  const q = (text?: string) => (text ? `: \u201c${e(text)}\u201d` : '');
  const label = (f: Finding) => `<strong>${e(f.requirement)}</strong>${f.weight !== 'required' ? ` <em>(${e(f.weight)})</em>` : ''}`;
  const strengths = r.findings.filter((f) => f.status === 'shown');
  const related = r.findings.filter((f) => f.status === 'related');
  const claimed = r.findings.filter((f) => f.status === 'claimed');
  const missing = r.findings.filter((f) => f.status === 'not found');
  const fromJob = (list: Finding[]) => list.filter((f) => f.weight !== 'company stack').length;

  const html: string[] = [];
  html.push('<h3>Candidate evaluation</h3>');
  const summary = r.wording
    ? wordingSummary(strengths.length, claimed.length, r.findings.length)
    : summaryLine(fromJob(strengths), fromJob(related), fromJob(claimed), fromJob(missing), fromJob(r.findings));
  html.push(`<p><strong>Fit score: ${r.score}/100 (${r.headline}).</strong> ${e(summary)}</p>`);
  if (r.overlapNote) html.push(`<p>${e(r.overlapNote)}</p>`);

  html.push('<h4>Strengths</h4>');
  if (strengths.length) html.push(`<ul>${strengths.map((f) => `<li>${label(f)}${q(f.quote)}</li>`).join('')}</ul>`);
  else html.push(`<p>${r.findings.length ? 'None of the requirements of the job are shown in the profile, education or stated experience.' : 'No specific skills to compare.'}</p>`);

  html.push('<h4>Gaps</h4>');
  const gapItems = [
    ...related.map((f) => `<li>${label(f)}: not stated; related experience with ${e(f.via!)}${q(f.quote)}</li>`),
    ...claimed.map((f) => `<li>${label(f)}: ${CLAIM_LABEL}${q(f.quote)}</li>`),
    ...missing.map((f) => `<li>${label(f)}: ${f.weight === 'company stack' ? 'used by the company' : 'asked for by the job'}, not found in the candidate information${f.wish ? ' (named only as something to learn)' : ''}.</li>`),
  ];
  if (r.need && (!r.best || r.best.years < r.need.years)) gapItems.push(`<li><strong>Experience</strong>: the job asks for ${r.need.years}+ years; ${r.best ? `the candidate states ${r.best.years}` : 'the candidate states none'}.</li>`);
  html.push(gapItems.length ? `<ul>${gapItems.join('')}</ul>` : '<p>No gaps found against the job description.</p>');

  html.push('<h4>Experience</h4>');
  const needText = r.need ? `The job asks for ${r.need.years}+ years.` : 'The job states no minimum years of experience.';
  const bestText = r.best
    ? `The candidate states ${r.best.years} year${r.best.years === 1 ? '' : 's'}${r.yearsClaimed ? ' (in the statement of purpose only)' : ''}`
    : 'The candidate information states no years of experience.';
  html.push(`<p>${e(needText)} ${e(bestText)}${r.best ? `${q(quoteAround(r.candidate, r.best.index, r.best.text.length))}.` : ''}</p>`);

  const evidence = [...r.findings, ...(r.yearsFinding ? [r.yearsFinding] : [])];
  if (evidence.length) {
    html.push('<h4>Evidence</h4>');
    const statusText = (f: Finding) =>
      f.status === 'shown' ? 'shown' : f.status === 'claimed' ? CLAIM_LABEL : f.status === 'related' ? (f.via ? `related (${e(f.via)})` : 'related (fewer years)') : 'not found';
    html.push(`<ul>${evidence.map((f) => `<li><strong>${e(f.requirement)}</strong> <em>(${e(f.weight)})</em>: ${statusText(f)}${q(f.quote)}</li>`).join('')}</ul>`);
  }

  const wanted = new Set(r.reqs.skills.map((s) => s.entry.name));
  const vias = new Set(related.map((f) => f.via));
  const extras = [...r.mentions.shown.keys()].filter((name) => !wanted.has(name) && !vias.has(name));
  if (extras.length) html.push(`<h4>Other skills</h4><p>${e(`Also shows ${joinList(extras.slice(0, 10))}.`)}</p>`);

  html.push('<h4>Recommendation</h4>');
  const ask = [...missing, ...claimed].filter((f) => f.kind !== 'word').slice(0, 4).map((f) => f.requirement);
  html.push(`<p><strong>${e(r.headline)}.</strong> ${e(r.advice)}${ask.length && r.score >= 35 ? ` ${e(`Ask about ${joinList(ask)}.`)}` : ''}</p>`);
  html.push(
    '<p><em>Based only on the skills and experience shown in the profile, education and stated experience; what only the statement of purpose claims counts less. Name, gender, age, photo, nationality, marital status and religion were not considered.</em></p>',
  );
  return html.join('');
}

function summaryLine(matched: number, related: number, claimed: number, missing: number, total: number): string {
  if (!total) return 'The job description names no specific skills from the skills lexicon.';
  const parts = [`Matches ${matched} of the ${total} skill${total === 1 ? '' : 's'} the job description names`];
  if (related) parts.push(`${related} more through related experience`);
  if (claimed) parts.push(`${claimed} ${CLAIM_LABEL}`);
  if (missing) parts.push(`${missing} not found`);
  return `${joinList(parts)}.`;
}

function wordingSummary(shown: number, claimed: number, total: number): string {
  if (!total) return 'The job description has no distinctive words to compare.';
  return `Shows ${shown} of the ${total} distinctive words of the job description${claimed ? `; ${claimed} more ${CLAIM_LABEL}` : ''}.`;
}
