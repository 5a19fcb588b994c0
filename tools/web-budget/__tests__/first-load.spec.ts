/**
 * Issue 8, performance (web): the landing page and the jobs page load at most 250 KB of gzipped
 * JavaScript before they can render, in the production build (apps/web/dist, built by
 * tools/build.mjs before the suites run). Same code as tools/bench/web-bundle.mjs.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Chunk {
  file: string;
  bytes: number;
  gzip: number;
}
interface FirstLoad {
  page: string;
  path: string;
  screen: string;
  chunks: Chunk[];
  total: { bytes: number; gzip: number };
}
interface Page {
  name: string;
  path: string;
  source: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const budget = require('../first-load.cjs') as {
  BUDGET_BYTES: number;
  DEFAULT_DIST: string;
  PAGES: Page[];
  firstLoad(page: Page, dist?: string): FirstLoad;
  kb(bytes: number): string;
};

/** Sources bundled into a chunk of the real build, from its source map. */
const sourcesOf = (file: string): string[] => JSON.parse(readFileSync(join(budget.DEFAULT_DIST, `${file}.map`), 'utf8')).sources;

describe('first-load JavaScript of the production build', () => {
  it.each(budget.PAGES.map((page) => [page.name, page] as const))('%s page: at most 250 KB gzip', (_name, page) => {
    const load = budget.firstLoad(page);
    const report = load.chunks.map((c) => `${c.file} ${budget.kb(c.gzip)} KB`).join(', ');
    expect({ page: page.path, gzipKB: budget.kb(load.total.gzip), withinBudget: load.total.gzip <= budget.BUDGET_BYTES, report }).toEqual({
      page: page.path,
      gzipKB: budget.kb(load.total.gzip),
      withinBudget: true,
      report,
    });
  });

  it.each(budget.PAGES.map((page) => [page.name, page] as const))('%s page: few requests, no other screen, and no zod, phone metadata or chart library', (_name, page) => {
    const load = budget.firstLoad(page);
    // One round of requests on HTTP/1.1's six connections per host (the jobs chunk in apps/web/vite.config.ts).
    expect(load.chunks.length).toBeLessThanOrEqual(6);
    // No other screen's code (a module of a lazily loaded screen placed where the entry needs it
    // would drag that screen's chunk in). The landing page and the tiny logout page (it must show at once, with
    // no empty page while the login chunk loads) are in the entry chunk by design (app/routes.tsx).
    const allowed = [page.source, 'src/pages/LandingPage.tsx', 'src/pages/LogoutPage.tsx'];
    const otherScreens = load.chunks.flatMap((c) =>
      sourcesOf(c.file)
        .filter((s) => /\/src\/pages\/\w+\.tsx$/.test(s) && !allowed.some((a) => s.endsWith(`/${a}`)))
        .map((s) => `${c.file}: ${s}`),
    );
    expect(otherScreens).toEqual([]);
    const heavy = load.chunks.flatMap((c) => sourcesOf(c.file).filter((s) => /node_modules\/(zod|libphonenumber-js|react-phone-number-input|recharts|dompurify)\//.test(s)).map((s) => `${c.file}: ${s}`));
    expect(heavy).toEqual([]);
  });
});

describe('firstLoad on a small build', () => {
  const ENTRY_CODE = 'import "./app.js";';
  let dist: string;
  const write = (file: string, content: string) => writeFileSync(join(dist, file), content);

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-budget-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    write(
      'index.html',
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="stylesheet" href="/assets/app.css">',
    );
    write('assets/index.js', ENTRY_CODE);
    write('assets/app.js', 'a'.repeat(1000));
    write('assets/app.css', 'b'.repeat(1000));
    write('assets/jobs.js', 'c'.repeat(2000));
    write('assets/shared.js', 'd'.repeat(3000));
    write('assets/chart.js', 'e'.repeat(4000));
    write('assets/profile.js', 'f'.repeat(5000));
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'], dynamicImports: ['src/pages/JobsPage.tsx', 'src/pages/ProfilePage.tsx'] },
        '_app.js': { file: 'assets/app.js', css: ['assets/app.css'] },
        'src/pages/JobsPage.tsx': { file: 'assets/jobs.js', isDynamicEntry: true, imports: ['_app.js', '_shared.js'], dynamicImports: ['src/Chart.tsx'] },
        'src/pages/ProfilePage.tsx': { file: 'assets/profile.js', isDynamicEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js', imports: ['_app.js'] },
        'src/Chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true },
      }),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry, its modulepreloads and the static imports of the page chunk, not its dynamic imports, other pages or CSS', () => {
    const load = budget.firstLoad({ name: 'jobs', path: '/home', source: 'src/pages/JobsPage.tsx' }, dist);
    expect(load.chunks.map((c) => c.file).sort()).toEqual(['assets/app.js', 'assets/index.js', 'assets/jobs.js', 'assets/shared.js']);
    expect(load.total.bytes).toBe(ENTRY_CODE.length + 1000 + 2000 + 3000);
    expect(load.total.gzip).toBe(load.chunks.reduce((sum, c) => sum + c.gzip, 0));
    expect(load.total.gzip).toBeLessThan(load.total.bytes);
  });

  it('refuses a page it cannot find in the build', () => {
    write('assets/index.js.map', JSON.stringify({ sources: ['../../src/main.tsx'] }));
    write('assets/app.js.map', JSON.stringify({ sources: ['../../src/App.tsx'] }));
    for (const f of ['jobs', 'shared', 'chart', 'profile']) write(`assets/${f}.js.map`, JSON.stringify({ sources: [`../../src/${f}.tsx`] }));
    expect(() => budget.firstLoad({ name: 'landing', path: '/', source: 'src/pages/LandingPage.tsx' }, dist)).toThrow(/is in no chunk of the build/);
  });

  it('finds a page bundled into the entry chunks by its source map', () => {
    write('assets/app.js.map', JSON.stringify({ sources: ['../../src/App.tsx', '../../src/pages/LandingPage.tsx'] }));
    const load = budget.firstLoad({ name: 'landing', path: '/', source: 'src/pages/LandingPage.tsx' }, dist);
    expect(load.screen).toBe('entry chunk assets/app.js');
    expect(load.chunks.map((c) => c.file).sort()).toEqual(['assets/app.js', 'assets/index.js']);
  });
});
