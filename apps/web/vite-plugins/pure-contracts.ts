import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Declaration extends Node {
  kind?: string;
  declarations?: Declarator[];
  declaration?: Declaration | null;
}

/** Initialisers that are already side-effect free for Rollup, or cannot be wrapped meaningfully. */
const PLAIN = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral', 'ClassExpression']);

/**
 * libs/contracts keeps messages and constants next to the zod schemas that use them
 * (INCORRECT_INPUT next to the phone-number schema, TOTAL_COUNT_HEADER next to the pagination
 * schema). To Rollup each `export const x = z.object(...)` is a call with possible side effects, so
 * one constant imported from such a file kept every schema of it, zod and libphonenumber's metadata.
 * This marks the initialiser of every top-level `const` in contracts as pure
 * (`/* @__PURE__ *\/ (() => (init))()`): evaluated exactly as before when used, dropped when nothing
 * uses it. Build only; nothing in contracts registers anything at load time the web app relies on.
 */
export function pureContracts(sourceDir: string): Plugin {
  return {
    name: 'hirewise:pure-contracts',
    apply: 'build',
    enforce: 'post', // after the TypeScript transform: the code is plain JavaScript here
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.tsx?$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Declaration[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations ?? []) {
          if (declarator.init && !PLAIN.has(declarator.init.type)) inits.push(declarator.init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      // Only insertions within the same lines: the incoming source map stays close enough.
      return { code: out, map: null };
    },
  };
}
