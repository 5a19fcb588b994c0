import type { AiEngineInfo, EvidenceStatus } from '@hirewise/contracts/ai';

/** One engine as a recruiter reads it: 'local engine 2.1.0', 'openai gpt-4o-mini (prompt 3)'. */
export function engineLabel(engine: AiEngineInfo): string {
  const name = engine.name === 'local' ? 'local engine' : engine.name;
  const model = engine.model ? ` ${engine.model}` : '';
  const version = engine.version === 'unknown' ? ', version unknown' : engine.model ? ` (version ${engine.version})` : ` ${engine.version}`;
  return `${name}${model}${version}`;
}

export function enginesLabel(engines: readonly AiEngineInfo[]): string {
  return engines.length ? engines.map(engineLabel).join('; ') : 'not recorded';
}

export const EVIDENCE_LABELS: Record<EvidenceStatus, { label: string; palette: 'green' | 'orange' | 'red' }> = {
  covered: { label: 'Covered', palette: 'green' },
  missing: { label: 'Missing', palette: 'orange' },
  contradicted: { label: 'Contradicted', palette: 'red' },
};
