import { resumeRequestSchema, type ResumeInput } from '@hirewise/contracts/ai';

export interface CompanyRow {
  name: string;
  position: string;
}

export interface ResumeFormValues {
  fullName: string;
  currentPosition: string;
  /** Years of experience as typed; a number once sent. */
  currentLength: string;
  currentTechnologies: string;
  companies: CompanyRow[];
}

/** 'fullName', ..., or 'companies.0.name' for a work-experience cell. */
export type ResumeFormErrors = Partial<Record<string, string>>;

export const EXPERIENCE_REQUIRED = 'Experience is required';

export function initialResumeValues(): ResumeFormValues {
  return { fullName: '', currentPosition: '', currentLength: '', currentTechnologies: '', companies: [{ name: '', position: '' }] };
}

/** Add More (on the last row) appends an empty row. */
export function addCompany(companies: readonly CompanyRow[]): CompanyRow[] {
  return [...companies, { name: '', position: '' }];
}

/** Remove (rows after the first) drops the row; the first row always stays. */
export function removeCompany(companies: readonly CompanyRow[], index: number): CompanyRow[] {
  if (index <= 0 || index >= companies.length) return [...companies];
  return companies.filter((_, i) => i !== index);
}

/** Spec section 5: texts are trimmed and experience is converted to a number before sending. */
export function toResumeRequest(values: ResumeFormValues): ResumeInput {
  return {
    fullName: values.fullName.trim(),
    currentPosition: values.currentPosition.trim(),
    currentLength: Number(values.currentLength.trim()),
    currentTechnologies: values.currentTechnologies.trim(),
    companies: values.companies.map((row) => ({ name: row.name.trim(), position: row.position.trim() })),
  };
}

export type ParsedResumeForm = { ok: true; data: ResumeInput } | { ok: false; errors: ResumeFormErrors };

/**
 * All fields are required and experience is at least 0 (spec section 5), checked with the contracts'
 * request schema on the trimmed values. An empty experience is refused before Number('') makes it 0.
 */
export function validateResumeForm(values: ResumeFormValues): ParsedResumeForm {
  const errors: ResumeFormErrors = {};
  const parsed = resumeRequestSchema.safeParse(toResumeRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  }
  if (values.currentLength.trim() === '') errors.currentLength = EXPERIENCE_REQUIRED;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}
