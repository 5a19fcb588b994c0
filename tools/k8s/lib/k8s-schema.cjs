/**
 * Validates Kubernetes objects against the API's own types, offline.
 *
 * The schema: the npm package `kubernetes-types` (TypeScript declarations generated from the
 * Kubernetes OpenAPI document of one release: required fields are non-optional, `apiVersion` and
 * `kind` are literal types, maps are index signatures, IntOrString is `number | string`). The
 * TypeScript compiler loads them, and each object is walked against the type of its
 * apiVersion/kind: every unknown field, every missing required field and every value of the
 * wrong type is reported with the object and the field's path (not only the first, as a plain
 * type check would).
 */
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const ts = require('typescript');

const TYPES_DIR = dirname(require.resolve('kubernetes-types/package.json'));
const KUBERNETES_TYPES_VERSION = require('kubernetes-types/package.json').version;

/** 'apps/v1' -> 'apps/v1', 'v1' -> 'core/v1', 'networking.k8s.io/v1' -> 'networking/v1'. */
function typesModule(apiVersion) {
  const parts = String(apiVersion).split('/');
  const [group, version] = parts.length === 1 ? ['core', parts[0]] : [parts[0].split('.')[0], parts[1]];
  return `${group}/${version}`;
}

function describe(obj, index) {
  return `${obj?.kind ?? '?'}/${obj?.metadata?.name ?? `#${index}`}`;
}

function formatPath(path) {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
}

/** One TypeScript program that declares `T<n>` = the type of each wanted (module, kind). */
function loadTypes(wanted) {
  const lines = [];
  const aliases = new Map();
  const modules = new Map();
  for (const key of wanted) {
    const [mod, kind] = key.split('#');
    if (!modules.has(mod)) {
      modules.set(mod, `m${modules.size}`);
      lines.push(`import type * as ${modules.get(mod)} from 'kubernetes-types/${mod}';`);
    }
    const alias = `T${aliases.size}`;
    aliases.set(key, alias);
    lines.push(`export type ${alias} = ${modules.get(mod)}.${kind};`);
  }
  const text = `${lines.join('\n')}\n`;
  const fileName = join(TYPES_DIR, '__hirewise_k8s_types__.ts');
  const options = { strict: true, noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (name === fileName ? ts.createSourceFile(name, text, version, true) : getSourceFile(name, version, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === fileName ? text : readFile(name));
  const program = ts.createProgram([fileName], options, host);
  const errors = program.getSemanticDiagnostics().map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  if (errors.length) throw new Error(`kubernetes-types did not load: ${errors.join('; ')}`);
  const checker = program.getTypeChecker();
  const types = new Map();
  ts.forEachChild(program.getSourceFile(fileName), (node) => {
    if (ts.isTypeAliasDeclaration(node)) types.set(node.name.text, checker.getTypeAtLocation(node.name));
  });
  const byKey = new Map();
  for (const [key, alias] of aliases) byKey.set(key, types.get(alias));
  return { checker, byKey };
}

/** Walks `value` against `type`, pushing problems. */
function check(checker, value, type, path, out) {
  const F = ts.TypeFlags;
  if (type.flags & (F.Any | F.Unknown)) return;
  if (type.isUnion()) {
    const members = type.types.filter((t) => !(t.flags & (F.Undefined | F.Null)));
    if (members.length === 1) return check(checker, value, members[0], path, out);
    const attempts = members.map((m) => {
      const found = [];
      check(checker, value, m, path, found);
      return found;
    });
    if (attempts.some((a) => a.length === 0)) return;
    // Report against the member of the value's own kind, if any, else a summary.
    const sameKind = members.findIndex((m) => kindOf(checker, m) === jsKind(value));
    if (sameKind >= 0) return void out.push(...attempts[sameKind]);
    return void out.push({ path, message: `expected ${checker.typeToString(type)}, got ${jsKind(value)} ${short(value)}` });
  }
  if (value === null || value === undefined) return void out.push({ path, message: `expected ${checker.typeToString(type)}, got null` });
  if (type.flags & F.StringLiteral) return void (value !== type.value && out.push({ path, message: `must be "${type.value}", got ${short(value)}` }));
  if (type.flags & F.NumberLiteral) return void (value !== type.value && out.push({ path, message: `must be ${type.value}, got ${short(value)}` }));
  if (type.flags & F.BooleanLiteral) return void (typeof value !== 'boolean' && out.push({ path, message: `expected boolean, got ${short(value)}` }));
  if (type.flags & F.String) return void (typeof value !== 'string' && out.push({ path, message: `expected string, got ${jsKind(value)} ${short(value)}` }));
  if (type.flags & F.Number) return void (typeof value !== 'number' && out.push({ path, message: `expected number, got ${jsKind(value)} ${short(value)}` }));
  if (type.flags & F.Boolean) return void (typeof value !== 'boolean' && out.push({ path, message: `expected boolean, got ${jsKind(value)} ${short(value)}` }));
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return void out.push({ path, message: `expected a list, got ${jsKind(value)}` });
    const [element] = checker.getTypeArguments(type);
    value.forEach((item, i) => check(checker, item, element, [...path, i], out));
    return;
  }
  if (type.flags & F.Object) {
    if (typeof value !== 'object' || Array.isArray(value)) return void out.push({ path, message: `expected an object (${checker.typeToString(type)}), got ${jsKind(value)}` });
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    for (const [key, child] of Object.entries(value)) {
      const prop = type.getProperty(key);
      if (prop) check(checker, child, checker.getNonNullableType(checker.getTypeOfSymbol(prop)), [...path, key], out);
      else if (index) check(checker, child, index.type, [...path, key], out);
      else out.push({ path: [...path, key], message: `unknown field "${key}" (not in ${checker.typeToString(type)})` });
    }
    for (const prop of checker.getPropertiesOfType(type)) {
      if (!(prop.flags & ts.SymbolFlags.Optional) && !(prop.name in value)) out.push({ path: [...path, prop.name], message: `required field "${prop.name}" is missing` });
    }
    return;
  }
  out.push({ path, message: `unsupported schema type ${checker.typeToString(type)}` });
}

function kindOf(checker, type) {
  const F = ts.TypeFlags;
  if (type.flags & (F.String | F.StringLiteral)) return 'string';
  if (type.flags & (F.Number | F.NumberLiteral)) return 'number';
  if (type.flags & (F.Boolean | F.BooleanLiteral)) return 'boolean';
  if (checker.isArrayType(type)) return 'list';
  return 'object';
}

function jsKind(value) {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'null';
  return typeof value;
}

function short(value) {
  const text = JSON.stringify(value);
  return text && text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * Validates parsed objects; returns [{ object: 'Deployment/gateway', path, message }], empty
 * when every object is valid.
 */
function validateObjects(objects) {
  const problems = [];
  const keys = new Map(); // index -> module#kind
  objects.forEach((obj, index) => {
    if (!obj || typeof obj !== 'object' || !obj.apiVersion || !obj.kind) {
      problems.push({ object: describe(obj, index), path: '', message: 'not a Kubernetes object (apiVersion and kind are required)' });
      return;
    }
    const mod = typesModule(obj.apiVersion);
    const file = join(TYPES_DIR, `${mod}.d.ts`);
    if (!existsSync(file)) {
      problems.push({ object: describe(obj, index), path: 'apiVersion', message: `unknown apiVersion ${obj.apiVersion} (Kubernetes ${KUBERNETES_TYPES_VERSION} has no ${mod})` });
      return;
    }
    if (!new RegExp(`export interface ${obj.kind} \\{`).test(readFileSync(file, 'utf8'))) {
      problems.push({ object: describe(obj, index), path: 'kind', message: `${obj.apiVersion} has no kind ${obj.kind}` });
      return;
    }
    keys.set(index, `${mod}#${obj.kind}`);
  });
  if (!keys.size) return problems;
  const { checker, byKey } = loadTypes(new Set(keys.values()));
  for (const [index, key] of keys) {
    const found = [];
    check(checker, objects[index], byKey.get(key), [], found);
    for (const p of found) problems.push({ object: describe(objects[index], index), path: formatPath(p.path), message: p.message });
  }
  return problems;
}

module.exports = { validateObjects, typesModule, KUBERNETES_TYPES_VERSION };
