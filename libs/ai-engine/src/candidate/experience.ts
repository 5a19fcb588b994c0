/** A statement of years of experience found in text. */
export interface YearsStatement {
  years: number;
  /** Character offset of the statement. */
  index: number;
  text: string;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };
const NUM = String.raw`(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;

/**
 * Years of experience stated in text: "5 years of experience", "3+ yrs in React", "experience: 4 years",
 * "over ten years as a developer". Ages are removed before this runs (see redactPersonal).
 */
export function findYears(text: string): YearsStatement[] {
  const out: YearsStatement[] = [];
  const patterns = [
    new RegExp(String.raw`\b${NUM}\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?)\b(?:\s+(?:of|in|with|as|at|doing|building|working))?`, 'gi'),
    new RegExp(String.raw`\bexperience\s*(?:of|:|-)?\s*${NUM}\s*\+?\s*(?:years?|yrs?)\b`, 'gi'),
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const raw = m[1].toLowerCase();
      const years = WORD_NUMBERS[raw] ?? Number(raw);
      if (!Number.isFinite(years) || years <= 0 || years > 50) continue;
      const index = m.index ?? 0;
      if (out.some((o) => Math.abs(o.index - index) < 20)) continue;
      out.push({ years, index, text: m[0] });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The years a job asks for: the smallest number stated with "years" (e.g. "3-5 years" -> 3, "5+ years" -> 5). */
export function requiredYears(jobText: string): YearsStatement | undefined {
  const found = findYears(jobText);
  return found.length ? found.reduce((min, y) => (y.years < min.years ? y : min)) : undefined;
}
