import { apiKeyPrefix, generateApiKey, hashApiKey } from '../api-key';
import { runAiKeys, USAGE } from '../../cli/ai-keys';

describe('service API keys: format and hash', () => {
  it('are hwk_ + 8 hex (the visible prefix) + 256 random bits, different every time, stored as their SHA-256', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a.key).toMatch(/^hwk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(a.prefix).toBe(a.key.slice(0, 12));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(13));
    expect(new Set([a.key, b.key]).size).toBe(2);
    expect(apiKeyPrefix(a.key)).toBe(a.prefix);
  });

  it('parse only the exact shape (a malformed key never reaches the database)', () => {
    // The secret may itself hold "_" and "-": the separator is changed by position, not by search.
    const { key } = generateApiKey();
    for (const bad of ['', 'hwk_', key.slice(0, -1), `${key}=`, ` ${key}`, key.replace('hwk_', 'HWK_'), `${key.slice(0, 12)}-${key.slice(13)}`, `Bearer ${key}`]) {
      expect(apiKeyPrefix(bad)).toBeUndefined();
    }
  });
});

describe('ai-keys command line (no database touched)', () => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAiKeys(argv, { DATA_DIR: '/nonexistent/hirewise' }, { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('prints its usage for help, and exits 2 with the usage on a wrong command or option', async () => {
    expect(await run('--help')).toEqual({ code: 0, out: USAGE, err: '' });
    expect(await run()).toMatchObject({ code: 2, out: USAGE });
    expect(await run('rotate')).toMatchObject({ code: 2, err: expect.stringMatching(/^Unknown command rotate\n\nUsage:/) });
    expect(await run('issue')).toMatchObject({ code: 2, err: expect.stringMatching(/^issue needs --name <client name>/) });
    expect(await run('revoke')).toMatchObject({ code: 2, err: expect.stringMatching(/^revoke needs one key id or prefix/) });
    expect(await run('list', 'extra')).toMatchObject({ code: 2 });
    expect(await run('list', '--colour')).toMatchObject({ code: 2, err: expect.stringContaining("Unknown option '--colour'") });
  });

  it('names a bad AI_DATABASE_URL', async () => {
    const err: string[] = [];
    const code = await runAiKeys(['list'], { AI_DATABASE_URL: 'mysql://db/ai' }, { out: () => undefined, err: (t) => err.push(t) });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('AI_DATABASE_URL: must be a postgres:// URL');
  });
});
