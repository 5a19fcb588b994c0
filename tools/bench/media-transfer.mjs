#!/usr/bin/env node
/**
 * Uploads a 50 MB resume and streams it back through the gateway, in both run modes: embedded
 * with the disk store (STORAGE=fs) and server mode with STORAGE=s3 against s3rver started in
 * this process. Reports MB/s each way and the media service's peak resident memory growth
 * (VmRSS from /proc, sampled every 10 ms, above its settled level after a warm-up transfer).
 * Usage: node tools/bench/media-transfer.mjs [--runs 3] [--modes embedded,server] [--mb 50]
 * Needs a build (npm run build); server mode needs PostgreSQL and RabbitMQ on localhost.
 */
import { openAsBlob, readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { startStack } = require('../../libs/testing/src/stack.cjs');
const { startS3Server } = require('../../libs/testing/src/s3-server.cjs');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    modes: { type: 'string', default: 'embedded,server' },
    mb: { type: 'string', default: '50' },
  },
});
const runs = Number(values.runs);
const size = Number(values.mb) * 1024 * 1024;
const MB = 1024 * 1024;

/** A PDF by its first bytes, random after that (nothing on the way compresses). */
function writeSample(dir) {
  const path = join(dir, 'bench-resume.pdf');
  const file = randomBytes(size);
  Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1').copy(file, 0);
  writeFileSync(path, file);
  return path;
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the process's RSS moves by less than 1 MB over half a second (at most 10 s), and returns it. */
async function settledRssKb(pid) {
  let last = rssKb(pid);
  for (let i = 0; i < 20; i++) {
    await sleep(500);
    const now = rssKb(pid);
    if (Math.abs(now - last) < 1024) return now;
    last = now;
  }
  return last;
}

/** Runs `work` while sampling the process's resident memory; returns its result and the peak growth over `baseKb`. */
async function sampled(pid, baseKb, work) {
  let peak = baseKb;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssKb(pid));
    return { result, growthMb: (peak - baseKb) / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function upload(baseUrl, token, path, name = 'bench.pdf') {
  const form = new FormData();
  form.append('resume', await openAsBlob(path, { type: 'application/pdf' }), name);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/uploads/resume`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
  return { seconds: (performance.now() - started) / 1000, filename: body.filename };
}

async function download(baseUrl, token, filename) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/download/resume/${filename}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`download answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  if (bytes !== size) throw new Error(`downloaded ${bytes} bytes, expected ${size}`);
  return { seconds: (performance.now() - started) / 1000 };
}

async function measure(mode, samplePath, smallPath) {
  const s3 = mode === 'server' ? await startS3Server() : undefined;
  const stack = await startStack({ mode, env: { LOG_LEVEL: 'warn', ...(s3 ? s3.env : { STORAGE: 'fs' }) } });
  try {
    const signup = await fetch(`${stack.baseUrl}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'applicant', name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password' }),
    });
    const { token } = await signup.json();
    const pid = stack.procs.find((p) => p.name === 'media').child.pid;

    // Warm-up: every code path loaded once, so the baseline is the service at work, not at rest.
    const warm = await upload(stack.baseUrl, token, smallPath);
    await (await fetch(`${stack.baseUrl}/api/download/resume/${warm.filename}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();

    const rows = [];
    for (let run = 1; run <= runs; run++) {
      const base = await settledRssKb(pid);
      const up = await sampled(pid, base, () => upload(stack.baseUrl, token, samplePath));
      const down = await sampled(pid, base, () => download(stack.baseUrl, token, up.result.filename));
      rows.push({
        mode,
        storage: s3 ? 's3 (s3rver)' : 'fs',
        run,
        uploadMBs: size / MB / up.result.seconds,
        downloadMBs: size / MB / down.result.seconds,
        uploadGrowthMb: up.growthMb,
        downloadGrowthMb: down.growthMb,
        baseMb: base / 1024,
      });
    }
    return rows;
  } finally {
    await stack.stop();
    await s3?.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hirewise-bench-'));
try {
  const samplePath = writeSample(dir);
  const smallPath = join(dir, 'small.pdf');
  writeFileSync(smallPath, Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), randomBytes(256 * 1024)]));
  const rows = [];
  for (const mode of values.modes.split(',')) rows.push(...(await measure(mode, samplePath, smallPath)));
  console.log(`${size / MB} MB resume through the gateway, ${runs} run(s) per mode`);
  console.log('| mode | storage | run | upload MB/s | download MB/s | media RSS growth upload MB | media RSS growth download MB | media RSS before MB |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.mode} | ${r.storage} | ${r.run} | ${r.uploadMBs.toFixed(1)} | ${r.downloadMBs.toFixed(1)} | ${r.uploadGrowthMb.toFixed(1)} | ${r.downloadGrowthMb.toFixed(1)} | ${r.baseMb.toFixed(0)} |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
