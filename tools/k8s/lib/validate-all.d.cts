import type { Problem, YamlDocument } from './render.cjs';

export interface ValidationReport {
  sections: { name: string; checked: string; problems: Problem[] }[];
  renderer: string;
  schema: string;
  /** Rendered objects by overlay name. */
  rendered: Record<string, YamlDocument[]>;
}

export function overlays(): string[];
export function validateAll(): ValidationReport;
export function formatReport(report: ValidationReport): { text: string; ok: boolean };
