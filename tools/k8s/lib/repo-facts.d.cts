/** A deployable app (apps/<name> with dist/main.js), as read from the repository's sources. */
export interface DeployableApp {
  name: string;
  /** auth for auth-service; undefined for the gateway. */
  service: string | undefined;
  httpPort: number;
  tcpPort: number | undefined;
  hasMigrations: boolean;
  libs: string[];
}

export const ROOT: string;
export function serviceNames(): string[];
export function defaultPorts(): Record<string, { http: number; tcp: number }>;
export function deployableApps(): DeployableApp[];
export function libraryClosure(projectDir: string): string[];
export function workspacePackageFiles(): string[];
/** An app's own config schema files: apps/<app>/src/config/*.ts and src/<feature>/*.config.ts (repo-relative). */
export function appConfigFiles(app: string): string[];
/** The environment variables each app reads, by app name. */
export function envNamesByApp(): Record<string, Set<string>>;
