import type { Rollup } from 'vite';

type ManualChunkMeta = Parameters<Rollup.GetManualChunk>[1];

/** The few ESTree shapes this reads (Rollup's parser output). */
interface Node {
  type: string;
  [key: string]: unknown;
}
interface Identifier extends Node {
  name?: string;
  value?: string;
}
interface Specifier extends Node {
  imported?: Identifier;
  local?: Identifier;
  exported?: Identifier;
}
interface Statement extends Node {
  source?: { value: unknown } | null;
  specifiers?: Specifier[];
  exported?: Identifier | null;
  declaration?: Node | null;
  declarations?: { id: Node; init?: Node | null }[];
  id?: Identifier | null;
}

export interface RouteChunksOptions {
  /** Screens whose whole code (beyond the entry's) loads as one chunk: [module id, chunk name]. */
  screens: [string, string][];
}

const ALL = '*';
const nameOf = (id: Identifier | undefined | null) => id?.name ?? id?.value;

/**
 * Output.manualChunks that puts everything a lazily loaded screen needs beyond the entry chunk
 * into one chunk named after it (`jobs` for /home). Rollup's automatic chunking cut the jobs
 * page into 39 small shared chunks: on HTTP/1.1 (six connections per host) and a slow network
 * each extra round of requests delays the page. The entry and every other screen keep Rollup's
 * own chunking (with output.onlyExplicitManualChunks, a manual chunk does not take its
 * dependencies along, so it never takes React from the entry).
 *
 * "Needs" is worked out by name, the way tree-shaking does it, at the level of top-level
 * declarations: `import { Button } from '@chakra-ui/react'` needs the declaration of Button and
 * what it refers to, not every module the package's index re-exports, and `tokens` from Chakra's
 * theme index does not need the recipes declared next to it (the same for the contracts barrel,
 * which re-exports every zod schema). Precision matters: a module put in a manual chunk runs, with
 * its imports, where tree-shaking would have left it out. What this misses still loads (Rollup
 * gives it a chunk); what it adds shows in the first-load budget (tools/web-budget); a chunk cycle
 * (a module left out that needs one put in) fails the build (vite.config.ts).
 */
export function routeChunks(options: RouteChunksOptions): (id: string, meta: ManualChunkMeta) => string | undefined {
  // Worked out once per output generation (Rollup passes the same meta object for all its modules).
  let last: { meta: ManualChunkMeta; chunkOf: Map<string, string> } | undefined;
  return (id, meta) => {
    if (last?.meta !== meta) last = { meta, chunkOf: assign(meta, options) };
    return last.chunkOf.get(id);
  };
}

/** Identifiers a subtree mentions (a superset of what it refers to: property names too). */
function identifiers(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) identifiers(item, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (n.type === 'Identifier' && typeof n.name === 'string') out.add(n.name);
  for (const key in n) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const value = n[key];
    if (value && typeof value === 'object') identifiers(value, out);
  }
}

interface ModuleIndex {
  /** Specifier -> resolved id. */
  sources: Map<string, string>;
  /** Local binding -> where it is imported from. */
  imports: Map<string, { from: string; name: string }>;
  /** Top-level declared name -> the statements declaring it. */
  declarations: Map<string, Node[]>;
  /** Exported name -> local name (`export { local as name }`, `export const name`). */
  localExports: Map<string, string>;
  /** Re-exports: exported name -> [module, its name], and `export *` sources. */
  reExports: Map<string, [string, string]>;
  starSources: string[];
  /** Top-level statements that run for their effect (not declarations, not imports or exports). */
  effects: Node[];
  /** Top-level variable declarators with an initialiser (it may call something with effects). */
  initialised: { id: Node; init: Node }[];
}

function assign(meta: ManualChunkMeta, options: RouteChunksOptions): Map<string, string> {
  const info = (id: string) => meta.getModuleInfo(id);
  const indexes = new Map<string, ModuleIndex | null>();

  function index(id: string): ModuleIndex | null {
    if (indexes.has(id)) return indexes.get(id) ?? null;
    const body = (info(id)?.ast as unknown as { body: Statement[] } | null)?.body;
    const imported = info(id)?.importedIds ?? [];
    let result: ModuleIndex | null = null;
    if (body) {
      // Rollup lists a module's static imports in the order their specifiers first appear.
      const specifiers: string[] = [];
      for (const s of body) {
        const value = s.source?.value;
        if (typeof value === 'string' && !specifiers.includes(value)) specifiers.push(value);
      }
      if (specifiers.length === imported.length) result = build(body, new Map(specifiers.map((s, i) => [s, imported[i]])));
    }
    indexes.set(id, result);
    return result;
  }

  function build(body: Statement[], sources: Map<string, string>): ModuleIndex {
    const m: ModuleIndex = { sources, imports: new Map(), declarations: new Map(), localExports: new Map(), reExports: new Map(), starSources: [], effects: [], initialised: [] };
    const declare = (name: string | undefined, node: Node) => {
      if (name) m.declarations.set(name, [...(m.declarations.get(name) ?? []), node]);
    };
    const declareStatement = (node: Statement, exported: boolean) => {
      if (node.type === 'VariableDeclaration') {
        for (const declarator of node.declarations ?? []) {
          if (declarator.init) m.initialised.push({ id: declarator.id, init: declarator.init });
          const names = new Set<string>();
          identifiers(declarator.id, names); // destructuring: every name bound (and default values: harmless)
          for (const name of names) {
            declare(name, declarator as unknown as Node);
            if (exported) m.localExports.set(name, name);
          }
        }
      } else if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
        const name = nameOf(node.id);
        declare(name, node);
        if (exported && name) m.localExports.set(name, name);
      }
    };
    for (const s of body) {
      const from = typeof s.source?.value === 'string' ? sources.get(s.source.value) : undefined;
      switch (s.type) {
        case 'ImportDeclaration':
          if (!from) break;
          if (!s.specifiers?.length) m.effects.push(s); // import './x': runs it
          for (const spec of s.specifiers ?? []) {
            const local = nameOf(spec.local);
            const name = spec.type === 'ImportSpecifier' ? nameOf(spec.imported) : spec.type === 'ImportDefaultSpecifier' ? 'default' : ALL;
            if (local && name) m.imports.set(local, { from, name });
          }
          break;
        case 'ExportNamedDeclaration':
          if (s.declaration) declareStatement(s.declaration as Statement, true);
          for (const spec of s.specifiers ?? []) {
            const exported = nameOf(spec.exported);
            const local = nameOf(spec.local);
            if (!exported || !local) continue;
            if (from) m.reExports.set(exported, [from, local]);
            else m.localExports.set(exported, local);
          }
          break;
        case 'ExportAllDeclaration':
          if (!from) break;
          if (s.exported) m.reExports.set(nameOf(s.exported) ?? '', [from, ALL]);
          else m.starSources.push(from);
          break;
        case 'ExportDefaultDeclaration': {
          const declaration = s.declaration as Statement | undefined;
          if (declaration && (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && nameOf(declaration.id)) {
            declareStatement(declaration, false);
            m.localExports.set('default', nameOf(declaration.id) as string);
          } else {
            declare('\0default', s);
            m.localExports.set('default', '\0default');
          }
          break;
        }
        case 'VariableDeclaration':
        case 'FunctionDeclaration':
        case 'ClassDeclaration':
          declareStatement(s, false);
          break;
        default:
          m.effects.push(s);
      }
    }
    return m;
  }

  /** Does `id` export `name`, by declaration or re-export (following `export *`)? */
  function exportsName(id: string, name: string, depth = 0): boolean {
    const m = index(id);
    if (!m || depth > 30) return false;
    if (m.localExports.has(name) || m.reExports.has(name)) return true;
    return name !== 'default' && m.starSources.some((from) => exportsName(from, name, depth + 1));
  }

  // The closure: module -> names needed from it (ALL: the whole module).
  const needed = new Map<string, Set<string>>();
  // Modules with code of their own in the closure (declarations, effects), as opposed to indexes
  // only passed through to reach a name: those stay out of the manual chunks, since Rollup runs
  // (and so keeps) the imports of every module placed in one.
  const contributing = new Set<string>();
  const queue: [string, string][] = [];
  const need = (id: string, wanted: string) => {
    // Our own modules (the app, the contracts) count whole, barrels excepted: Rollup keeps whatever
    // any screen uses of a module in that module's one chunk, so another screen's use of it pulls
    // its imports in. Packages are read by name: their indexes and theme files declare far more
    // than anyone uses.
    const own = !id.includes('/node_modules/') && (index(id)?.declarations.size ?? 1) > 0;
    const name = wanted !== '\0effects' && own ? ALL : wanted;
    let names = needed.get(id);
    if (!names) {
      // A module that is loaded runs its top-level effects, whatever is imported from it.
      names = new Set(['\0effects']);
      needed.set(id, names);
      queue.push([id, '\0effects']);
    }
    if (names.has(name) || names.has(ALL)) return;
    names.add(name);
    queue.push([id, name]);
  };

  function visit(id: string, name: string): void {
    const m = index(id);
    if (!m) {
      contributing.add(id);
      for (const dep of info(id)?.importedIds ?? []) need(dep, ALL); // not analysable: everything it imports
      return;
    }
    const locals: string[] = [];
    if (name === '\0effects') {
      const refs = new Set<string>();
      // As Rollup does: a declaration whose initialiser calls something that may have effects runs
      // (and stays) whenever its module loads, used or not. Our own modules count whole anyway.
      if (id.includes('/node_modules/')) {
        for (const { id: target, init } of m.initialised) {
          if (mayHaveEffects(init, id)) {
            contributing.add(id);
            identifiers(target, refs);
            identifiers(init, refs);
          }
        }
      }
      for (const s of m.effects) {
        if (s.type !== 'ImportDeclaration') contributing.add(id);
        identifiers(s, refs);
        const from = typeof (s as Statement).source?.value === 'string' ? m.sources.get((s as Statement).source?.value as string) : undefined;
        if (from) need(from, '\0effects');
      }
      locals.push(...refs);
    } else if (name === ALL) {
      locals.push(...m.declarations.keys(), ...m.localExports.values());
      for (const [, [from, other]] of m.reExports) need(from, other);
      for (const from of m.starSources) need(from, ALL);
    } else if (m.localExports.has(name)) {
      locals.push(m.localExports.get(name) as string);
    } else if (m.reExports.has(name)) {
      const [from, other] = m.reExports.get(name) as [string, string];
      need(from, other);
    } else {
      const from = m.starSources.find((source) => exportsName(source, name));
      if (from) need(from, name);
      // Not found (a CommonJS module's generated interop, say): the whole module, to be safe.
      else locals.push(...m.declarations.keys(), ...m.localExports.values());
    }
    // Local names: their declarations and what those mention, or the import they stand for.
    const seen = new Set<string>();
    while (locals.length) {
      const local = locals.pop() as string;
      if (seen.has(local)) continue;
      seen.add(local);
      const imported = m.imports.get(local);
      if (imported) {
        need(imported.from, imported.name);
        continue;
      }
      for (const declaration of m.declarations.get(local) ?? []) {
        contributing.add(id);
        const refs = new Set<string>();
        identifiers(declaration, refs);
        for (const ref of refs) if (!seen.has(ref)) locals.push(ref);
      }
    }
  }

  /** The declaration `name` stands for in module `id`: [module, its local name], following imports and re-exports. */
  function declarationOf(id: string, name: string, depth = 0): [string, string] | undefined {
    const m = index(id);
    if (!m || depth > 30) return undefined;
    const local = m.localExports.get(name) ?? name;
    const imported = m.imports.get(local);
    if (imported) return imported.name === ALL ? undefined : declarationOf(imported.from, imported.name, depth + 1);
    if (m.declarations.has(local)) return [id, local];
    const re = m.reExports.get(name);
    if (re) return re[1] === ALL ? undefined : declarationOf(re[0], re[1], depth + 1);
    const star = m.starSources.find((source) => exportsName(source, name));
    return star ? declarationOf(star, name, depth + 1) : undefined;
  }

  /** `(v) => v` or `function (v) { return v }`: Chakra's define* helpers, which Rollup sees through. */
  function isIdentity(id: string, name: string): boolean {
    const found = declarationOf(id, name);
    if (!found) return false;
    for (const node of index(found[0])?.declarations.get(found[1]) ?? []) {
      const fn = (node.type === 'VariableDeclarator' ? (node as { init?: Node }).init : node) as { type?: string; params?: Node[]; body?: Node & { body?: Node[] } } | undefined;
      if (!fn || !['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(fn.type ?? '')) continue;
      const param = fn.params?.[0] as Identifier | undefined;
      const body = fn.body;
      const returned = body?.type === 'BlockStatement' ? (body.body?.length === 1 && body.body[0].type === 'ReturnStatement' ? (body.body[0] as { argument?: Identifier }).argument : undefined) : (body as Identifier | undefined);
      if (param?.type === 'Identifier' && returned?.type === 'Identifier' && returned.name === param.name) return true;
    }
    return false;
  }

  /** Does evaluating `node` at load time call anything (other than pure-annotated calls and identities)? */
  function mayHaveEffects(node: unknown, id: string): boolean {
    if (Array.isArray(node)) return node.some((item) => mayHaveEffects(item, id));
    if (!node || typeof node !== 'object') return false;
    const n = node as Node & { start?: number; callee?: Identifier };
    // Function bodies do not run when the module loads.
    if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'ClassExpression') return false;
    if (n.type === 'CallExpression' || n.type === 'NewExpression' || n.type === 'TaggedTemplateExpression') {
      const code = info(id)?.code ?? '';
      const pure = typeof n.start === 'number' && /\/\*\s*[#@]__PURE__\s*\*\/\s*\(?\s*$/.test(code.slice(Math.max(0, n.start - 40), n.start));
      const identity = n.type === 'CallExpression' && n.callee?.type === 'Identifier' && !!n.callee.name && isIdentity(id, n.callee.name);
      if (!pure && !identity) return true;
    }
    for (const key in n) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const value = n[key];
      if (value && typeof value === 'object' && mayHaveEffects(value, id)) return true;
    }
    return false;
  }

  function closure(roots: string[]): Set<string> {
    needed.clear();
    contributing.clear();
    for (const root of roots) need(root, ALL);
    while (queue.length) {
      const [id, name] = queue.shift() as [string, string];
      visit(id, name);
    }
    return new Set(contributing);
  }

  const entries = [...meta.getModuleIds()].filter((id) => info(id)?.isEntry);
  const chunkOf = new Map<string, string>();
  const inEntry = closure(entries);
  for (const [screen, name] of options.screens) {
    for (const id of closure([screen])) if (!inEntry.has(id) && !chunkOf.has(id)) chunkOf.set(id, name);
  }
  return chunkOf;
}
