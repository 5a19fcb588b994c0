import type { DeployableApp } from './repo-facts.cjs';
import type { Problem } from './render.cjs';

export interface ComposeContext {
  root: string;
  apps: DeployableApp[];
  envNames: Record<string, Set<string>>;
  /** docker/postgres/init-databases.sql */
  initSql: string;
}

export const COMPOSE_SCHEMA: string;
export function interpolate(value: unknown, path: string, problems: Problem[]): unknown;
export function lintCompose(file: string): { line: number; rule: string; message: string }[];
export function checkCompose(file: string, ctx: ComposeContext): { problems: Problem[]; services: string[] };
