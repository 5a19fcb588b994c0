import { ConfigError } from '@hirewise/server-kit';
import { belowRecommended, loadPasswordHashCost, RECOMMENDED_HASH_COST } from '../password-hash.config';
import { PasswordHasher } from '../password-hasher';

/** The argon2id parameters a PHC string records: `$argon2id$v=19$m=...,t=...,p=...$salt$hash`. */
const paramsOf = (hash: string) => Object.fromEntries(hash.split('$')[3].split(',').map((kv) => kv.split('=')));

describe('password hash cost (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS)', () => {
  it('defaults to the recommended argon2id cost', async () => {
    expect(loadPasswordHashCost({})).toEqual({ memoryKib: 19_456, iterations: 2 });
    const hash = await new PasswordHasher().hash('Correct-horse-1');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(paramsOf(hash)).toEqual({ m: '19456', t: '2', p: '1' });
  });

  it('hashes at a configured cost, and says at start when it is below the recommendation', async () => {
    const warn = jest.fn();
    const cost = loadPasswordHashCost({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' });
    const hasher = new PasswordHasher(cost, { warn } as never);
    const hash = await hasher.hash('Correct-horse-1');
    expect(paramsOf(hash)).toEqual({ m: '1024', t: '1', p: '1' });
    expect(await hasher.verify(hash, 'Correct-horse-1')).toBe(true);
    expect(await hasher.verify(hash, 'Correct-horse-2')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][1]).toMatch(/below the recommended argon2id cost/);
  });

  it('verifies hashes made at another cost (each hash keeps its own parameters: no migration)', async () => {
    const strong = await new PasswordHasher().hash('Correct-horse-1');
    const light = new PasswordHasher({ memoryKib: 1024, iterations: 1 }, { warn: jest.fn() } as never);
    expect(await light.verify(strong, 'Correct-horse-1')).toBe(true);
    expect(await new PasswordHasher().verify(await light.hash('Other-pass-2'), 'Other-pass-2')).toBe(true);
  });

  it('does not warn at or above the recommendation', () => {
    const warn = jest.fn();
    new PasswordHasher({ memoryKib: 65_536, iterations: 3 }, { warn } as never);
    new PasswordHasher(RECOMMENDED_HASH_COST, { warn } as never);
    expect(warn).not.toHaveBeenCalled();
    expect(belowRecommended({ memoryKib: 19_456, iterations: 1 })).toBe(true);
    expect(belowRecommended({ memoryKib: 65_536, iterations: 1 })).toBe(false);
  });

  it('refuses settings that are not whole numbers in range, naming the setting', () => {
    expect(() => loadPasswordHashCost({ PASSWORD_HASH_ITERATIONS: '0' })).toThrow(ConfigError);
    expect(() => loadPasswordHashCost({ PASSWORD_HASH_ITERATIONS: '0' })).toThrow(/PASSWORD_HASH_ITERATIONS: must be at least 1/);
    expect(() => loadPasswordHashCost({ PASSWORD_HASH_MEMORY_KIB: 'lots' })).toThrow(/PASSWORD_HASH_MEMORY_KIB: must be a number/);
    expect(() => loadPasswordHashCost({ PASSWORD_HASH_MEMORY_KIB: '1.5' })).toThrow(/PASSWORD_HASH_MEMORY_KIB: must be a whole number/);
  });
});
