/**
 * What the deployment files must agree with, read from the repository itself (sources, not a
 * build): the deployable apps, their ports and the environment variables each one reads.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..', '..', '..');

function read(rel) {
  return readFileSync(join(ROOT, rel), 'utf8');
}

/** ['auth', 'jobs', ...] from libs/contracts (SERVICE_NAMES). */
function serviceNames() {
  const m = /export const SERVICE_NAMES = \[([^\]]*)\]/.exec(read('libs/contracts/src/domain.ts'));
  if (!m) throw new Error('SERVICE_NAMES not found in libs/contracts/src/domain.ts');
  return [...m[1].matchAll(/'([a-z-]+)'/g)].map((x) => x[1]);
}

/** { auth: { tcp: 4001, http: 3001 }, ... } from DEFAULT_PORTS in the server-kit config. */
function defaultPorts() {
  const text = read('libs/server-kit/src/config/config.schema.ts');
  const block = /DEFAULT_PORTS[^=]*=\s*\{([\s\S]*?)\n\};/.exec(text);
  if (!block) throw new Error('DEFAULT_PORTS not found in libs/server-kit/src/config/config.schema.ts');
  const ports = {};
  for (const m of block[1].matchAll(/(\w+):\s*\{\s*tcp:\s*(\d+),\s*http:\s*(\d+)\s*\}/g)) ports[m[1]] = { tcp: Number(m[2]), http: Number(m[3]) };
  return ports;
}

/** The gateway's default PORT (its config schema). */
function gatewayPort() {
  const m = /PORT:[^\n]*\.default\((\d+)\)/.exec(read('apps/gateway/src/config/gateway.config.ts'));
  if (!m) throw new Error('PORT default not found in apps/gateway/src/config/gateway.config.ts');
  return Number(m[1]);
}

/**
 * The deployable apps: every apps/<name> whose package.json has `main: dist/main.js`, with
 * its HTTP (and TCP) port, its service name (auth for auth-service), and libraries.
 */
function deployableApps() {
  const ports = defaultPorts();
  const apps = [];
  for (const name of readdirSync(join(ROOT, 'apps')).sort()) {
    const pkgPath = join(ROOT, 'apps', name, 'package.json');
    if (!existsSync(pkgPath)) continue;
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    if (pkg.main !== 'dist/main.js') continue;
    const service = name === 'gateway' ? undefined : name.replace(/-service$/, '');
    if (service && !ports[service]) throw new Error(`apps/${name}: no DEFAULT_PORTS entry for ${service}`);
    apps.push({
      name,
      service,
      httpPort: service ? ports[service].http : gatewayPort(),
      tcpPort: service ? ports[service].tcp : undefined,
      hasMigrations: existsSync(join(ROOT, 'apps', name, 'drizzle')),
      libs: libraryClosure(join('apps', name)),
    });
  }
  return apps;
}

/** Libraries an app or library references in its tsconfig, transitively: ['contracts', ...]. */
function libraryClosure(projectDir) {
  const seen = new Set();
  const visit = (dir) => {
    const tsconfig = JSON.parse(read(join(dir, 'tsconfig.json')));
    for (const ref of tsconfig.references ?? []) {
      const target = join(dir, ref.path).replace(/\\/g, '/');
      const m = /^libs\/([^/]+)$/.exec(target);
      if (m && !seen.has(m[1])) {
        seen.add(m[1]);
        visit(target);
      }
    }
  };
  visit(projectDir);
  return [...seen].sort();
}

/** Every workspace package.json (what `npm ci` needs besides the lock), as repo-relative paths. */
function workspacePackageFiles() {
  const pkg = JSON.parse(read('package.json'));
  const files = [];
  for (const pattern of pkg.workspaces ?? []) {
    const m = /^([^*]+)\/\*$/.exec(pattern);
    if (!m) throw new Error(`workspace pattern ${pattern} is not "<dir>/*"`);
    for (const name of readdirSync(join(ROOT, m[1])).sort()) {
      if (existsSync(join(ROOT, m[1], name, 'package.json'))) files.push(`${m[1]}/${name}/package.json`);
    }
  }
  return files;
}

/**
 * UPPER_CASE keys of the zod env schemas in the given source files: `NAME: z...`, or `NAME: helper(...)`
 * for a schema built by a local function (`ms(5_000, 10)`, `whole(1, 400)`).
 */
function schemaKeys(files) {
  const names = new Set();
  for (const rel of files) {
    for (const m of read(rel).matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:\s*(?:z\b|[a-z][A-Za-z0-9]*\(|bool\b|port\b)/gm)) names.add(m[1]);
  }
  return names;
}

function configFiles(dir) {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => `${dir}/${f}`);
}

/** An app's own settings: apps/<app>/src/config/*.ts and every feature's `<feature>.config.ts` (src/mail/mail.config.ts). */
function appConfigFiles(app) {
  const found = new Set(configFiles(`apps/${app}/src/config`));
  const walk = (dir) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== '__tests__') walk(`${dir}/${entry.name}`);
      else if (entry.isFile() && entry.name.endsWith('.config.ts')) found.add(`${dir}/${entry.name}`);
    }
  };
  if (existsSync(join(ROOT, 'apps', app, 'src'))) walk(`apps/${app}/src`);
  return [...found].sort();
}

/**
 * The environment variables each app reads, from its zod schemas: the shared ones
 * (libs/server-kit/src/config), `<SERVICE>_HOST/_TCP_PORT/_HTTP_PORT` of every service, its own
 * `<SERVICE>_DATABASE_URL`, and its own settings (apps/<app>/src/config, src/<feature>/*.config.ts).
 */
function envNamesByApp() {
  const shared = schemaKeys(configFiles('libs/server-kit/src/config'));
  const services = serviceNames();
  const endpointSuffixes = [...read('libs/server-kit/src/config/config.schema.ts').matchAll(/`\$\{p\}_([A-Z_]+)`/g)].map((m) => m[1]);
  if (!endpointSuffixes.length) throw new Error('no `${p}_...` endpoint variables found in config.schema.ts');
  for (const s of services) for (const suffix of endpointSuffixes) shared.add(`${s.toUpperCase()}_${suffix}`);
  const dbSuffix = /`\$\{envPrefix\(service\)\}_([A-Z_]+)`/.exec(read('libs/server-kit/src/config/load-config.ts'));
  if (!dbSuffix) throw new Error('the database URL variable was not found in load-config.ts');

  const result = {};
  for (const app of deployableApps()) {
    const names = new Set([...shared, ...schemaKeys(appConfigFiles(app.name))]);
    if (app.service) names.add(`${app.service.toUpperCase()}_${dbSuffix[1]}`);
    result[app.name] = names;
  }
  return result;
}

module.exports = { ROOT, serviceNames, defaultPorts, deployableApps, libraryClosure, workspacePackageFiles, appConfigFiles, envNamesByApp };
