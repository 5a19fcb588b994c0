import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxyFactory, MessagePattern, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { FastServerTcp, routeOfPattern } from '../server-strategies';
import { freePort } from '@hirewise/testing';

describe('routeOfPattern', () => {
  it('uses a plain string pattern as it is, without trying to parse it', () => {
    const parse = jest.fn((p: string) => `parsed:${p}`);
    expect(routeOfPattern('jobs.search.v1', parse)).toBe('jobs.search.v1');
    expect(parse).not.toHaveBeenCalled();
  });

  it('hands JSON text (object, array or string patterns) to Nest', () => {
    const parse = jest.fn((p: string) => `parsed:${p}`);
    expect(routeOfPattern('{"cmd":"sum"}', parse)).toBe('parsed:{"cmd":"sum"}');
    expect(routeOfPattern('["a"]', parse)).toBe('parsed:["a"]');
    expect(routeOfPattern('"quoted"', parse)).toBe('parsed:"quoted"');
  });
});

@Controller()
class PatternsController {
  @MessagePattern('test.echo.v1')
  echo(data: unknown) {
    return { echoed: data };
  }

  @MessagePattern({ cmd: 'sum' })
  sum(data: number[]) {
    return data.reduce((a, b) => a + b, 0);
  }
}

@Module({ controllers: [PatternsController] })
class PatternsModule {}

describe('FastServerTcp', () => {
  let server: INestMicroservice;
  let client: ClientProxy;

  beforeAll(async () => {
    const port = await freePort();
    server = await NestFactory.createMicroservice(PatternsModule, { strategy: new FastServerTcp({ host: '127.0.0.1', port }), logger: false });
    await server.listen();
    client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port } });
  });

  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it('answers string patterns without a JSON.parse of the pattern, and object patterns as Nest does', async () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      await expect(firstValueFrom(client.send('test.echo.v1', { n: 1 }))).resolves.toEqual({ echoed: { n: 1 } });
      expect(parse.mock.calls.some(([text]) => text === 'test.echo.v1')).toBe(false);
    } finally {
      parse.mockRestore();
    }
    await expect(firstValueFrom(client.send({ cmd: 'sum' }, [1, 2, 3]))).resolves.toBe(6);
  });

  it('still refuses a pattern it has no handler for', async () => {
    await expect(firstValueFrom(client.send('test.missing.v1', {}))).rejects.toMatch(/no matching message handler/i);
  });
});
