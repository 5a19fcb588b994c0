/**
 * Everything tools/k8s/validate.mjs checks, as one function returning a report (the jest test
 * and the command line share it).
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const facts = require('./repo-facts.cjs');
const { findRenderer, render, parseDocuments } = require('./render.cjs');
const { validateObjects, KUBERNETES_TYPES_VERSION } = require('./k8s-schema.cjs');
const { checkRules, checkSecretTemplate } = require('./k8s-rules.cjs');
const { checkCompose, lintCompose } = require('./compose-check.cjs');
const { checkDockerfile } = require('./dockerfile-check.cjs');

const ROOT = facts.ROOT;
const K8S = join(ROOT, 'k8s');
const SECRET_TEMPLATE = join(K8S, 'secrets', 'hirewise-secrets.example.yaml');

function overlays() {
  const dir = join(K8S, 'overlays');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'kustomization.yaml')))
    .sort();
}

/**
 * @returns {{ sections: { name: string, checked: string, problems: { object: string, message: string }[] }[], renderer: string, schema: string, rendered: Record<string, object[]> }}
 */
function validateAll() {
  const apps = facts.deployableApps();
  const envNames = facts.envNamesByApp();
  const sections = [];
  const rendered = {};

  // The Secret template: a valid Secret with placeholders only.
  const secretDocs = parseDocuments(readFileSync(SECRET_TEMPLATE, 'utf8'), SECRET_TEMPLATE);
  const secret = secretDocs[0];
  sections.push({
    name: 'k8s/secrets/hirewise-secrets.example.yaml',
    checked: 'Secret template',
    problems: [...validateObjects(secretDocs).map((p) => ({ object: p.object, message: `${p.path}: ${p.message}` })), ...checkSecretTemplate(secret)],
  });
  const secretKeys = new Map(Object.entries(secret?.stringData ?? {}));

  // Every overlay: rendered, schema-valid, and keeping the rules.
  const renderer = findRenderer();
  for (const overlay of overlays()) {
    const dir = join(K8S, 'overlays', overlay);
    let objects;
    try {
      objects = render(dir);
    } catch (err) {
      sections.push({ name: `k8s/overlays/${overlay}`, checked: 'render', problems: [{ object: 'kustomize', message: String(err.stderr || err.message).trim() }] });
      continue;
    }
    rendered[overlay] = objects;
    const kinds = {};
    for (const o of objects) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
    const problems = [
      ...validateObjects(objects).map((p) => ({ object: p.object, message: `${p.path ? `${p.path}: ` : ''}${p.message}` })),
      ...checkRules(objects, { overlay, apps, envNames, secretKeys }),
    ];
    sections.push({
      name: `k8s/overlays/${overlay}`,
      checked: `${objects.length} objects (${Object.entries(kinds)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')})`,
      problems,
    });
  }

  // docker/: the compose files and one Dockerfile per app.
  const initSql = readFileSync(join(ROOT, 'docker', 'postgres', 'init-databases.sql'), 'utf8');
  const compose = checkCompose(join(ROOT, 'docker', 'compose.yaml'), { root: ROOT, apps, envNames, initSql });
  sections.push({ name: 'docker/compose.yaml', checked: `${compose.services.length} services`, problems: compose.problems });
  const admin = join(ROOT, 'docker', 'compose.admin.yaml');
  if (existsSync(admin)) {
    const adminProblems = lintCompose(admin).map((m) => ({ object: `docker/compose.admin.yaml:${m.line}`, message: `${m.message} (dclint ${m.rule})` }));
    const doc = parseDocuments(readFileSync(admin, 'utf8'), admin)[0] ?? {};
    const main = parseDocuments(readFileSync(join(ROOT, 'docker', 'compose.yaml'), 'utf8'), 'compose.yaml')[0] ?? {};
    for (const [name, svc] of Object.entries(doc.services ?? {})) {
      if (!main.services?.[name]) adminProblems.push({ object: `service ${name}`, message: 'is not a service of docker/compose.yaml' });
      for (const p of svc.ports ?? []) if (!String(p).startsWith('127.0.0.1:')) adminProblems.push({ object: `service ${name}`, message: `publishes ${p}: consoles stay on 127.0.0.1` });
    }
    sections.push({ name: 'docker/compose.admin.yaml', checked: `${Object.keys(doc.services ?? {}).length} services`, problems: adminProblems });
  }
  const workspacePackages = facts.workspacePackageFiles();
  for (const app of apps) {
    sections.push({
      name: `docker/${app.name}.Dockerfile`,
      checked: 'Dockerfile',
      problems: checkDockerfile(join(ROOT, 'docker', `${app.name}.Dockerfile`), app, { root: ROOT, workspacePackages }),
    });
  }
  const extra = readdirSync(join(ROOT, 'docker')).filter((f) => /Dockerfile/.test(f) && !apps.some((a) => f === `${a.name}.Dockerfile`));
  if (extra.length) sections.push({ name: 'docker/', checked: 'Dockerfiles', problems: extra.map((f) => ({ object: `docker/${f}`, message: 'is not the Dockerfile of an app (docker/<app>.Dockerfile)' })) });

  return { sections, renderer: renderer.version, schema: `kubernetes-types ${KUBERNETES_TYPES_VERSION} (Kubernetes API ${KUBERNETES_TYPES_VERSION.replace(/\.0$/, '')})`, rendered };
}

/** The report as text lines, and whether everything passed. */
function formatReport(report) {
  const lines = [`renderer: ${report.renderer}; Kubernetes schema: ${report.schema}`];
  let failed = 0;
  for (const s of report.sections) {
    lines.push(`${s.problems.length ? 'FAIL' : 'ok  '}  ${s.name}: ${s.checked}${s.problems.length ? `, ${s.problems.length} problem(s)` : ''}`);
    for (const p of s.problems) lines.push(`        ${p.object}: ${p.message}`);
    if (s.problems.length) failed += 1;
  }
  lines.push(`deployment files: ${report.sections.length - failed} valid, ${failed} with problems`);
  return { text: lines.join('\n'), ok: failed === 0 };
}

module.exports = { validateAll, formatReport, overlays };
