#!/usr/bin/env node
/**
 * Largest Contentful Paint of the landing page (/) and the jobs page (/home, signed in as an
 * applicant, 20 posted jobs) of the built product, read from a Chromium performance trace
 * (Tracing with the devtools.timeline categories: the last `largestContentfulPaint::Candidate`
 * of the navigation, relative to its `navigationStart`). Each run is a cold load in a fresh
 * browser context (empty cache). Profiles: `none` (no throttling) and `slow` (4x CPU slowdown and
 * DevTools' "Slow 4G", formerly "Fast 3G": 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up).
 * Prints the median and the spread of the runs, FCP, and the JavaScript the page fetched.
 *
 * Usage: node tools/bench/web-lcp.mjs [--runs 5] [--profiles none,slow] [--pages landing,jobs]
 *          [--base-url http://127.0.0.1:3000] [--dist apps/web/dist] [--json]
 * Without --base-url it starts the product in embedded mode on free ports (libs/testing/src/stack.cjs),
 * serving --dist (default apps/web/dist; build first: node tools/build.mjs). Needs /usr/bin/chromium
 * (or CHROMIUM_PATH). Run it on an idle machine: CPU load elsewhere shows up in every figure.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    profiles: { type: 'string', default: 'none,slow' },
    pages: { type: 'string', default: 'landing,jobs' },
    'base-url': { type: 'string' },
    dist: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const PROFILES = {
  none: { label: 'no throttling', cpu: 1, network: null },
  slow: {
    label: '4x CPU, Slow 4G (562.5 ms RTT, 1.44 Mbit/s)',
    cpu: 4,
    // DevTools' preset: 1.6 Mbit/s and 750 kbit/s with its 0.9 factor, in bytes per second.
    network: { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 },
  },
};

/** What each page shows once it is usable: the bench waits for it before it ends the trace. */
const PAGES = {
  landing: { path: '/', signedIn: false, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  jobs: { path: '/home', signedIn: true, ready: (page) => page.getByTestId('job-tile').first().waitFor() },
};

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];
const JOBS = 20;

const runs = Number(values.runs);
const profiles = values.profiles.split(',').map((name) => {
  if (!PROFILES[name]) throw new Error(`unknown profile ${name}: ${Object.keys(PROFILES).join(', ')}`);
  return { name, ...PROFILES[name] };
});
const pages = values.pages.split(',').map((name) => {
  if (!PAGES[name]) throw new Error(`unknown page ${name}: ${Object.keys(PAGES).join(', ')}`);
  return { name, ...PAGES[name] };
});

async function post(baseUrl, path, body, token) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A recruiter with JOBS open jobs and an applicant to browse them. */
async function seed(baseUrl) {
  const stamp = `${Date.now()}.${Math.random().toString(36).slice(2, 7)}`;
  const recruiter = await post(baseUrl, '/auth/signup', {
    type: 'recruiter', email: `lcp.recruiter.${stamp}@example.com`, password: 'lcp-bench-password', name: 'Bench Recruiter', bio: 'Hiring for the bench.', contactNumber: '',
  });
  for (let i = 0; i < JOBS; i++) {
    await post(baseUrl, '/api/jobs', { title: `Bench job ${i + 1}`, jobType: 'Full Time', salary: 50000 + i * 1000, duration: i % 7, skillsets: ['TypeScript', 'React'] }, recruiter.token);
  }
  const applicant = await post(baseUrl, '/auth/signup', {
    type: 'applicant', email: `lcp.applicant.${stamp}@example.com`, password: 'lcp-bench-password', name: 'Bench Applicant', education: [], skills: ['React'],
  });
  return { token: applicant.token, type: 'applicant' };
}

/** LCP and FCP of the (only) main-frame navigation in a trace, in ms from its navigationStart. */
function paintTimes(trace) {
  const events = trace.traceEvents ?? trace;
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''));
  const navigation = navigations.at(-1);
  if (!navigation) throw new Error('the trace has no main-frame navigationStart');
  const navigationId = navigation.args.data.navigationId;
  const ofNavigation = (name) => events.filter((e) => e.name === name && (e.args?.data?.navigationId ?? navigationId) === navigationId && e.ts >= navigation.ts);
  const candidates = ofNavigation('largestContentfulPaint::Candidate').filter((e) => e.args?.data?.isMainFrame !== false);
  const last = candidates.sort((a, b) => a.args.data.candidateIndex - b.args.data.candidateIndex).at(-1);
  if (!last) throw new Error('the trace has no largestContentfulPaint::Candidate');
  const fcp = ofNavigation('firstContentfulPaint')[0];
  return {
    lcpMs: (last.ts - navigation.ts) / 1000,
    fcpMs: fcp ? (fcp.ts - navigation.ts) / 1000 : null,
    lcpElement: `${last.args.data.type ?? '?'} (${last.args.data.size ?? '?'} px²)`,
  };
}

async function measureOnce(browser, baseUrl, pageSpec, profile, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
  try {
    if (pageSpec.signedIn) {
      await context.addInitScript(({ token, type }) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('type', type);
      }, session);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });

    const scripts = new Map();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none' });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.bytes = e.encodedDataLength;
    });

    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(pageSpec.path, { waitUntil: 'load', timeout: 120_000 });
    await pageSpec.ready(page);
    // LCP candidates stop at the first input; without input, give late paints a moment to land.
    await page.waitForTimeout(profile.network ? 2000 : 500);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const times = paintTimes(trace);
    const js = [...scripts.values()];
    return { ...times, scripts: js.length, scriptBytes: js.reduce((s, x) => s + x.bytes, 0), encodings: [...new Set(js.map((x) => x.encoding))].join(',') };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const external = values['base-url'];
  const stack = external
    ? { baseUrl: external.replace(/\/$/, ''), stop: async () => undefined }
    : await startStack({ mode: 'embedded', env: { LOG_LEVEL: 'warn', ...(values.dist ? { WEB_DIST: resolve(values.dist) } : {}) } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    const session = await seed(stack.baseUrl);
    for (const profile of profiles) {
      for (const pageSpec of pages) {
        const samples = [];
        // One warm-up load (server caches, lazy service start-up), not counted.
        await measureOnce(browser, stack.baseUrl, pageSpec, profile, session);
        for (let i = 0; i < runs; i++) samples.push(await measureOnce(browser, stack.baseUrl, pageSpec, profile, session));
        const lcps = samples.map((s) => s.lcpMs);
        const fcps = samples.map((s) => s.fcpMs).filter((x) => x !== null);
        results.push({
          page: pageSpec.name,
          path: pageSpec.path,
          profile: profile.name,
          profileLabel: profile.label,
          runs,
          lcpMedianMs: Math.round(median(lcps)),
          lcpMinMs: Math.round(Math.min(...lcps)),
          lcpMaxMs: Math.round(Math.max(...lcps)),
          fcpMedianMs: fcps.length ? Math.round(median(fcps)) : null,
          lcpElement: samples.at(-1).lcpElement,
          scripts: samples.at(-1).scripts,
          scriptKB: Math.round(samples.at(-1).scriptBytes / 100) / 10,
          encoding: samples.at(-1).encodings,
        });
        if (!values.json) {
          const r = results.at(-1);
          console.log(
            `${r.page.padEnd(8)} ${r.path.padEnd(6)} ${r.profileLabel.padEnd(44)} LCP median ${String(r.lcpMedianMs).padStart(6)} ms (${r.lcpMinMs}-${r.lcpMaxMs}, ${runs} runs)  FCP ${r.fcpMedianMs} ms  LCP element ${r.lcpElement}  JS ${r.scripts} files ${r.scriptKB} KB over the wire (${r.encoding})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  if (values.json) console.log(JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
