/**
 * Checks docker/<app>.Dockerfile without Docker: the Dockerfile linter of the VS Code Docker
 * tooling (npm `dockerfile-utils`, on the `dockerfile-ast` parser) for syntax and instruction
 * errors, then this repository's rules: every COPY source exists and is in the build context
 * (.dockerignore), the deps stage copies every workspace package.json (npm ci needs them all),
 * the build stage copies the app and each library it references and builds it, and the runtime
 * stage is node:20-bookworm-slim, non-root, with a HEALTHCHECK on the app's /health and the
 * app's dist/main.js as its command.
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { DockerfileParser } = require('dockerfile-ast');
const utils = require('dockerfile-utils');
const { NODE_FLAGS } = require('../../../libs/testing/src/node-flags.cjs');

const RUNTIME_BASE = 'node:20-bookworm-slim';

/** .dockerignore rules (Docker's semantics: last match wins; a rule also covers what is inside). */
function dockerignore(root) {
  const file = join(root, '.dockerignore');
  const rules = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => {
          const negate = l.startsWith('!');
          const pattern = (negate ? l.slice(1) : l).replace(/^\/+|\/+$/g, '');
          const regex = new RegExp(
            `^${pattern
              .split('/')
              .map((seg) => (seg === '**' ? '.*' : seg.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
              .join('/')
              .replace(/\.\*\//g, '(?:.*/)?')}$`,
          );
          return { negate, regex };
        })
    : [];
  /** Is a repo-relative path excluded from the build context? */
  return (path) => {
    const parts = path.split('/');
    let excluded = false;
    for (const rule of rules) {
      for (let i = 1; i <= parts.length; i++) {
        if (rule.regex.test(parts.slice(0, i).join('/'))) {
          excluded = !rule.negate;
          break;
        }
      }
    }
    return excluded;
  };
}

/** Stages of a Dockerfile: [{ name, from, instructions: [{ keyword, args, flags, line }] }]. */
function parseStages(text) {
  const df = DockerfileParser.parse(text);
  const args = Object.fromEntries(
    df
      .getInitialARGs()
      .map((a) => a.getProperty())
      .filter(Boolean)
      .map((p) => [p.getName(), p.getValue()]),
  );
  const stages = [];
  for (const instruction of df.getInstructions()) {
    const keyword = instruction.getKeyword();
    const line = instruction.getRange().start.line + 1;
    const argsOf = () => instruction.getArguments().map((a) => a.getValue());
    if (keyword === 'FROM') {
      const parts = argsOf();
      const image = parts[0].replace(/\$\{?([A-Z_]+)\}?/g, (all, n) => args[n] ?? all);
      stages.push({ name: parts[2] ?? `#${stages.length}`, from: image, line, instructions: [] });
      continue;
    }
    const flags = typeof instruction.getFlags === 'function' ? Object.fromEntries(instruction.getFlags().map((f) => [f.getName(), f.getValue()])) : {};
    stages.at(-1)?.instructions.push({ keyword, args: argsOf(), flags, text: instruction.getArgumentsContent() ?? '', line });
  }
  return stages;
}

/**
 * @param {string} file absolute path of docker/<app>.Dockerfile
 * @param {object} app one of deployableApps()
 * @param {object} ctx { root, workspacePackages: workspacePackageFiles() }
 */
function checkDockerfile(file, app, ctx) {
  const problems = [];
  const rel = `docker/${app.name}.Dockerfile`;
  const fail = (line, message) => problems.push({ object: line ? `${rel}:${line}` : rel, message });
  if (!existsSync(file)) {
    fail(0, 'missing: one Dockerfile per app');
    return problems;
  }
  const text = readFileSync(file, 'utf8');
  for (const d of utils.validate(text, {})) fail(d.range.start.line + 1, `${d.message} (dockerfile-utils)`);

  const ignored = dockerignore(ctx.root);
  const stages = parseStages(text);
  const byName = new Map(stages.map((s) => [s.name, s]));
  const chain = (stage) => (byName.has(stage.from) ? [...chain(byName.get(stage.from)), stage] : [stage]);

  // COPY sources: in the repository and in the build context, or an earlier stage.
  for (const stage of stages) {
    for (const ins of stage.instructions.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')) {
      if (ins.keyword === 'ADD') fail(ins.line, 'use COPY, not ADD');
      if (ins.flags.from) {
        if (!byName.has(ins.flags.from)) fail(ins.line, `COPY --from=${ins.flags.from}: no such stage`);
        continue;
      }
      for (const src of ins.args.slice(0, -1)) {
        const path = src.replace(/^\.\/+/, '').replace(/\/+$/, '');
        if (!existsSync(join(ctx.root, path))) fail(ins.line, `COPY source ${src} does not exist in the repository`);
        else if (ignored(path)) fail(ins.line, `COPY source ${src} is excluded by .dockerignore`);
      }
    }
  }

  const runtime = stages.at(-1);
  if (!runtime) return problems;
  const builds = stages.slice(0, -1);
  const copiedPaths = (list) => list.flatMap((s) => s.instructions.filter((i) => i.keyword === 'COPY' && !i.flags.from).flatMap((i) => i.args.slice(0, -1)));
  const runs = (list) => list.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.text));

  // Build side: npm ci with every workspace package.json, the app and its libraries, tsc -b.
  const built = copiedPaths(builds);
  for (const pkg of ctx.workspacePackages) if (!built.includes(pkg)) fail(0, `the build stages do not copy ${pkg} (npm ci needs every workspace's package.json)`);
  for (const f of ['package.json', 'package-lock.json']) if (!built.includes(f)) fail(0, `the build stages do not copy ${f}`);
  for (const needed of [`apps/${app.name}`, ...app.libs.map((l) => `libs/${l}`), 'tsconfig.base.json', 'docker/scripts']) {
    if (!built.includes(needed)) fail(0, `the build stages do not copy ${needed}`);
  }
  const script = runs(builds).join('\n');
  if (!/\bnpm ci\b/.test(script)) fail(0, 'no `npm ci` in the build stages');
  if (!script.includes(`tsc -b apps/${app.name}/tsconfig.json`)) fail(0, `no \`tsc -b apps/${app.name}/tsconfig.json\` in the build stages`);
  const assemble = new RegExp(`assemble-app\\.mjs ${app.name} (\\S+)${app.name === 'gateway' ? ' --web' : ''}`).exec(script);
  if (!assemble) fail(0, `no \`node docker/scripts/assemble-app.mjs ${app.name} <out>${app.name === 'gateway' ? ' --web' : ''}\` in the build stages`);
  if (app.name === 'gateway') {
    if (!built.includes('apps/web')) fail(0, 'the gateway image builds the web app: copy apps/web');
    if (!/vite build -c apps\/web\/vite\.config\.ts/.test(script)) fail(0, 'the gateway image builds the web app: no `vite build -c apps/web/vite.config.ts`');
  }

  // Runtime: the slim base, only the assembled output, a non-root user, health check, command.
  if (runtime.from !== RUNTIME_BASE) fail(runtime.line, `the runtime stage must be FROM ${RUNTIME_BASE}, not ${runtime.from}`);
  if (chain(runtime).length !== 1) fail(runtime.line, 'the runtime stage must start from the base image, not from a build stage');
  const copies = runtime.instructions.filter((i) => i.keyword === 'COPY');
  for (const c of copies) {
    if (c.flags.from !== builds.at(-1)?.name) fail(c.line, `the runtime stage copies only the build stage's output (COPY --from=${builds.at(-1)?.name})`);
    else if (assemble && c.args[0] !== assemble[1]) fail(c.line, `the runtime stage copies ${c.args[0]}, not the assembled ${assemble[1]}`);
  }
  if (!copies.length) fail(runtime.line, 'the runtime stage copies nothing from the build');
  const users = runtime.instructions.filter((i) => i.keyword === 'USER');
  const user = users.at(-1)?.args[0];
  if (!user || ['root', '0'].includes(user.split(':')[0])) fail(runtime.line, 'the runtime stage must end as a non-root USER');
  const health = runtime.instructions.filter((i) => i.keyword === 'HEALTHCHECK');
  if (health.length !== 1) fail(runtime.line, 'the runtime stage needs one HEALTHCHECK');
  else {
    const portVar = app.service ? `${app.service.toUpperCase()}_HTTP_PORT` : 'PORT';
    const hc = health[0].text;
    if (!hc.includes(`process.env.${portVar} || ${app.httpPort}`) || !hc.includes("/health'")) fail(health[0].line, `HEALTHCHECK must GET /health on ${portVar} (default ${app.httpPort})`);
  }
  const cmd = runtime.instructions.filter((i) => i.keyword === 'CMD').at(-1);
  // The same V8 flags as every process `npm start` and the suites run (libs/testing/src/node-flags.cjs).
  const expectedCmd = JSON.stringify(['node', ...NODE_FLAGS, `apps/${app.name}/dist/main.js`]).replaceAll(',', ', ');
  if (!cmd || cmd.text.trim() !== expectedCmd) fail(cmd?.line ?? runtime.line, `CMD must be ${expectedCmd} (exec form, the product's node flags)`);
  const env = runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => i.text).join(' ');
  if (!/\bNODE_ENV=production\b/.test(env)) fail(runtime.line, 'the runtime stage must set NODE_ENV=production');
  const exposed = runtime.instructions.filter((i) => i.keyword === 'EXPOSE').flatMap((i) => i.args.map(Number));
  if (!exposed.includes(app.httpPort)) fail(runtime.line, `EXPOSE ${app.httpPort} (the HTTP port) is missing`);
  return problems;
}

module.exports = { checkDockerfile, dockerignore, parseStages, RUNTIME_BASE };
