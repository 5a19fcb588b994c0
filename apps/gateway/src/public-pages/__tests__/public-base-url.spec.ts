import { loadGatewayConfig } from '../../config/gateway.config';
import { gatewayRouteOf } from '../../observability/gateway-observability';
import { nextPageLink } from '../../routes/next-page-link';
import { publicBaseUrl } from '../public-base-url';
import { publicPageLabel } from '../public-page-label';
import type { Request } from 'express';

describe('publicBaseUrl', () => {
  it('is PUBLIC_BASE_URL when set, whatever the request says', () => {
    expect(publicBaseUrl({ protocol: 'http', host: 'evil.example' }, 'https://jobs.example.com')).toBe('https://jobs.example.com');
  });

  it('is the request\'s protocol and host otherwise, lower-cased, port kept', () => {
    expect(publicBaseUrl({ protocol: 'https', host: 'Jobs.Example.com:8443' }, undefined)).toBe('https://jobs.example.com:8443');
    expect(publicBaseUrl({ protocol: 'http', host: '127.0.0.1:3000' }, undefined)).toBe('http://127.0.0.1:3000');
    expect(publicBaseUrl({ protocol: 'http', host: '[::1]:3000' }, undefined)).toBe('http://[::1]:3000');
  });

  it('is undefined for a Host that is not a host name, so nothing invented reaches a page', () => {
    for (const host of ['', 'a b', 'evil.example"><script>', 'evil.example/path', 'user@evil.example', '-bad.example', 'x:port']) {
      expect(publicBaseUrl({ protocol: 'http', host }, undefined)).toBeUndefined();
    }
  });
});

describe('PUBLIC_BASE_URL and the public pages\' settings', () => {
  const load = (env: Record<string, string>) => loadGatewayConfig({ JWT_SECRET: 'config-test-secret-config-test-secret-01', ...env });

  it('takes an http(s) address without its trailing slash; empty or unset means per request', () => {
    expect(load({ PUBLIC_BASE_URL: 'https://jobs.example.com/' }).PUBLIC_BASE_URL).toBe('https://jobs.example.com');
    expect(load({ PUBLIC_BASE_URL: 'http://localhost:3000' }).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(load({ PUBLIC_BASE_URL: '' }).PUBLIC_BASE_URL).toBeUndefined();
    expect(load({}).PUBLIC_BASE_URL).toBeUndefined();
    expect(load({})).toMatchObject({ PUBLIC_PAGES_CACHE_MS: 60_000, PUBLIC_RATE_LIMIT: 300, PUBLIC_RATE_WINDOW_MS: 60_000 });
  });

  it('refuses anything else at start, naming the setting', () => {
    for (const value of ['jobs.example.com', 'ftp://jobs.example.com', 'javascript:alert(1)', 'https://jobs.example.com/?a=1']) {
      expect(() => load({ PUBLIC_BASE_URL: value })).toThrow(/PUBLIC_BASE_URL/);
    }
    expect(() => load({ PUBLIC_PAGES_CACHE_MS: '-1' })).toThrow(/PUBLIC_PAGES_CACHE_MS: must be at least 0/);
    expect(() => load({ PUBLIC_RATE_LIMIT: '0' })).toThrow(/PUBLIC_RATE_LIMIT: must be at least 1/);
  });
});

describe('nextPageLink', () => {
  it('keeps the client\'s query (repeated keys too), drops page and the old cursor, adds the new one', () => {
    expect(nextPageLink('https://x.example', '/api/jobs', '/api/jobs?jobType=Full%20Time&page=1&jobType=Part+Time&cursor=old&limit=5', 'new_1')).toBe(
      'https://x.example/api/jobs?jobType=Full+Time&jobType=Part+Time&limit=5&cursor=new_1',
    );
    expect(nextPageLink('', '/api/jobs', '/api/jobs', 'c')).toBe('/api/jobs?cursor=c');
  });

  it('re-encodes what the client sent, so nothing can end the <...> of a Link header', () => {
    const link = nextPageLink('', '/api/jobs', '/api/jobs?q=<a>;%20rel="x",', 'c');
    expect(link).not.toMatch(/[<>" ,;]/);
  });
});

describe('metrics labels of the public pages', () => {
  it('are their patterns, never a job id', () => {
    expect(publicPageLabel('/jobs/f81d4fae-7dec-41d0-a765-00a0c91e6bf6')).toBe('/jobs/:id');
    expect(publicPageLabel('/sitemap.xml')).toBe('/sitemap.xml');
    expect(publicPageLabel('/feeds/jobs.rss')).toBe('/feeds/jobs.rss');
    expect(publicPageLabel('/jobs/1/interview')).toBeUndefined();
    const label = (originalUrl: string) => gatewayRouteOf({ method: 'GET', originalUrl } as Request);
    expect(label('/jobs/abc?utm=1')).toBe('/jobs/:id');
    expect(label('/robots.txt')).toBe('/robots.txt');
    expect(label('/home')).toBe('static');
  });
});
