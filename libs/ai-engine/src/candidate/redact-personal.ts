import { extractSkills } from '../skills/skill-lexicon';

/**
 * Removes what a hiring decision must not use from candidate text: name, gender, age and photo. The
 * evaluation only ever sees (and quotes) the redacted text, so two candidates who differ only in these get
 * the same evaluation. Names found in a "Name:" line, a "my name is" phrase or a name-like first line are
 * replaced everywhere by "[candidate]"; gendered pronouns become bracketed neutral ones.
 */
export function redactPersonal(text: string): string {
  const names = new Set<string>();
  // Labelled fields, on their own line or inline ("Name: Ana Lima, Age: 29, Skills: React"): only the field goes.
  let out = text.replace(PERSONAL_FIELD, (_m, lead: string, label: string, value: string) => {
    if (/name/i.test(label)) addName(names, value);
    return lead;
  });
  const lines = out.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim());
  if (first >= 0 && looksLikeName(lines[first])) {
    addName(names, lines[first]);
    lines.splice(first, 1);
  }
  out = lines.join('\n');

  for (const m of out.matchAll(/\b(?:my name is|i am|i'm|this is)\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,3})/g)) {
    if (!extractSkills(m[1]).length && !ROLE_WORDS.test(m[1])) addName(names, m[1]);
  }
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'), '[candidate]');
  }
  out = out.replace(/\[candidate\](?:\s+\[candidate\])+/g, '[candidate]');

  out = out
    // Photos: image links and data URLs.
    .replace(/\bdata:image\/[a-z+]+;base64,[a-z0-9+/=]+/gi, ' ')
    .replace(/\bhttps?:\/\/\S+?\.(?:jpe?g|png|gif|webp|bmp|svg|heic)(?:\?\S*)?(?=[\s)\]},;]|$)/gi, ' ')
    // Age and date of birth.
    .replace(/\b(?:aged?\s*:?\s*\d{1,3}|\d{1,3}\s*(?:-\s*)?(?:years?|yrs?)(?:\s*-\s*|\s+)old|\d{1,3}-year-old)\b/gi, ' ')
    .replace(/\bborn\s+(?:in|on)\s+[^.,;\n]+/gi, ' ')
    // Titles and gender words.
    .replace(/\b(?:mr|mrs|ms|mx|miss|sir|madam)\b\.?/gi, ' ')
    .replace(/\b(?:male|female|non-binary|nonbinary|transgender|cisgender)\b/gi, ' ')
    .replace(/\b(?:man|woman|boy|girl|gentleman|lady|guy|mother|father|mom|dad)\b/gi, 'person')
    // Third-person pronouns, gendered or not, all read the same afterwards.
    .replace(/\b(?:he|she|they)\b/gi, '[they]')
    .replace(/\b(?:him|his|her|them|their)\b/gi, '[their]')
    .replace(/\b(?:hers|theirs)\b/gi, '[theirs]')
    .replace(/\b(?:himself|herself|themselves|themself)\b/gi, '[themselves]');

  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,;:])/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const PERSONAL_LABELS = String.raw`full name|candidate name|applicant name|name|gender|sex|age|date of birth|dob|birth ?date|born|photo|photograph|picture|profile (?:photo|picture|image)|headshot|avatar|marital status|pronouns?`;
/**
 * A personal field: the label at the start of a line or after a separator, a colon or equals sign (or a
 * spaced dash), and the value up to the next separator, sentence end or "Label:".
 */
const PERSONAL_FIELD = new RegExp(
  String.raw`(^|[\n,;|•(]|\.\s)[ \t]*[-*•]?[ \t]*(${PERSONAL_LABELS})[ \t]*(?::|=|\s[-–—]\s)[ \t]*([^\n,;|]*?)(?=[ \t]*(?:[\n,;|)]|\.(?:\s|$)|$|[ \t]+[A-Z][A-Za-z ]{1,24}:))`,
  'gim',
);

function addName(names: Set<string>, value: string): void {
  const clean = value.replace(/[^\p{L}\s'’-]/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!clean || clean.length > 60) return;
  names.add(clean);
  for (const part of clean.split(' ')) if (part.length >= 2 && /^\p{Lu}/u.test(part)) names.add(part);
}

/** A first line of 2-4 capitalized words, no digits, no known skill: a name heading. */
function looksLikeName(line: string): boolean {
  const t = line.trim();
  if (t.length > 50 || /\d|[:@/]/.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w))) return false;
  return extractSkills(t).length === 0 && !ROLE_WORDS.test(t);
}

const ROLE_WORDS = /\b(?:developer|engineer|manager|designer|analyst|scientist|consultant|intern|lead|architect|specialist|summary|profile|experience|resume|curriculum|senior|junior|graduate|student|freelancer|professional|candidate|the|a|an)\b/i;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
