import type { DeployableApp } from './repo-facts.cjs';
import type { Problem, YamlDocument } from './render.cjs';

export interface RulesContext {
  overlay: string;
  apps: DeployableApp[];
  envNames: Record<string, Set<string>>;
  /** The Secret template's keys and values. */
  secretKeys: Map<string, unknown>;
}

export const SECRET_NAME: string;
/** A Kubernetes quantity as a number (cores or bytes), or NaN. */
export function quantity(q: string | number): number;
export function checkRules(objects: YamlDocument[], ctx: RulesContext): Problem[];
export function checkSecretTemplate(secret: YamlDocument): Problem[];
