/**
 * `import()` kept as written: TypeScript compiles a plain `import()` to `require()` under
 * CommonJS, and jest's CommonJS runtime cannot load ESM-only packages (file-type) that way.
 * Node loads ESM through a real `import()` from CommonJS, and so does jest in ESM mode.
 */
export const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;
