/** A parsed YAML document: any Kubernetes kind (or compose file), walked by the checks without a schema type. */
export type YamlDocument = Record<string, any>;

/** A check's finding. */
export interface Problem {
  object: string;
  message: string;
  path?: string;
}

export function findRenderer(): { command: string; args: string[]; version: string };
export function renderText(dir: string): string;
export function parseDocuments(text: string, source: string): YamlDocument[];
export function render(dir: string): YamlDocument[];
