import type { DeployableApp } from './repo-facts.cjs';
import type { Problem } from './render.cjs';

export interface DockerfileStage {
  name: string;
  from: string;
  line: number;
  instructions: { keyword: string; args: string[]; flags: Record<string, string>; text: string; line: number }[];
}

export const RUNTIME_BASE: string;
/** Whether .dockerignore (Docker's semantics) excludes a path. */
export function dockerignore(root: string): (path: string) => boolean;
export function parseStages(text: string): DockerfileStage[];
export function checkDockerfile(file: string, app: DeployableApp, ctx: { root: string; workspacePackages: string[] }): Problem[];
