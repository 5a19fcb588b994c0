import 'reflect-metadata';
import { Controller, Get, Module, Param, type INestApplication, type INestMicroservice } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { MessagePattern, Payload, Transport } from '@nestjs/microservices';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadBaseConfig } from '../../config/load-config';
import { AllExceptionsFilter } from '../../errors/all-exceptions.filter';
import { DomainError } from '../../errors/domain-error';
import { ServiceClient } from '../../transport/service-client';
import { httpObservability } from '../http-observability.middleware';
import { metrics, Metrics } from '../metrics';
import { metricsHandler } from '../metrics-endpoint';
import { currentRequestId, runWithRequestId } from '../request-context';
import { RequestContextInterceptor } from '../request-context.interceptor';
import { freePort } from '@hirewise/testing';

/** Sample value of one series in Prometheus' text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the metrics registry', () => {
  it('names every metric as agreed, labels everything with the service and prefixes the process metrics', async () => {
    const m = new Metrics('jobs');
    m.httpRequests.inc({ method: 'GET', route: '/api/jobs/:id', status: '200' });
    m.httpDuration.observe({ method: 'GET', route: '/api/jobs/:id' }, 0.012);
    m.rpcHandled.inc({ pattern: 'jobs.get.v1', outcome: 'ok' });
    m.rpcHandleDuration.observe({ pattern: 'jobs.get.v1' }, 0.003);
    m.rpcClientDuration.observe({ target: 'auth', pattern: 'auth.user.v1', outcome: 'error' }, 0.2);
    m.eventsHandled.inc({ event: 'job.created.v1', outcome: 'ok' });
    m.errors.inc({ kind: 'SERVICE_UNAVAILABLE' });
    const text = await m.render();
    expect(m.contentType).toMatch(/^text\/plain/);
    expect(sample(text, 'hirewise_http_requests_total', { service: 'jobs', method: 'GET', route: '/api/jobs/:id', status: '200' })).toBe(1);
    expect(sample(text, 'hirewise_http_request_duration_seconds_count', { service: 'jobs', route: '/api/jobs/:id' })).toBe(1);
    expect(sample(text, 'hirewise_http_request_duration_seconds_bucket', { service: 'jobs', le: '0.025' })).toBe(1);
    expect(sample(text, 'hirewise_http_request_duration_seconds_bucket', { service: 'jobs', le: '0.01' })).toBe(0);
    expect(sample(text, 'hirewise_rpc_handled_total', { service: 'jobs', pattern: 'jobs.get.v1', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'hirewise_rpc_handle_duration_seconds_count', { service: 'jobs', pattern: 'jobs.get.v1' })).toBe(1);
    expect(sample(text, 'hirewise_rpc_client_duration_seconds_count', { service: 'jobs', target: 'auth', pattern: 'auth.user.v1', outcome: 'error' })).toBe(1);
    expect(sample(text, 'hirewise_events_handled_total', { service: 'jobs', event: 'job.created.v1', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'hirewise_errors_total', { service: 'jobs', kind: 'SERVICE_UNAVAILABLE' })).toBe(1);
    expect(text).toMatch(/^hirewise_process_cpu_user_seconds_total\{service="jobs"\} /m);
    expect(text).toMatch(/^hirewise_nodejs_eventloop_lag_seconds\{service="jobs"\} /m);
    // Every sample line has the service label.
    const samples = text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(samples.filter((l) => !l.includes('service="jobs"'))).toEqual([]);
  });
});

/** The test's own request table (ServiceClient is typed by one). */
type EchoMessages = {
  'test.echo.v1': { request: { n: number }; response: { body: unknown; reqId: string } };
  'test.fail.v1': { request: Record<string, never>; response: never };
};

@Controller()
class EchoRpcController {
  @MessagePattern('test.echo.v1')
  echo(@Payload() body: { n: number }) {
    return { body, reqId: currentRequestId() };
  }

  @MessagePattern('test.fail.v1')
  fail() {
    throw new DomainError('CONFLICT', 'That conflicts with the current state');
  }
}

@Controller('items')
class ItemsController {
  @Get(':id')
  get(@Param('id') id: string) {
    return { id, reqId: currentRequestId() };
  }
}

describe('a request id and metrics across HTTP and the TCP transport', () => {
  let rpc: INestMicroservice;
  let http: INestApplication;
  let client: ServiceClient<EchoMessages>;
  let baseUrl: string;
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ mixin: () => (currentRequestId() ? { reqId: currentRequestId() } : {}) }, { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });

  beforeAll(async () => {
    const tcpPort = await freePort();
    @Module({ controllers: [EchoRpcController, ItemsController], providers: [
        { provide: APP_INTERCEPTOR, useFactory: () => new RequestContextInterceptor(logger) },
        { provide: APP_FILTER, useFactory: () => new AllExceptionsFilter(logger) },
      ],
    })
    class TestModule {}
    rpc = await NestFactory.createMicroservice(TestModule, { transport: Transport.TCP, options: { host: '127.0.0.1', port: tcpPort }, logger: false, abortOnError: false });
    await rpc.listen();
    http = await NestFactory.create(TestModule, { logger: false, abortOnError: false });
    http.use(httpObservability({ logger }));
    http.getHttpAdapter().get('/metrics', metricsHandler());
    await http.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(http.getHttpServer().address() as AddressInfo).port}`;
    client = new ServiceClient<EchoMessages>('jobs', loadBaseConfig('gateway', { JOBS_HOST: '127.0.0.1', JOBS_TCP_PORT: String(tcpPort) }));
  });

  afterAll(async () => {
    await client?.close();
    await rpc?.close();
    await http?.close();
  });

  it('carries the current id to the handler, which still gets its payload unchanged', async () => {
    const reply = await runWithRequestId('e2e-unit-1', () => client.send('test.echo.v1', { n: 7 }));
    expect(reply).toEqual({ body: { n: 7 }, reqId: 'e2e-unit-1' });
    expect(lines.find((l) => l.msg === 'message handled' && l.pattern === 'test.echo.v1')).toMatchObject({ reqId: 'e2e-unit-1', outcome: 'ok' });
    // A caller outside any request sends the bare payload; the handler gets a fresh id.
    const bare = await client.send('test.echo.v1', { n: 8 });
    expect(bare.body).toEqual({ n: 8 });
    expect(bare.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts handled messages per pattern and outcome, and the round trip as seen by the caller', async () => {
    const before = await metrics().render();
    const okBefore = sample(before, 'hirewise_rpc_handled_total', { pattern: 'test.echo.v1', outcome: 'ok' }) ?? 0;
    await runWithRequestId('e2e-unit-2', () => client.send('test.echo.v1', { n: 1 }));
    await expect(runWithRequestId('e2e-unit-3', () => client.send('test.fail.v1', {}))).rejects.toThrow('That conflicts with the current state');
    const text = await metrics().render();
    expect(sample(text, 'hirewise_rpc_handled_total', { pattern: 'test.echo.v1', outcome: 'ok' })).toBe(okBefore + 1);
    expect(sample(text, 'hirewise_rpc_handled_total', { pattern: 'test.fail.v1', outcome: 'error' })).toBe(1);
    expect(sample(text, 'hirewise_rpc_handle_duration_seconds_count', { pattern: 'test.fail.v1' })).toBe(1);
    expect(sample(text, 'hirewise_rpc_client_duration_seconds_count', { target: 'jobs', pattern: 'test.fail.v1', outcome: 'error' })).toBe(1);
    expect(sample(text, 'hirewise_rpc_client_duration_seconds_count', { target: 'jobs', pattern: 'test.echo.v1', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.pattern === 'test.fail.v1')).toMatchObject({ reqId: 'e2e-unit-3', outcome: 'error' });
  });

  it('over HTTP: echoes a sane X-Request-Id, replaces an insane one, and counts the matched route pattern', async () => {
    const sane = await fetch(`${baseUrl}/items/abc-1`, { headers: { 'x-request-id': 'e2e-http.1' } });
    expect(sane.headers.get('x-request-id')).toBe('e2e-http.1');
    expect(await sane.json()).toEqual({ id: 'abc-1', reqId: 'e2e-http.1' });
    const insane = await fetch(`${baseUrl}/items/abc-2`, { headers: { 'x-request-id': 'bad id;'.repeat(3) } });
    const made = insane.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await insane.json()) as { reqId: string }).reqId).toBe(made);
    expect((await fetch(`${baseUrl}/nowhere/1`)).status).toBe(404);
    expect(lines.find((l) => l.msg === 'request answered' && l.reqId === 'e2e-http.1')).toMatchObject({ route: '/items/:id', status: 200, method: 'GET' });

    const res = await fetch(`${baseUrl}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(sample(text, 'hirewise_http_requests_total', { method: 'GET', route: '/items/:id', status: '200' })).toBe(2);
    expect(sample(text, 'hirewise_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('abc-1');
  });
});
