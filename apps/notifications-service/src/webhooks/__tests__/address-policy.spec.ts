/** The SSRF rules on their own: which addresses are public, what WEBHOOK_ALLOW_PRIVATE lets through, and the guard's resolution. */
import { ConfigError } from '@hirewise/server-kit';
import { classifyAddress, isAllowedAddress, parseAllowList } from '../address-policy';
import { UrlGuard, WebhookUrlError, type ResolvedAddress } from '../url-guard';
import { loadWebhookConfig } from '../webhook.config';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['93.184.216.34'],
    ['172.15.255.255'],
    ['172.32.0.1'],
    ['100.63.255.255'],
    ['100.128.0.1'],
    ['169.253.255.255'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
    expect(isAllowedAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:a00:1::', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['::7f00:1', 'ipv4Compatible'],
    ['100::1', 'discard'],
    // IPv4-mapped IPv6 is judged as the IPv4 address it carries.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['::ffff:100.64.0.1', 'carrierGradeNat'],
    ['[::1]', 'loopback'],
  ])('%s is not public (%s)', (address, range) => {
    expect(classifyAddress(address)).toBe(range);
    expect(isAllowedAddress(address)).toBe(false);
  });

  it.each([['localhost'], ['127.1'], ['0x7f000001'], ['example.com'], [''], ['1.2.3.4.5']])('%j is no IP address: refused', (text) => {
    expect(classifyAddress(text)).toBe('invalid');
    expect(isAllowedAddress(text, parseAllowList('all'))).toBe(false);
  });
});

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('lets through exactly the listed CIDRs, an IPv4-mapped form of them included', () => {
    const allow = parseAllowList(' 127.0.0.1/32, ::1/128 ,');
    expect(isAllowedAddress('127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('::1', allow)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('127.0.0.2', allow)).toBe(false);
    expect(isAllowedAddress('10.0.0.1', allow)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', allow)).toBe(false);
    expect(isAllowedAddress('8.8.8.8', allow)).toBe(true);

    const lan = parseAllowList('10.20.0.0/16');
    expect(isAllowedAddress('10.20.3.4', lan)).toBe(true);
    expect(isAllowedAddress('10.21.0.1', lan)).toBe(false);
  });

  it('`all` allows every address; empty allows none', () => {
    expect(isAllowedAddress('169.254.169.254', parseAllowList('all'))).toBe(true);
    expect(isAllowedAddress('fd00::1', parseAllowList('ALL'))).toBe(true);
    expect(parseAllowList('')).toEqual({ all: false, ranges: [] });
    expect(isAllowedAddress('127.0.0.1', parseAllowList(''))).toBe(false);
  });

  it('refuses a malformed list at start, naming the variable', () => {
    expect(() => parseAllowList('127.0.0.1')).toThrow(/not a CIDR/);
    expect(() => loadWebhookConfig({ WEBHOOK_ALLOW_PRIVATE: 'localhost/8' })).toThrow(ConfigError);
    expect(() => loadWebhookConfig({ WEBHOOK_ALLOW_PRIVATE: 'localhost/8' })).toThrow(/WEBHOOK_ALLOW_PRIVATE: "localhost\/8" is not a CIDR/);
    expect(() => loadWebhookConfig({ WEBHOOK_MAX_ATTEMPTS: '0' })).toThrow(/WEBHOOK_MAX_ATTEMPTS/);
  });

  it('has the documented defaults', () => {
    expect(loadWebhookConfig({})).toEqual({
      allowPrivate: { all: false, ranges: [] },
      pollMs: 2000,
      timeoutMs: 10_000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      maxAttempts: 8,
    });
  });
});

describe('UrlGuard', () => {
  /** A DNS stand-in: fixed answers per name (a name missing is "not found", as the system resolver says). */
  const dns = (answers: Record<string, string[]>) => async (host: string): Promise<ResolvedAddress[]> => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WebhookUrlError);
    return err as WebhookUrlError;
  };

  const guard = new UrlGuard(parseAllowList(''), dns({ 'hooks.example.com': ['93.184.216.34'], 'mixed.example.com': ['93.184.216.34', '10.0.0.7'], 'v6.example.com': ['2606:4700::1'] }));

  it('passes a name whose every address is public, and an IP literal as it is', async () => {
    await expect(guard.check('https://hooks.example.com/in')).resolves.toMatchObject({ addresses: [{ address: '93.184.216.34', family: 4 }] });
    await expect(guard.check('http://8.8.8.8:8080/x')).resolves.toMatchObject({ addresses: [{ address: '8.8.8.8', family: 4 }] });
    await expect(guard.check('http://[2606:4700:4700::1111]/x')).resolves.toMatchObject({ addresses: [{ address: '2606:4700:4700::1111', family: 6 }] });
  });

  it('refuses when ANY address of the name is not public, and every private literal', async () => {
    const mixed = await refusal(guard.check('https://mixed.example.com/'));
    expect(mixed.code).toBe('WEBHOOK_URL_REFUSED');
    expect(mixed.detail).toBe('address refused: 10.0.0.7 (private)');
    for (const url of ['http://127.0.0.1/', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data', 'http://0x7f.1/', 'http://2130706433/', 'http://[::ffff:7f00:1]/', 'http://0.0.0.0/']) {
      expect((await refusal(guard.check(url))).code).toBe('WEBHOOK_URL_REFUSED');
    }
    expect((await refusal(guard.check('ftp://hooks.example.com/'))).detail).toBe('scheme ftp: refused');
  });

  it('says a name that does not resolve is unresolvable', async () => {
    const err = await refusal(guard.check('https://nowhere.invalid/hook'));
    expect(err.code).toBe('WEBHOOK_URL_UNRESOLVABLE');
    expect(err.detail).toBe('host not found: nowhere.invalid (ENOTFOUND)');
  });

  it('gives http.request a lookup that answers only the checked addresses (no second DNS answer)', async () => {
    const checked = await guard.check('https://hooks.example.com/in');
    const lookup = guard.lookupFor(checked);
    const ask = (host: string, options: { family?: number; all?: boolean }) =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
        lookup(host, options, (err, address, family) => resolve({ err, address, family })),
      );
    await expect(ask('hooks.example.com', {})).resolves.toEqual({ err: null, address: '93.184.216.34', family: 4 });
    await expect(ask('hooks.example.com', { all: true })).resolves.toMatchObject({ err: null, address: [{ address: '93.184.216.34', family: 4 }] });
    expect((await ask('hooks.example.com', { family: 6 })).err?.code).toBe('ENOTFOUND');
    expect((await ask('other.example.com', {})).err?.code).toBe('ENOTFOUND');
  });
});
