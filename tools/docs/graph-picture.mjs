#!/usr/bin/env node
/**
 * Draws the Nx project graph for docs/architecture.md: `nx graph --file` writes the interactive
 * graph as a static page, Chromium (playwright-core, /usr/bin/chromium) opens it with every project
 * shown and saves a screenshot of the graph to docs/images/project-graph.png.
 * Usage: node tools/docs/graph-picture.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const dir = mkdtempSync(join(tmpdir(), 'hirewise-graph-'));
const page = join(dir, 'graph.html');
execFileSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'graph', `--file=${page}`], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage({ viewport: { width: 1500, height: 620 }, deviceScaleFactor: 2 });
  await tab.goto(`file://${page}`);
  // The static page shows every project; let the layout settle, then keep the graph, not the side panel.
  await tab.locator('canvas').first().waitFor({ timeout: 15000 });
  await tab.waitForTimeout(4000);
  const out = join(root, 'docs/images/project-graph.png');
  mkdirSync(dirname(out), { recursive: true });
  await tab.screenshot({ path: out, clip: { x: 420, y: 165, width: 1080, height: 265 } });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
