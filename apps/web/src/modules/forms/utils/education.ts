import { educationSchema, type EducationRow } from '@hirewise/contracts/auth';

/** One education row as typed in the form: years are text until sent. */
export interface EducationFormRow {
  institutionName: string;
  startYear: string;
  endYear: string;
}

export type EducationRowErrors = Partial<Record<keyof EducationFormRow, string>>;

export type EducationResult =
  | { ok: true; rows: EducationRow[] }
  | { ok: false; errors: Record<number, EducationRowErrors> };

export function emptyEducationRow(): EducationFormRow {
  return { institutionName: '', startYear: '', endYear: '' };
}

export function toEducationFormRows(rows: readonly EducationRow[] | undefined): EducationFormRow[] {
  return (rows ?? []).map((row) => ({
    institutionName: row.institutionName,
    startYear: String(row.startYear),
    endYear: row.endYear === undefined || row.endYear === null ? '' : String(row.endYear),
  }));
}

/**
 * What the server receives (spec section 5): rows with a blank institution are dropped and an
 * empty end year is omitted. Uses the shared contracts schema, so client and server agree on
 * the remaining rules (start year required, end year not before start year).
 */
export function cleanEducation(rows: readonly EducationFormRow[]): EducationResult {
  const parsed = educationSchema.safeParse(
    rows.map((row) => ({
      institutionName: row.institutionName,
      startYear: row.startYear.trim(),
      endYear: row.endYear.trim(),
    })),
  );
  if (parsed.success) return { ok: true, rows: parsed.data };

  const errors: Record<number, EducationRowErrors> = {};
  for (const issue of parsed.error.issues) {
    const [index, field] = issue.path;
    if (typeof index !== 'number' || typeof field !== 'string') continue;
    const key = field as keyof EducationFormRow;
    errors[index] = { ...errors[index], [key]: errors[index]?.[key] ?? issue.message };
  }
  return { ok: false, errors };
}
