import { extractSkills, type SkillEntry } from '../skills/skill-lexicon';
import { requiredYears, type YearsStatement } from './experience';

/** How much a requirement counts: required 1, nice to have 0.5, a skill only in the company description 0.35. */
export type RequirementWeight = 'required' | 'nice to have' | 'company stack';
export const WEIGHT_VALUE: Record<RequirementWeight, number> = { required: 1, 'nice to have': 0.5, 'company stack': 0.35 };

export interface SkillRequirement {
  entry: SkillEntry;
  weight: RequirementWeight;
}

export interface JobRequirements {
  skills: SkillRequirement[];
  /** The minimum years of experience the job states, and whether that statement is required or nice to have. */
  years?: YearsStatement & { weight: RequirementWeight };
  /** The job text without the form's metadata lines (job type, duration, salary), for the wording comparison. */
  wording: string;
}

type Marker = 'required' | 'nice to have';

/** Words that make the skills of their own clause required (issue 15: each marker is scoped to its clause). */
const REQUIRED_MARKER =
  /\b(?:required|requires?|requirements?|must(?:[- ]haves?)?|needs?|needed|essential|mandatory|strong (?:experience|background|knowledge|skills?) (?:in|with|of)|proficien(?:t|cy) (?:in|with)|expertise in|hands-on)\b/gi;
/** Words that make the skills of their own clause nice to have. */
const OPTIONAL_MARKER =
  /\b(?:nice[- ]to[- ]haves?|good[- ]to[- ]haves?|preferred|preferably|bonus(?: points)?|(?:is |are |would be |will be )?an? (?:big |huge |definite |real )?plus|plus\s*(?=:)|pluses|familiarity with|desirable|optional|ideally|advantageous|an advantage)\b/gi;

/** Lines of the suggestion form that say nothing about skills ("Job type: Full Time", "Salary: ..."). */
const METADATA_LINE = /^\s*(?:job type|type|duration|salary|stipend|location|deadline|positions|openings|posted|date of posting)\s*:/i;
/** A heading line: short, ends with a colon (or is a markdown/all-caps heading), names no skill. */
const HEADING = /^\s*(?:#{1,6}\s*)?([^:\n]{2,60}?)\s*:?\s*$/;
const BULLET = /^\s*(?:[-*•·▪◦]|\d{1,2}[.)])\s+/;

interface Clause {
  text: string;
  /** Offset of the clause in its line. */
  start: number;
  /** Inside parentheses: a marker there governs only the clause just before it. */
  paren: boolean;
}

interface MarkerHit {
  kind: Marker;
  index: number;
}

function markersIn(text: string): MarkerHit[] {
  const hits: MarkerHit[] = [];
  for (const m of text.matchAll(REQUIRED_MARKER)) hits.push({ kind: 'required', index: m.index ?? 0 });
  for (const m of text.matchAll(OPTIONAL_MARKER)) hits.push({ kind: 'nice to have', index: m.index ?? 0 });
  // "must have" inside "nice to have"? No overlap in practice; an optional marker wins a tie at the same place.
  return hits.sort((a, b) => a.index - b.index || (a.kind === 'nice to have' ? -1 : 1));
}

/** A sentence cut into clauses at commas, colons, dashes, parentheses and "but / while / whereas". */
function clausesOf(sentence: string): Clause[] {
  const out: Clause[] = [];
  const re = /\(|\)|,|:|\s[-–—]\s|\b(?:but|while|whereas|although)\b/gi;
  let start = 0;
  let paren = false;
  const push = (end: number) => {
    const text = sentence.slice(start, end);
    if (text.trim()) out.push({ text, start, paren });
  };
  for (const m of sentence.matchAll(re)) {
    const at = m.index ?? 0;
    push(at);
    if (m[0] === '(') paren = true;
    else if (m[0] === ')') paren = false;
    start = at + m[0].length;
  }
  push(sentence.length);
  return out;
}

/**
 * The weight of every skill in one sentence. Each marker ("required", "must", "nice to have", "a plus" ...)
 * belongs to its own clause: a clause with a marker before its skills ("Must have React") governs the
 * unmarked clauses after it ("..., TypeScript"); a marker after the skills ("GraphQL is a plus") governs the
 * unmarked clauses before it back to the previous marker; a parenthesised marker ("GraphQL (nice to have)")
 * only the clause before it. Skills governed by no marker take the section's default.
 */
function sentenceWeights(sentence: string, fallback: Marker, into: Map<string, { entry: SkillEntry; weight: Marker }>): void {
  const clauses = clausesOf(sentence).map((c) => ({ ...c, skills: extractSkills(c.text), markers: markersIn(c.text) }));
  const weights: (Marker | undefined)[] = clauses.map(() => undefined);
  const perSkill = new Map<number, Map<string, Marker>>();

  // Clauses with their own marker(s).
  clauses.forEach((c, i) => {
    if (!c.markers.length) return;
    if (c.paren && !c.skills.length) {
      // "(nice to have)": the clause just before the parenthesis.
      if (i > 0 && !clauses[i - 1].markers.length) weights[i - 1] = c.markers[0].kind;
      return;
    }
    const own = new Map<string, Marker>();
    for (const s of c.skills) {
      // The nearest marker before the skill in the clause, else the nearest after it.
      const before = c.markers.filter((mk) => mk.index <= s.index).pop();
      const after = c.markers.find((mk) => mk.index > s.index);
      own.set(s.entry.name, (before ?? after)!.kind);
    }
    perSkill.set(i, own);
  });

  // Unmarked clauses: a forward marker before them, else a backward marker after them.
  let forward: Marker | undefined;
  clauses.forEach((c, i) => {
    if (c.markers.length) {
      const first = c.markers[0];
      const firstSkill = c.skills[0];
      const last = c.markers[c.markers.length - 1];
      if (c.paren && !c.skills.length) return;
      // A marker clause without skills governs what follows ("Nice to have: ...") unless nothing follows.
      forward = !firstSkill || first.index < firstSkill.index ? last.kind : undefined;
      return;
    }
    if (weights[i]) return;
    if (forward) {
      weights[i] = forward;
      return;
    }
    for (let j = i + 1; j < clauses.length; j++) {
      const next = clauses[j];
      if (!next.markers.length) continue;
      if (next.paren && !next.skills.length) break;
      const firstSkill = next.skills[0];
      // "React, TypeScript and Node.js are required": the marker comes after the skills of its clause.
      if ((firstSkill && next.markers[0].index > firstSkill.index) || (!firstSkill && !clauses.slice(j + 1).some((k) => k.skills.length))) weights[i] = next.markers[0].kind;
      break;
    }
  });

  clauses.forEach((c, i) => {
    for (const s of c.skills) {
      const weight = perSkill.get(i)?.get(s.entry.name) ?? weights[i] ?? fallback;
      const prev = into.get(s.entry.name);
      // A skill named as required anywhere in the job is required.
      if (!prev || (prev.weight === 'nice to have' && weight === 'required')) into.set(s.entry.name, { entry: s.entry, weight });
    }
  });
}

/** Sentences of one line: at ". ", "! ", "? " and ";" (not inside "Node.js" or "e.g."). */
function sentencesOf(line: string): string[] {
  return line.split(/(?<=[!?;])\s+|(?<=[A-Za-z0-9)\]'"][.])\s+(?=[A-Z0-9("'])|;/).filter((s) => s.trim());
}

/**
 * The requirements of a job: its skills, required or nice to have as its wording says (issue 15 item 3), the
 * company description's skills as a light "company stack" signal, and the minimum years of experience.
 * Section headings ("Requirements:", "Nice to have:") set the default of the bullet lines under them.
 */
export function jobRequirements(job: string, company: string): JobRequirements {
  const found = new Map<string, { entry: SkillEntry; weight: Marker }>();
  const wording: string[] = [];
  let section: Marker | undefined;
  let previousBlank = false;
  let yearsWeight: Marker = 'required';
  const years = requiredYears(
    job
      .split('\n')
      .filter((l) => !METADATA_LINE.test(l))
      .join('\n'),
  );

  for (const rawLine of job.split('\n')) {
    const line = rawLine.replace(/\s+$/, '');
    if (!line.trim()) {
      previousBlank = true;
      continue;
    }
    if (METADATA_LINE.test(line)) continue;
    wording.push(line);
    const bullet = BULLET.test(line);
    const body = line.replace(BULLET, '');
    const heading = HEADING.exec(body);
    const headingSkills = heading ? extractSkills(heading[1]) : [];
    if (heading && !bullet && !headingSkills.length && (/:\s*$/.test(body) || /^\s*#/.test(line) || (body === body.toUpperCase() && /[A-Z]/.test(body)))) {
      const markers = markersIn(heading[1]);
      section = markers.length ? markers[markers.length - 1].kind : undefined;
      previousBlank = false;
      continue;
    }
    // A paragraph after a blank line leaves the section; bullets (and lines right under a heading) stay in it.
    if (previousBlank && !bullet) section = undefined;
    previousBlank = false;
    const fallback: Marker = section ?? 'required';
    for (const sentence of sentencesOf(body)) {
      sentenceWeights(sentence, fallback, found);
      if (years && sentence.includes(years.text)) yearsWeight = scopedMarker(sentence, sentence.indexOf(years.text)) ?? fallback;
    }
  }

  const skills: SkillRequirement[] = [...found.values()].map((f) => ({ entry: f.entry, weight: f.weight }));
  for (const m of extractSkills(company)) if (!found.has(m.entry.name)) skills.push({ entry: m.entry, weight: 'company stack' });
  return { skills, years: years ? { ...years, weight: yearsWeight } : undefined, wording: wording.join('\n') };
}

/** The marker that governs a position in a sentence (its clause's, else the nearest governing clause's). */
function scopedMarker(sentence: string, index: number): Marker | undefined {
  const clauses = clausesOf(sentence);
  const i = clauses.findIndex((c) => index >= c.start && index < c.start + c.text.length);
  if (i < 0) return undefined;
  const own = markersIn(clauses[i].text);
  const at = index - clauses[i].start;
  if (own.length) return (own.filter((m) => m.index <= at).pop() ?? own.find((m) => m.index > at))!.kind;
  if (clauses[i + 1]?.paren) {
    const p = markersIn(clauses[i + 1].text);
    if (p.length) return p[0].kind;
  }
  for (let j = i - 1; j >= 0; j--) {
    const m = markersIn(clauses[j].text);
    if (m.length) return m[m.length - 1].kind;
  }
  return undefined;
}

