/**
 * Where a piece of the candidate text comes from. Skills count as shown in the profile's skills, the
 * education and the stated experience; in the statement of purpose (or a cover letter) they are only claimed.
 */
export type SectionKind = 'skills' | 'education' | 'experience' | 'statement';

export interface CandidateSection {
  kind: SectionKind;
  /** The label as written ("Skills", "Statement of purpose"); absent for unlabelled free text. */
  label?: string;
  /** Character range of the section's content in the whole text (the label itself excluded). */
  start: number;
  end: number;
}

/** Label words (lower case, spaces normalized) and the section they open. */
const LABELS: [RegExp, SectionKind][] = [
  [/^(?:statement of purpose|sop|cover letter|covering letter|motivation(?: letter)?|personal statement|why (?:me|i am a good fit|this (?:job|role))|career objective|objective|goals?|aspirations?)$/, 'statement'],
  [/^(?:(?:key |technical |core |primary |top )?skills?(?: ?set)?|skillsets?|technologies|tech(?:nology)? stack|tools(?: and technologies)?|competencies|core competencies|expertise|languages|frameworks|programming languages)$/, 'skills'],
  [/^(?:education(?:al (?:background|qualifications?))?|qualifications?|academics?|academic background|degrees?|certifications?|certificates?|courses|training)$/, 'education'],
  [
    /^(?:(?:work |professional |relevant |industry )?experience|work history|employment(?: history)?|career(?: history| summary)?|projects?|key projects|summary|professional summary|profile|about(?: me)?|achievements|accomplishments|responsibilities|current (?:role|position|job)|positions?|internships?|years of experience|total experience)$/,
    'experience',
  ],
];

/** A label at the start of a line: "Skills: React", "- Education - IIT", "EXPERIENCE" alone on its line. */
const LABEL_LINE = /^([ \t]*(?:[-*•][ \t]*)?)([A-Za-z][A-Za-z' /&-]{1,40}?)[ \t]*(?:\([^)\n]{0,40}\))?[ \t]*(?::|[ \t][-–—][ \t]|$)/;

/** Placeholders the product writes for a missing field ("Skills: none listed", "Not Submitted"). */
const PLACEHOLDER = /^\s*(?:none listed|not submitted|none|n\/a|na|-)\s*\.?\s*$/i;

export function labelKind(label: string): SectionKind | undefined {
  const key = label.toLowerCase().replace(/\s+/g, ' ').trim();
  return LABELS.find(([re]) => re.test(key))?.[1];
}

/**
 * The candidate text cut into labelled sections. A line that starts with a known label ("Skills:",
 * "Education:", "Experience:", "Statement of purpose:" ...) opens a section that runs to the next label;
 * text before the first label, and any text without labels, is stated experience. Placeholder values
 * ("none listed", "Not Submitted") make an empty section.
 */
export function candidateSections(text: string): CandidateSection[] {
  const sections: CandidateSection[] = [];
  let current: CandidateSection = { kind: 'experience', start: 0, end: text.length };
  let offset = 0;
  for (const line of text.split('\n')) {
    const m = LABEL_LINE.exec(line);
    const kind = m ? labelKind(m[2]) : undefined;
    // A bare word alone on a line ("Projects") is a heading only if it is a known label.
    if (m && kind) {
      current.end = offset;
      sections.push(current);
      current = { kind, label: m[2].trim(), start: offset + m[0].length, end: text.length };
    }
    offset += line.length + 1;
  }
  current.end = text.length;
  sections.push(current);
  return sections
    .map((s) => trimSection(text, s))
    .filter((s) => s.end > s.start && !PLACEHOLDER.test(text.slice(s.start, s.end)));
}

function trimSection(text: string, s: CandidateSection): CandidateSection {
  let { start, end } = s;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { ...s, start, end };
}

/** The section holding a character offset (the statement of purpose is the only "claimed" kind). */
export function sectionAt(sections: readonly CandidateSection[], index: number): CandidateSection | undefined {
  return sections.find((s) => index >= s.start && index < s.end);
}
