import { z } from 'zod';
import { parseEnv, wholeNumber as whole } from '@hirewise/server-kit';

/** OWASP's recommended argon2id cost (19 MiB, 2 iterations, 1 lane): the default, and the least a deployment should run. */
export const RECOMMENDED_HASH_COST = { memoryKib: 19_456, iterations: 2 } as const;

/**
 * argon2id's cost for new password hashes. A hash keeps its own parameters, so changing these needs
 * no migration: existing hashes verify as before, new ones take the new cost. Below the recommended
 * cost only for throw-away stacks (the test suites sign up thousands of accounts; Django's test
 * settings do the same with a fast hasher): the service warns at start.
 */
export const passwordHashEnvSchema = z.object({
  PASSWORD_HASH_MEMORY_KIB: whole(64, 4_194_304).default(RECOMMENDED_HASH_COST.memoryKib),
  PASSWORD_HASH_ITERATIONS: whole(1, 20).default(RECOMMENDED_HASH_COST.iterations),
});

export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

export function loadPasswordHashCost(env: NodeJS.ProcessEnv = process.env): PasswordHashCost {
  const e = parseEnv(passwordHashEnvSchema, env);
  return { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, iterations: e.PASSWORD_HASH_ITERATIONS };
}

/** Whether a cost is below OWASP's recommendation (less memory, or as much with fewer passes). */
export function belowRecommended(cost: PasswordHashCost): boolean {
  return cost.memoryKib < RECOMMENDED_HASH_COST.memoryKib || (cost.memoryKib === RECOMMENDED_HASH_COST.memoryKib && cost.iterations < RECOMMENDED_HASH_COST.iterations);
}

export const PASSWORD_HASH_COST = Symbol('PASSWORD_HASH_COST');
