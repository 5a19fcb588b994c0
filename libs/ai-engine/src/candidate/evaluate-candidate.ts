import type { CandidateSuggestionInput } from '@hirewise/contracts';
import { joinList } from '../scoring/feedback';
import { extractSkills, type SkillEntry, type SkillMention } from '../skills/skill-lexicon';
import { contentLemmas } from '../text/tokenize';
import type { LocalCandidateEvaluation } from '../types';
import { findYears, requiredYears, type YearsStatement } from './experience';
import { escapeHtml, toPlainText } from './plain-text';
import { redactPersonal } from './redact-personal';
import { sanitizeEvaluationHtml } from './sanitize';

/** Groups whose members can stand in for each other in part (Vue for React, MySQL for PostgreSQL). */
const RELATED_GROUPS = new Set(['frontend-framework', 'backend-framework', 'data-store', 'cloud', 'containers', 'mobile', 'data-science', 'testing', 'messaging', 'infrastructure', 'api']);
const RELATED_CREDIT = 0.4;
const OPTIONAL_WEIGHT = 0.5;
const COMPANY_WEIGHT = 0.35;
const OPTIONAL_LINE = /nice to have|nice-to-have|bonus|\bplus\b|preferred|desirable|good to have|optional|advantage/i;
/** Hiring boilerplate that says nothing about fit, ignored when comparing wording. */
const BOILERPLATE = new Set(contentLemmas('job role position candidate team company work working looking seeking hire hiring join year years experience strong good excellent skill skills ability able knowledge required requirement responsibilities responsible including etc'));

interface JobSkill {
  entry: SkillEntry;
  weight: number;
  source: 'job' | 'company';
}

interface Finding {
  skill: JobSkill;
  status: 'match' | 'related' | 'missing';
  via?: SkillMention;
  quote?: string;
}

/** The job's skills with their weights: required 1, "nice to have" 0.5, the company's stack 0.35. */
function jobSkills(job: string, company: string): JobSkill[] {
  const out = new Map<string, JobSkill>();
  for (const line of job.split(/\n|(?<=[.!?])\s+/)) {
    const weight = OPTIONAL_LINE.test(line) ? OPTIONAL_WEIGHT : 1;
    for (const m of extractSkills(line)) {
      const prev = out.get(m.entry.name);
      if (!prev || prev.weight < weight) out.set(m.entry.name, { entry: m.entry, weight, source: 'job' });
    }
  }
  for (const m of extractSkills(company)) if (!out.has(m.entry.name)) out.set(m.entry.name, { entry: m.entry, weight: COMPANY_WEIGHT, source: 'company' });
  return [...out.values()];
}

/** A short quote (a few words either side) around a position in the candidate text. */
export function quoteAround(text: string, index: number, length: number, radius = 7): string {
  const sentenceStart = Math.max(0, ...['\n', '. ', '! ', '? ', '; '].map((p) => {
    const at = text.lastIndexOf(p, index - 1);
    return at < 0 ? 0 : at + p.length;
  }));
  const ends = ['\n', '. ', '! ', '? ', '; '].map((p) => text.indexOf(p, index + length)).filter((i) => i >= 0);
  const sentenceEnd = ends.length ? Math.min(...ends) : text.length;
  const before = text.slice(sentenceStart, index).trim().split(/\s+/).filter(Boolean);
  const after = text.slice(index + length, sentenceEnd).trim().split(/\s+/).filter(Boolean);
  const head = before.slice(-radius);
  const tail = after.slice(0, radius);
  const body = [head.join(' '), text.slice(index, index + length), tail.join(' ')].filter(Boolean).join(' ').replace(/\s+([,.;:!?])/g, '$1');
  const clipped = body.length > 160 ? `${body.slice(0, 159).trimEnd()}…` : body;
  return `${head.length < before.length ? '…' : ''}${clipped.replace(/[.,;:]$/, '')}${tail.length < after.length ? '…' : ''}`;
}

function recommendation(fit: number): { headline: string; advice: string } {
  if (fit >= 75) return { headline: 'Strong fit', advice: 'Recommend moving this candidate to an interview.' };
  if (fit >= 55) return { headline: 'Promising fit', advice: 'Recommend an interview that probes the gaps listed above.' };
  if (fit >= 35) return { headline: 'Partial fit', advice: 'Consider only if the gaps can be learned on the job; ask about them before deciding.' };
  return { headline: 'Weak fit', advice: 'Not recommended for this role unless other evidence outweighs the missing skills.' };
}

/**
 * Recruiter Agent, local engine: skills (lexicon with aliases) and years of experience extracted from the
 * candidate text and matched against the job (and the company's stack); strengths with quoted evidence,
 * gaps, a 0-100 fit score and a recommendation, as sanitized HTML. Name, gender, age and photo are removed
 * before anything is read, so they never affect or appear in the result.
 */
export function evaluateCandidate(input: CandidateSuggestionInput): LocalCandidateEvaluation {
  const job = toPlainText(input.jobDescription);
  const company = toPlainText(input.companyDescription);
  const candidate = redactPersonal(toPlainText(input.candidateInfo));

  const wanted = jobSkills(job, company);
  const had = extractSkills(candidate);
  const hadByName = new Map(had.map((m) => [m.entry.name, m]));

  const findings: Finding[] = wanted.map((skill) => {
    const direct = hadByName.get(skill.entry.name);
    if (direct) return { skill, status: 'match', via: direct, quote: quoteAround(candidate, direct.index, direct.text.length) };
    if (RELATED_GROUPS.has(skill.entry.group)) {
      const related = had.find((m) => m.entry.group === skill.entry.group && !wanted.some((w) => w.entry.name === m.entry.name));
      if (related) return { skill, status: 'related', via: related, quote: quoteAround(candidate, related.index, related.text.length) };
    }
    return { skill, status: 'missing' };
  });

  const need = requiredYears(job);
  const stated = findYears(candidate);
  const best: YearsStatement | undefined = stated.length ? stated.reduce((a, b) => (b.years > a.years ? b : a)) : undefined;

  let expScore: number;
  if (need) expScore = best ? Math.min(1, best.years / need.years) : 0.5;
  else expScore = best ? 1 : 0.8;

  let skillScore: number;
  let overlapNote = '';
  const totalWeight = findings.reduce((s, f) => s + f.skill.weight, 0);
  if (totalWeight > 0) {
    skillScore = findings.reduce((s, f) => s + f.skill.weight * (f.status === 'match' ? 1 : f.status === 'related' ? RELATED_CREDIT : 0), 0) / totalWeight;
  } else {
    // No recognisable skills in the job: compare the wording of the job and the candidate instead.
    const jobWords = new Set(contentLemmas(job).filter((w) => w.length > 2 && !BOILERPLATE.has(w)));
    const candWords = new Set(contentLemmas(candidate));
    const shared = [...jobWords].filter((w) => candWords.has(w)).length;
    skillScore = jobWords.size ? Math.min(1, shared / jobWords.size / 0.5) : 0;
    overlapNote = 'The job description names no skills from the skills lexicon, so the fit compares the wording of the job and the candidate information.';
  }
  const fitScore = Math.max(0, Math.min(100, Math.round(100 * (0.8 * skillScore + 0.2 * expScore))));
  const { headline, advice } = recommendation(fitScore);

  const strengths = findings.filter((f) => f.status === 'match');
  const related = findings.filter((f) => f.status === 'related');
  const missing = findings.filter((f) => f.status === 'missing');
  const extras = had.filter((m) => !wanted.some((w) => w.entry.name === m.entry.name) && !related.some((r) => r.via?.entry.name === m.entry.name));

  const e = escapeHtml;
  const q = (text?: string) => (text ? `: \u201c${e(text)}\u201d` : '');
  const label = (f: Finding) => `<strong>${e(f.skill.entry.name)}</strong>${f.skill.weight < 1 ? ` <em>(${f.skill.source === 'company' ? 'company stack' : 'nice to have'})</em>` : ''}`;
  const html: string[] = [];
  html.push('<h3>Candidate evaluation</h3>');
  const fromJob = (list: Finding[]) => list.filter((f) => f.skill.source === 'job').length;
  html.push(`<p><strong>Fit score: ${fitScore}/100 (${headline}).</strong> ${e(summaryLine(fromJob(strengths), fromJob(related), fromJob(missing), fromJob(findings)))}</p>`);
  if (overlapNote) html.push(`<p>${e(overlapNote)}</p>`);

  html.push('<h4>Strengths</h4>');
  if (strengths.length) html.push(`<ul>${strengths.map((f) => `<li>${label(f)}${q(f.quote)}</li>`).join('')}</ul>`);
  else html.push(`<p>${wanted.length ? 'None of the skills the job asks for are stated in the candidate information.' : 'No specific skills to compare.'}</p>`);

  html.push('<h4>Gaps</h4>');
  const gapItems = [
    ...related.map((f) => `<li>${label(f)}: not stated; related experience with ${e(f.via!.entry.name)}${q(f.quote)}</li>`),
    ...missing.map((f) => `<li>${label(f)}: ${f.skill.source === 'company' ? 'used by the company' : 'asked for by the job'}, not found in the candidate information.</li>`),
  ];
  if (need && (!best || best.years < need.years)) gapItems.push(`<li><strong>Experience</strong>: the job asks for ${need.years}+ years; ${best ? `the candidate states ${best.years}` : 'the candidate states none'}.</li>`);
  html.push(gapItems.length ? `<ul>${gapItems.join('')}</ul>` : '<p>No gaps found against the job description.</p>');

  html.push('<h4>Experience</h4>');
  const expParts: string[] = [];
  expParts.push(need ? `The job asks for ${need.years}+ years.` : 'The job states no minimum years of experience.');
  expParts.push(best ? `The candidate states ${best.years} year${best.years === 1 ? '' : 's'}` : 'The candidate information states no years of experience.');
  html.push(`<p>${e(expParts[0])} ${e(expParts[1])}${best ? `${q(quoteAround(candidate, best.index, best.text.length))}.` : ''}</p>`);

  if (extras.length) html.push(`<h4>Other skills</h4><p>${e(`Also mentions ${joinList(extras.slice(0, 10).map((m) => m.entry.name))}.`)}</p>`);

  html.push('<h4>Recommendation</h4>');
  html.push(`<p><strong>${e(headline)}.</strong> ${e(advice)}${missing.length && fitScore >= 35 ? ` ${e(`Ask about ${joinList(missing.slice(0, 4).map((f) => f.skill.entry.name))}.`)}` : ''}</p>`);
  html.push('<p><em>Based only on the skills and experience stated in the text. Name, gender, age and photo were not considered.</em></p>');

  return { evaluation: sanitizeEvaluationHtml(html.join('')), fitScore };
}

function summaryLine(matched: number, related: number, missing: number, total: number): string {
  if (!total) return 'The job description names no specific skills from the skills lexicon.';
  const parts = [`Matches ${matched} of the ${total} skill${total === 1 ? '' : 's'} the job description names`];
  if (related) parts.push(`${related} more through related experience`);
  if (missing) parts.push(`${missing} not found`);
  return `${joinList(parts)}.`;
}
