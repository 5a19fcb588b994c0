import type { CandidateEvidence, CandidateSuggestionInput } from '@hirewise/contracts';
import type { LocalCandidateEvaluation } from '../types';
import { candidateSections } from './candidate-sections';
import { recommendation, renderHtml } from './evaluation-html';
import { jobRequirements, WEIGHT_VALUE } from './job-requirements';
import { toPlainText } from './plain-text';
import { redactPersonal } from './redact-personal';
import { candidateYears, CREDIT, quoteAround, skillFinding, skillMentions, wordingFindings, type Finding } from './requirement-findings';
import { sanitizeEvaluationHtml } from './sanitize';

/** The part of the fit that experience can take away: more when the job states a minimum number of years. */
const EXPERIENCE_SHARE = { minimum: 0.4, niceToHave: 0.2, noMinimum: 0.2 } as const;
/** Share of the required requirements in the coverage when the job also has optional ones (nice to have, company stack). */
const REQUIRED_SHARE = 0.75;

/**
 * The wording comparison: half the job's distinctive words shown counts as a full match (wording overlaps
 * only in part even for a fit). Words only the statement of purpose has add at most the claim credit, as on
 * the skills path.
 */
function wordingCoverage(findings: readonly Finding[]): number {
  if (!findings.length) return 0;
  const half = findings.length / 2;
  const shown = findings.filter((f) => f.status === 'shown').length;
  const claimed = findings.filter((f) => f.status === 'claimed').length;
  return Math.min(1, Math.min(1, shown / half) + CREDIT.claimed * Math.min(1, claimed / half));
}

/**
 * Weighted credit of the requirements: the required ones make 75% of it and the optional ones (nice to have,
 * company stack, by their weights) 25%, so a candidate with only the nice-to-haves stays low; a job with
 * only one kind uses that kind alone.
 */
function coverage(findings: readonly Finding[]): number {
  const part = (list: readonly Finding[]) => {
    const total = list.reduce((s, f) => s + WEIGHT_VALUE[f.weight], 0);
    return total ? list.reduce((s, f) => s + WEIGHT_VALUE[f.weight] * f.credit, 0) / total : undefined;
  };
  const required = part(findings.filter((f) => f.weight === 'required'));
  const optional = part(findings.filter((f) => f.weight !== 'required'));
  if (required === undefined) return optional ?? 0;
  if (optional === undefined) return required;
  return REQUIRED_SHARE * required + (1 - REQUIRED_SHARE) * optional;
}

/**
 * Recruiter Agent and Open Suggestion, local engine (issue 15 item 3): candidate fit with evidence.
 *
 * The job's requirements are its skills (required or nice to have, each marker scoped to its own clause),
 * the company's stack and the minimum years. The candidate text is redacted (name, gender, age, photo,
 * nationality, family status, religion never read) and cut into labelled parts: a skill counts as shown in the
 * profile's skills, the education or the stated experience (unlabelled text is stated experience), and only
 * as a claim (0.3) when the statement of purpose alone names it. Every requirement gets one evidence entry:
 * shown, claimed, related or not found, with a short quote. Score = 100 x coverage (75% required, 25%
 * optional) x the experience factor; the HTML lists strengths, gaps, experience and the evidence, escaped and
 * sanitized. Same input, same output.
 */
export function evaluateCandidate(input: CandidateSuggestionInput): LocalCandidateEvaluation {
  const job = toPlainText(input.jobDescription);
  const company = toPlainText(input.companyDescription);
  const candidate = redactPersonal(toPlainText(input.candidateInfo));
  const sections = candidateSections(candidate);

  const reqs = jobRequirements(job, company);
  const jobSkills = reqs.skills.filter((r) => r.weight !== 'company stack');
  const mentions = skillMentions(candidate, sections);
  const shownSkills = [...mentions.shown.values()].sort((a, b) => a.index - b.index);

  const byWeight = (a: Finding, b: Finding) => WEIGHT_VALUE[b.weight] - WEIGHT_VALUE[a.weight];
  let findings: Finding[];
  let overlapNote = '';
  if (jobSkills.length) {
    findings = reqs.skills.map((r) => skillFinding(r, candidate, mentions, shownSkills)).sort(byWeight);
  } else {
    findings = wordingFindings(reqs.wording, candidate, sections);
    overlapNote = 'The job description names no skills from the skills lexicon, so the fit compares the wording of the job and the candidate information.';
  }

  // Experience against the job's minimum years.
  const need = reqs.years;
  const { best, claimed: yearsClaimed } = candidateYears(candidate, sections);
  let expScore: number;
  if (need) {
    const ratio = best ? Math.min(1, best.years / need.years) : 0;
    expScore = !best ? 0.5 : yearsClaimed ? 0.5 + (ratio - 0.5) / 2 : ratio;
  } else expScore = best ? (yearsClaimed ? 0.9 : 1) : 0.8;
  const yearsFinding: Finding | undefined = need && {
    requirement: `${need.years}+ years of experience`,
    weight: need.weight,
    kind: 'years',
    credit: expScore,
    status: !best ? 'not found' : yearsClaimed ? 'claimed' : best.years >= need.years ? 'shown' : 'related',
    quote: best ? quoteAround(candidate, best.index, best.text.length) : undefined,
  };

  const skillScore = jobSkills.length ? coverage(findings) : wordingCoverage(findings);
  // Experience scales the fit: years in unrelated work add nothing, and a job's stated minimum weighs more.
  const expShare = !need ? EXPERIENCE_SHARE.noMinimum : need.weight === 'nice to have' ? EXPERIENCE_SHARE.niceToHave : EXPERIENCE_SHARE.minimum;
  const score = Math.max(0, Math.min(100, Math.round(100 * skillScore * (1 - expShare + expShare * expScore))));
  const { headline, advice } = recommendation(score);

  const evidence: CandidateEvidence[] = [...findings, ...(yearsFinding ? [yearsFinding] : [])].map((f) => ({
    requirement: f.requirement,
    weight: f.weight,
    status: f.status,
    ...(f.quote ? { quote: f.quote } : {}),
  }));

  const html = renderHtml({ findings, yearsFinding, need, best, yearsClaimed, candidate, score, headline, advice, overlapNote, mentions, reqs, wording: !jobSkills.length });
  return { evaluation: sanitizeEvaluationHtml(html), fitScore: score, score, evidence };
}
