/**
 * zod compiles object parsers with `new Function` when it may, and probes for that once; under the
 * gateway's Content-Security-Policy (no 'unsafe-eval', docs/security.md) the probe is refused and
 * reported as a CSP violation, although zod then parses without it. `jitless` skips the probe. It is
 * set on zod's global configuration object (what `z.config()` writes, shared by every zod copy)
 * before any chunk with zod loads, so zod stays out of the first-load JavaScript.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
