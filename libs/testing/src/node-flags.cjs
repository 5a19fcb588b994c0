/**
 * The V8 flags every Node process of the product runs with: the services and the gateway, started by
 * `npm start` and the suites (stack.cjs, service-process.ts) and by the images (docker/*.Dockerfile:
 * CMD, checked by tools/k8s).
 *
 * The young generation is pinned at 16 MB (two 8 MB semi-spaces). Left to itself V8 grows it from 1 to
 * 32 MB as the allocation rate rises and shrinks it when the rate falls: a process's resident memory then
 * moves by up to ~30 MB with its traffic, while the objects it keeps do not (the steady soak, issue 20:
 * the jobs service's "step" of +15-25 MB was exactly its young generation going from 16 to 32 MB;
 * docs/quality.md). Pinned, resident memory follows what a process keeps, and a memory limit can be set
 * from a steady figure. 8 MB per semi-space is half V8's own ceiling: scavenges are more frequent than at
 * the ceiling but each one copies only the survivors, which a request-serving process has few of.
 *
 * (`--min-semi-space-size` is a V8 flag Node accepts on the command line but not in NODE_OPTIONS: hence
 * arguments, not an environment variable.)
 */
const SEMI_SPACE_MB = 8;
const NODE_FLAGS = Object.freeze([`--min-semi-space-size=${SEMI_SPACE_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`]);

module.exports = { NODE_FLAGS };
