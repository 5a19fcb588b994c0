/** Types of node-flags.cjs. */
/** The V8 flags every Node process of the product runs with (before the script). */
export const NODE_FLAGS: readonly string[];
