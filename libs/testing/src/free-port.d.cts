/** Types of free-port.cjs. */
/** A loopback port nothing listened on a moment ago (below the kernel's ephemeral range), not handed out before by this process. */
export function freePort(): Promise<number>;
