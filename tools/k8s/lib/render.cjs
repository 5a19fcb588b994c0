/**
 * Renders a kustomization with kustomize as built into kubectl (`kubectl kustomize`, kustomize
 * v5 in kubectl 1.27+), or a standalone `kustomize` binary; KUSTOMIZE=/path/to/binary picks one.
 */
const { execFileSync, spawnSync } = require('node:child_process');
const YAML = require('yaml');

let cached;

/** { command, args, version } of the renderer found on PATH, or throws with what to install. */
function findRenderer() {
  if (cached) return cached;
  const candidates = [];
  if (process.env.KUSTOMIZE) candidates.push({ command: process.env.KUSTOMIZE, args: ['build'], versionArgs: ['version'] });
  candidates.push({ command: 'kustomize', args: ['build'], versionArgs: ['version'] });
  candidates.push({ command: 'kubectl', args: ['kustomize'], versionArgs: ['version', '--client'] });
  for (const c of candidates) {
    const probe = spawnSync(c.command, c.versionArgs, { encoding: 'utf8', timeout: 20_000 });
    if (probe.status !== 0) continue;
    const text = `${probe.stdout}${probe.stderr}`;
    const version = /Kustomize Version:\s*(\S+)/.exec(text)?.[1] ?? /v?\d+\.\d+\.\d+/.exec(text)?.[0] ?? 'unknown';
    const major = Number(/(\d+)\./.exec(version)?.[1] ?? 0);
    // The overlays use `labels`, `patches` with targets and `replicas`: kustomize 4.1 or later.
    if (c.command === 'kubectl' && major < 4) continue;
    cached = { command: c.command, args: c.args, version: `${c.command} (kustomize ${version})` };
    return cached;
  }
  throw new Error('no kustomize renderer: install kubectl 1.27+ (kustomize v5 built in) or kustomize, or set KUSTOMIZE');
}

/** The YAML text kustomize renders for a directory. */
function renderText(dir) {
  const r = findRenderer();
  return execFileSync(r.command, [...r.args, dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
}

/** Every document of a multi-document YAML text, as plain objects (no empty documents). */
function parseDocuments(text, source) {
  const docs = YAML.parseAllDocuments(text, { merge: true, uniqueKeys: true });
  const out = [];
  for (const doc of docs) {
    if (doc.errors.length) throw new Error(`${source}: ${doc.errors[0].message}`);
    const value = doc.toJS({ maxAliasCount: 1000 });
    if (value !== null && value !== undefined) out.push(value);
  }
  return out;
}

/** Rendered objects of a kustomization directory. */
function render(dir) {
  return parseDocuments(renderText(dir), dir);
}

module.exports = { findRenderer, render, renderText, parseDocuments };
