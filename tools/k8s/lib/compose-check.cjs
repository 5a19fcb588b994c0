/**
 * Checks docker/compose.yaml without Docker:
 * - the Compose linter `dclint` (npm) with its correctness and security rules (style rules off);
 * - the Compose Specification's JSON schema (the copy `dclint` ships, with ajv), on the file as
 *   `docker compose` sees it with no variables set (every `${VAR:-default}` takes its default),
 *   reporting every error, not only the first;
 * - this repository: Dockerfiles and bind-mounted files exist, start order and health checks
 *   are consistent, each app gets only variables it reads, and the product runs in server mode.
 */
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');
const YAML = require('yaml');
const Ajv = require('ajv').default;
const { DCLinter } = require('dclint');

const COMPOSE_SCHEMA = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');

/** dclint rules: its correctness and security rules; key and service ordering is style only. */
const DCLINT_RULES = {
  'no-build-and-image': 0, // `image` names what `build` builds: the Compose spec allows both
  'no-duplicate-container-names': 2,
  'no-duplicate-exported-ports': 2,
  'no-quotes-in-volumes': 2,
  'no-unbound-port-interfaces': 2,
  'no-version-field': 2,
  'require-project-name-field': 2,
  'require-quotes-in-ports': 2,
  'service-container-name-regex': 2,
  'service-dependencies-alphabetical-order': 0,
  'service-image-require-explicit-tag': 2,
  'service-keys-order': 0,
  'service-ports-alphabetical-order': 0,
  'services-alphabetical-order': 0,
  'top-level-properties-order': 0,
};

const DURATION = /^([0-9]+(\.[0-9]+)?(ns|us|ms|s|m|h))+$/;

/** `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR}`, `$VAR`, `$$` with no variables set. */
function interpolate(value, path, problems) {
  if (typeof value === 'string') {
    return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (all, name, op, arg, bare) => {
      if (all === '$$') return '$';
      if (bare || !op) {
        problems.push({ path, message: `\${${name ?? bare}} has no default: "docker compose up" would use an empty value` });
        return '';
      }
      if (op.endsWith('?')) return `<${name}>`;
      return arg;
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => interpolate(v, `${path}[${i}]`, problems));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, `${path}.${k}`, problems)]));
  }
  return value;
}

function schemaValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true });
  ajv.addFormat('duration', DURATION);
  ajv.addFormat('ports', true);
  ajv.addFormat('expose', true);
  const schema = JSON.parse(readFileSync(COMPOSE_SCHEMA, 'utf8'));
  delete schema.$schema;
  return ajv.compile(schema);
}

/** dclint's findings for one file: [{ line, rule, message }]. */
function lintCompose(file) {
  const linter = new DCLinter({ rules: DCLINT_RULES, quiet: true, debug: false, exclude: [] });
  return linter.lintFiles([file], false).flatMap((r) => r.messages.map((m) => ({ line: m.line, rule: m.rule, message: m.message })));
}

/** environment as a map (compose accepts a map or a list of NAME=value). */
function envMap(env) {
  if (!env) return {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e) => [String(e).split('=')[0], String(e).split('=').slice(1).join('=')]));
  return env;
}

/**
 * @param {string} file absolute path of the compose file
 * @param {object} ctx { root, apps: deployableApps(), envNames: envNamesByApp() }
 * @returns {{ problems: {object, message}[], services: string[] }}
 */
function checkCompose(file, ctx) {
  const problems = [];
  const fail = (object, message) => problems.push({ object, message });
  const dir = dirname(file);
  const doc = YAML.parseDocument(readFileSync(file, 'utf8'), { merge: true, uniqueKeys: true });
  if (doc.errors.length) return { problems: [{ object: relative(ctx.root, file), message: doc.errors[0].message }], services: [] };
  const interpolationProblems = [];
  const compose = interpolate(doc.toJS({ maxAliasCount: 1000 }), '', interpolationProblems);
  for (const p of interpolationProblems) fail(`compose${p.path}`, p.message);

  for (const m of lintCompose(file)) fail(`${relative(ctx.root, file)}:${m.line}`, `${m.message} (dclint ${m.rule})`);

  const validate = schemaValidator();
  if (!validate(compose)) {
    for (const e of validate.errors) fail(`compose${e.instancePath.replace(/\//g, '.')}`, `${e.message}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`);
  }

  const services = compose.services ?? {};
  const volumes = compose.volumes ?? {};
  const names = Object.keys(services);

  for (const [svcName, svc] of Object.entries(services)) {
    const where = `service ${svcName}`;
    // Start order: every dependency exists; a health condition needs a health check there.
    const deps = Array.isArray(svc.depends_on) ? Object.fromEntries(svc.depends_on.map((d) => [d, { condition: 'service_started' }])) : (svc.depends_on ?? {});
    for (const [dep, spec] of Object.entries(deps)) {
      if (!names.includes(dep)) fail(where, `depends_on ${dep}, which is not a service`);
      else if (spec.condition === 'service_healthy' && !services[dep].healthcheck && !ctx.apps.some((a) => a.name === dep)) fail(where, `waits for ${dep} to be healthy, but ${dep} has no health check`);
    }
    if (!svc.healthcheck || svc.healthcheck.disable) fail(where, 'has no health check');
    // Volumes: named ones are declared, bind-mounted files exist.
    for (const v of svc.volumes ?? []) {
      const source = typeof v === 'string' ? v.split(':')[0] : v.source;
      if (!source) continue;
      if (source.startsWith('.') || source.startsWith('/')) {
        if (!existsSync(resolve(dir, source))) fail(where, `bind mount ${source} does not exist`);
      } else if (!(source in volumes)) fail(where, `volume ${source} is not declared under volumes`);
    }
    // Published ports: only the gateway's.
    if ((svc.ports ?? []).length && svcName !== 'gateway') fail(where, 'publishes a port: only the gateway is published (docker/compose.admin.yaml opens the consoles)');
  }

  for (const app of ctx.apps) {
    const svc = services[app.name];
    const where = `service ${app.name}`;
    if (!svc) {
      fail(where, 'missing: every app runs in the compose file');
      continue;
    }
    const build = typeof svc.build === 'string' ? { context: svc.build } : svc.build;
    if (!build) fail(where, 'has no build section');
    else {
      const context = resolve(dir, build.context ?? '.');
      if (context !== ctx.root) fail(where, `build context ${build.context} is not the repository root`);
      const dockerfile = resolve(context, build.dockerfile ?? 'Dockerfile');
      if (relative(ctx.root, dockerfile) !== `docker/${app.name}.Dockerfile`) fail(where, `builds ${relative(ctx.root, dockerfile)}, expected docker/${app.name}.Dockerfile`);
      if (!existsSync(dockerfile)) fail(where, `Dockerfile ${relative(ctx.root, dockerfile)} does not exist`);
    }
    const env = envMap(svc.environment);
    for (const key of Object.keys(env)) if (!ctx.envNames[app.name].has(key)) fail(where, `sets ${key}, which ${app.name} does not read`);
    if (env.TRANSPORT !== 'rmq') fail(where, 'TRANSPORT must be rmq (server mode)');
    if (!env.RABBITMQ_URL?.includes('@rabbitmq:')) fail(where, 'RABBITMQ_URL must point at the rabbitmq service');
    if (env.NODE_ENV !== 'production') fail(where, 'NODE_ENV must be production');
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 16) fail(where, 'JWT_SECRET must default to a value of 16+ characters (production refuses the built-in one)');
    if (!env.SERVICE_TOKEN_SECRET || env.SERVICE_TOKEN_SECRET.length < 32) fail(where, 'SERVICE_TOKEN_SECRET must default to a value of 32+ characters (production refuses the built-in one)');
    if (app.service && env.BIND_HOST !== '0.0.0.0') fail(where, 'BIND_HOST must be 0.0.0.0 (services bind to loopback by default, unreachable from other containers)');
    if (app.service && app.hasMigrations) {
      const url = env[`${app.service.toUpperCase()}_DATABASE_URL`];
      const dbName = /@postgres:5432\/([a-z_]+)$/.exec(url ?? '')?.[1];
      if (!dbName) fail(where, `${app.service.toUpperCase()}_DATABASE_URL must name a database on the postgres service`);
      else if (!ctx.initSql.includes(`CREATE DATABASE ${dbName};`)) fail(where, `database ${dbName} is not created by the PostgreSQL init script`);
    }
    if (app.name === 'media-service') {
      if (env.STORAGE !== 's3') fail(where, 'STORAGE must be s3');
      if (env.S3_ENDPOINT !== 'minio') fail(where, 'S3_ENDPOINT must be the minio service');
    }
    const hc = (svc.healthcheck?.test ?? []).join(' ');
    const path = app.name === 'gateway' ? '/ready' : '/ready';
    if (!hc.includes(`127.0.0.1:${app.httpPort}${path}`)) fail(where, `health check must GET http://127.0.0.1:${app.httpPort}${path}`);
    for (const infra of app.name === 'gateway' ? [] : ['postgres', 'rabbitmq']) {
      const deps = svc.depends_on ?? {};
      if (deps[infra]?.condition !== 'service_healthy') fail(where, `must wait for ${infra} to be healthy`);
    }
    if (svc.read_only !== true) fail(where, 'should run with a read-only root filesystem');
  }
  const gateway = services.gateway;
  if (gateway) {
    for (const app of ctx.apps.filter((a) => a.name !== 'gateway')) {
      if (gateway.depends_on?.[app.name]?.condition !== 'service_healthy') fail('service gateway', `must wait for ${app.name} to be healthy`);
    }
    const published = (gateway.ports ?? []).map((p) => (typeof p === 'string' ? p : `${p.published}:${p.target}`));
    if (!published.some((p) => p.endsWith(':3000'))) fail('service gateway', 'must publish port 3000');
    for (const p of published) if (!p.startsWith('127.0.0.1:')) fail('service gateway', `publishes ${p}: by default only on 127.0.0.1 (the secrets have known defaults)`);
  }
  const media = services['media-service'];
  if (media && media.depends_on?.minio?.condition !== 'service_healthy') fail('service media-service', 'must wait for minio to be healthy');
  for (const infra of ['postgres', 'rabbitmq', 'minio']) {
    if (!services[infra]) fail(`service ${infra}`, 'missing');
    else if (!(services[infra].volumes ?? []).some((v) => !String(typeof v === 'string' ? v : v.source).startsWith('.'))) fail(`service ${infra}`, 'keeps its data in no named volume');
  }
  if (services.postgres && !/^postgres:16\b/.test(services.postgres.image ?? '')) fail('service postgres', 'must be PostgreSQL 16');
  if (services.rabbitmq && !/-management\b/.test(services.rabbitmq.image ?? '')) fail('service rabbitmq', 'must include the management UI (a *-management image)');
  if (services.rabbitmq) checkBrokerUsers(services, dir, ctx, fail);
  return { problems, services: names };
}

/** RabbitMQ's rabbit_password_hashing_sha256: base64(salt ++ sha256(salt ++ password)). */
function rabbitPasswordMatches(password, hash) {
  const raw = Buffer.from(String(hash), 'base64');
  const salt = raw.subarray(0, 4);
  return createHash('sha256').update(Buffer.concat([salt, Buffer.from(password, 'utf8')])).digest().equals(raw.subarray(4));
}

/**
 * A broker user per app (docs/security.md, "RabbitMQ users and TLS"): the broker loads a
 * definitions file and has no default user; each app's RABBITMQ_URL names its own user
 * `<QUEUE_PREFIX>-<app>` (never guest, never shared) with the password whose hash that file holds.
 */
function checkBrokerUsers(services, dir, ctx, fail) {
  const rabbit = services.rabbitmq;
  const env = envMap(rabbit.environment);
  if (env.RABBITMQ_DEFAULT_USER || env.RABBITMQ_DEFAULT_PASS) fail('service rabbitmq', 'sets a default user: the apps have their own users, from the definitions file');
  const mounts = (rabbit.volumes ?? []).map((v) => (typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v));
  const defMount = mounts.find((m) => String(m.target).endsWith('.json') && String(m.source).startsWith('.'));
  const confMount = mounts.find((m) => String(m.target).startsWith('/etc/rabbitmq/conf.d/') && String(m.source).startsWith('.'));
  let definitions;
  if (!defMount || !confMount) fail('service rabbitmq', 'loads no definitions file (a conf.d file with load_definitions and the definitions mounted): the apps would have no users of their own');
  else {
    const confPath = resolve(dir, confMount.source);
    const defPath = resolve(dir, defMount.source);
    const conf = existsSync(confPath) ? readFileSync(confPath, 'utf8') : '';
    if (!new RegExp(`^load_definitions\\s*=\\s*${defMount.target.replace(/[.]/g, '\\.')}\\s*$`, 'm').test(conf)) fail('service rabbitmq', `${confMount.source} does not set load_definitions = ${defMount.target}`);
    if (existsSync(defPath)) definitions = JSON.parse(readFileSync(defPath, 'utf8'));
  }
  if (definitions?.users?.some((u) => u.name === 'guest')) fail('service rabbitmq', 'the definitions file has a guest user');
  const seen = new Map();
  for (const app of ctx.apps) {
    const svc = services[app.name];
    if (!svc) continue;
    const appEnv = envMap(svc.environment);
    const where = `service ${app.name}`;
    const m = /^amqps?:\/\/([^:@/]+):([^@]*)@/.exec(appEnv.RABBITMQ_URL ?? '');
    if (!m) {
      fail(where, 'RABBITMQ_URL must name its own broker user and password');
      continue;
    }
    const [, user, password] = m;
    const expected = `${appEnv.QUEUE_PREFIX ?? 'hirewise'}-${app.service ?? 'gateway'}`;
    if (user === 'guest') fail(where, 'logs in to RabbitMQ as guest: each app has its own broker user');
    else if (user !== expected) fail(where, `logs in to RabbitMQ as ${user}, expected its own user ${expected}`);
    if (seen.has(user)) fail(where, `shares the broker user ${user} with ${seen.get(user)}`);
    seen.set(user, app.name);
    if (definitions) {
      const entry = (definitions.users ?? []).find((u) => u.name === user);
      if (!entry) fail(where, `broker user ${user} is not in the definitions file`);
      else if (!rabbitPasswordMatches(password, entry.password_hash)) fail(where, `the password of ${user} in RABBITMQ_URL does not match the definitions file (regenerate it: node tools/rabbitmq/definitions.mjs)`);
    }
  }
}

module.exports = { checkCompose, interpolate, lintCompose, COMPOSE_SCHEMA };
