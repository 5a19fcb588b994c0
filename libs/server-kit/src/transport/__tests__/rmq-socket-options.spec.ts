import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadBaseConfig } from '../../config/load-config';
import { RMQ_SOCKET_OPTIONS, rmqSocketOptions } from '../transport-options';

describe('broker URL and TLS options', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hirewise-rmq-opts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts amqp:// and amqps:// URLs and refuses anything else, naming the variable', () => {
    expect(loadBaseConfig('gateway', { RABBITMQ_URL: 'amqps://u:p@rabbit.example:5671/hirewise' }).RABBITMQ_URL).toBe('amqps://u:p@rabbit.example:5671/hirewise');
    expect(() => loadBaseConfig('gateway', { RABBITMQ_URL: 'http://rabbit.example' })).toThrow('RABBITMQ_URL: must be an amqp:// or amqps:// URL');
  });

  it('passes the CA, and a client certificate and key, to the TLS socket; plain options without them', () => {
    const ca = join(dir, 'ca.pem');
    writeFileSync(ca, 'CA');
    writeFileSync(join(dir, 'c.pem'), 'CERT');
    writeFileSync(join(dir, 'k.pem'), 'KEY');
    const options = rmqSocketOptions({ RABBITMQ_CA_FILE: ca, RABBITMQ_CERT_FILE: join(dir, 'c.pem'), RABBITMQ_KEY_FILE: join(dir, 'k.pem') });
    expect(options.connectionOptions.ca?.map(String)).toEqual(['CA']);
    expect(String(options.connectionOptions.cert)).toBe('CERT');
    expect(String(options.connectionOptions.key)).toBe('KEY');
    expect(options.connectionOptions.noDelay).toBe(true);
    expect(rmqSocketOptions({})).toEqual(RMQ_SOCKET_OPTIONS);
  });

  it('refuses a certificate without its key, and a file it cannot read, naming the variable', () => {
    expect(() => rmqSocketOptions({ RABBITMQ_CERT_FILE: join(dir, 'c.pem') })).toThrow(ConfigError);
    expect(() => rmqSocketOptions({ RABBITMQ_CERT_FILE: join(dir, 'c.pem') })).toThrow(/RABBITMQ_KEY_FILE: set both/);
    expect(() => rmqSocketOptions({ RABBITMQ_CA_FILE: join(dir, 'nope.pem') })).toThrow(/RABBITMQ_CA_FILE: cannot read .*nope\.pem \(ENOENT\)/);
  });
});
