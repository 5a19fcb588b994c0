import { extractSkills } from '../skills/skill-lexicon';

/**
 * Removes what a hiring decision must not use from candidate text: name, gender, age, photo, nationality,
 * marital and family status, and religion. The evaluation only ever sees (and quotes) the redacted text, so
 * two candidates who differ only in these get the same evaluation. Names found in a "Name:" line, a "my name
 * is" phrase or a name-like first line are replaced everywhere by "[candidate]"; gendered pronouns become
 * bracketed neutral ones and gendered words a neutral word ("chairwoman" and "chairman" both read
 * "chairperson").
 */
export function redactPersonal(text: string): string {
  const names = new Set<string>();
  // First what could break the steps below: email addresses (they often spell the name), and photos as
  // markdown images, image links and data URLs (whose comma would end a "Photo:" field early).
  let out = text
    .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, ' ')
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, ' ')
    .replace(/\bdata:image\/[a-z+]+;base64,[a-z0-9+/=]+/gi, ' ')
    .replace(/\bhttps?:\/\/\S+?\.(?:jpe?g|png|gif|webp|bmp|svg|heic)(?:\?\S*)?(?=[\s)\]},;]|$)/gi, ' ');
  // Labelled fields, on their own line or inline ("Name: Ana Lima, Age: 29, Skills: React"): only the field goes.
  out = out.replace(PERSONAL_FIELD, (_m, lead: string, label: string, value: string) => {
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

  // A name after a title ("Ms. Priya Sharma", "Smt. Lakshmi Rao").
  for (const m of out.matchAll(/\b(?:Mr|Mrs|Ms|Mx|Miss|Mister|Shri|Sri|Smt|Shrimati|Kumari)\.?\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2})/g)) {
    if (!extractSkills(m[1]).length && !ROLE_WORDS.test(m[1])) addName(names, m[1]);
  }
  for (const m of out.matchAll(/\b(?:[Mm]y name is|[Mm]y name's|I am|I'm|[Tt]his is|[Cc]all me)\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,3})/g)) {
    if (!extractSkills(m[1]).length && !ROLE_WORDS.test(m[1])) addName(names, m[1]);
  }
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'), '[candidate]');
  }
  out = out.replace(/\[candidate\](?:\s+\[candidate\])+/g, '[candidate]');

  out = out
    // Age and date of birth.
    .replace(/\b(?:aged?\s*:?\s*\d{1,3}|\d{1,3}\s*(?:-\s*)?(?:years?|yrs?)(?:\s*-\s*|\s+)old|\d{1,3}-year-old)\b/gi, ' ')
    .replace(/\bborn\s+(?:in|on)\s+[^.,;\n]+/gi, ' ')
    .replace(/\b(?:in\s+(?:my|[a-z]+\s+)?|(?:early|mid|late)[- ])(?:twenties|thirties|forties|fifties|sixties|[2-6]0s)\b/gi, ' ')
    // Nationality and citizenship ("an Indian national", "a citizen of Canada", "US citizen").
    .replace(NATIONALITY, ' ')
    // Marital and family status ("married with two kids", "mother of two", "single dad"), religion.
    .replace(FAMILY, ' ')
    .replace(RELIGION, ' ')
    // Titles and gender words.
    .replace(/\b(?:mr|mrs|ms|mx|miss|mister|sir|madam|shri|sri|smt|shrimati|kumari)\b\.?/gi, ' ')
    .replace(/\b(?:male|female|non-binary|nonbinary|transgender|cisgender)\b/gi, ' ')
    .replace(GENDERED_WORD, (w: string) => {
      const neutral = NEUTRAL_WORDS[w.toLowerCase()] ?? 'person';
      return /^\p{Lu}/u.test(w) ? neutral[0].toUpperCase() + neutral.slice(1) : neutral;
    })
    // Third-person pronouns, gendered or not, all read the same afterwards.
    .replace(/\b(?:he|she|they)\b/gi, '[they]')
    .replace(/\b(?:him|his|her|them|their)\b/gi, '[their]')
    .replace(/\b(?:hers|theirs)\b/gi, '[theirs]')
    .replace(/\b(?:himself|herself|themselves|themself)\b/gi, '[themselves]');

  return tidy(out);
}

/** Words and punctuation left behind by removed phrases ("I am and.", ",.", ":.", a line starting with ", "), until none is left. */
function tidy(text: string): string {
  let out = text;
  let previous: string;
  do {
    previous = out;
    out = out
      .replace(/[ \t]+/g, ' ')
      .replace(/ +([.,;:])/g, '$1')
      .replace(/(?:[ \t]+(?:and|or|with|as)\b)+(?=[ \t]*(?:[.,;]|$))/gim, '')
      .replace(/\b(?:I am|I'm)(?=[ \t]*(?:[.,;]|$))/gm, '')
      .replace(/[,;](?=[,;.])/g, '')
      // ".." and ":." (never an ellipsis "...").
      .replace(/(?<!\.)([.!?:])[ \t]*\.(?!\.)/g, '$1')
      .replace(/(^|\n)[ \t]*[,;.][ \t]*/g, '$1');
  } while (out !== previous);
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

const PERSONAL_LABELS = String.raw`full name|candidate name|applicant name|name|gender|sex|age|date of birth|dob|birth ?date|born|place of birth|photo|photograph|picture|profile (?:photo|picture|image)|headshot|avatar|marital status|civil status|family status|spouse|children|dependents|father'?s name|mother'?s name|husband'?s name|wife'?s name|pronouns?|e-?mail(?: address)?|phone(?: number| no\.?)?|mobile (?:number|no\.?|phone)|contact (?:number|no\.?|details)|home address|address|nationality|citizenship|citizen of|passport(?: no\.?| number)?|religion|faith|caste|ethnicity|race`;

/** "an Indian national", "a citizen of Canada", "US citizen", "German citizenship". */
const NATIONALITY = new RegExp(
  String.raw`\b(?:(?:an?|the)\s+)?(?:[A-Z][A-Za-z]+(?:[- ][A-Z][A-Za-z]+)?\s+(?:national|citizen|citizenship|passport holder)(?=\s*(?:[.,;:)\n]|$)|\s+(?:with|based|living|residing|currently|who|and|in|from|holding|having|by)\b)|(?:citizen|national)\s+of\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)\b`,
  'g',
);
const KID = String.raw`(?:(?:young|little|grown-up|wonderful|lovely)\s+)?(?:kids?|children|child|sons?|daughters?|boys|girls|twins)`;
const KIDS = String.raw`(?:(?:one|two|three|four|five|six|\d+)(?:\s+${KID})?|(?:a\s+)?${KID})`;
const FAMILY = new RegExp(
  String.raw`\b(?:(?:happily|recently)\s+)?(?:married|unmarried|divorced|widowed)\b(?:\s*,?\s*(?:with|and|having)\s+${KIDS}\b)?` +
    String.raw`|\b(?:an?\s+)?(?:(?:single|working|stay-at-home|proud|new)\s+)?(?:mother|father|mom|mum|dad|parent)\s+(?:of|to)\s+${KIDS}\b` +
    String.raw`|\b(?:an?\s+)?(?:single|working|stay-at-home|new)\s+(?:mother|father|mom|mum|dad|parent)\b` +
    String.raw`|\b(?:with|have|has|having)\s+(?:one|two|three|four|five|\d+)\s+(?:kids|children|sons|daughters)\b`,
  'gi',
);
const FAITHS = String.raw`hindu|muslim|christian|catholic|protestant|sikh|jain|buddhist|jew|jewish|parsi|atheist|agnostic`;
/** "I am a practising Hindu", "devout Christian"; "Hindu College" (a name) stays. */
const RELIGION = new RegExp(String.raw`\b(?:(?:i am|i'm|as)\s+an?\s+(?:(?:devout|practising|practicing|observant|proud)\s+)?(?:${FAITHS})|(?:an?\s+)?(?:devout|practising|practicing|observant)\s+(?:${FAITHS}))\b`, 'gi');

/** Gendered words and their neutral form; any other match of GENDERED_WORD reads "person". */
const NEUTRAL_WORDS: Record<string, string> = {
  chairman: 'chairperson', chairwoman: 'chairperson', chairlady: 'chairperson', chairperson: 'chairperson',
  salesman: 'salesperson', saleswoman: 'salesperson', salesmen: 'salespeople', saleswomen: 'salespeople', salesperson: 'salesperson',
  spokesman: 'spokesperson', spokeswoman: 'spokesperson', businessman: 'businessperson', businesswoman: 'businessperson',
  businessmen: 'businesspeople', businesswomen: 'businesspeople', foreman: 'supervisor', forewoman: 'supervisor',
  policeman: 'police officer', policewoman: 'police officer', fireman: 'firefighter', firewoman: 'firefighter',
  craftsman: 'craftsperson', craftswoman: 'craftsperson', cameraman: 'camera operator', camerawoman: 'camera operator',
  headmaster: 'head teacher', headmistress: 'head teacher', waiter: 'server', waitress: 'server', actress: 'actor',
  husband: 'spouse', wife: 'spouse', son: 'child', daughter: 'child', sons: 'children', daughters: 'children',
  brother: 'sibling', sister: 'sibling', brothers: 'siblings', sisters: 'siblings', boyfriend: 'partner', girlfriend: 'partner',
  men: 'people', women: 'people', boys: 'people', girls: 'people', ladies: 'people', gentlemen: 'people', guys: 'people',
  sorority: 'student society', fraternity: 'student society',
};
const GENDERED_WORD = new RegExp(String.raw`\b(?:${[...Object.keys(NEUTRAL_WORDS), 'man', 'woman', 'boy', 'girl', 'gentleman', 'lady', 'guy', 'mother', 'father', 'mom', 'mum', 'dad'].join('|')})\b`, 'gi');
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
