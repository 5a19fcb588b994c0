#!/usr/bin/env node
/**
 * Renders every Kubernetes overlay (k8s/overlays/*) with kustomize and validates each object
 * against the Kubernetes API schema of its apiVersion/kind (unknown fields, missing required
 * fields and wrong types fail), then checks the rules the product needs (probes, resources,
 * references, env names, security context, what each overlay promises), the Secret template,
 * docker/compose.yaml (Compose schema, dclint, references) and every docker/<app>.Dockerfile.
 * Offline: no cluster and no Docker engine. Exit code 1 on any problem.
 *
 *   node tools/k8s/validate.mjs            # summary, problems listed under each file
 *   node tools/k8s/validate.mjs --print dev  # also print the rendered overlay
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { validateAll, formatReport } = require('./lib/validate-all.cjs');
const { renderText } = require('./lib/render.cjs');

const args = process.argv.slice(2);
const print = args.indexOf('--print');
try {
  const started = Date.now();
  const { text, ok } = formatReport(validateAll());
  if (print >= 0) console.log(renderText(new URL(`../../k8s/overlays/${args[print + 1]}`, import.meta.url).pathname));
  console.log(text);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(ok ? 0 : 1);
} catch (err) {
  console.error(`validate: ${err.message}`);
  process.exit(1);
}
