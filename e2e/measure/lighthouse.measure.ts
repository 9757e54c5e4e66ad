import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { baseURL, chromiumFlags, chromiumPath } from '../support/browser';

// Not a test of behaviour: `make bench` runs Lighthouse (the e2e package's
// exact version, Debian's Chromium) on five public pages of the demo shop,
// mobile form factor with simulated throttling (Lighthouse's defaults: a
// mid-range phone on slow 4G), and writes the scores and the page's LCP,
// TBT, CLS, FCP and JavaScript bytes to bench/results/lighthouse-<stamp>.json
// (issue 28 aims at performance ≥ 95 on all five, LCP ≤ 2.0 s, CLS 0).
// Each page is measured LIGHTHOUSE_RUNS times (3 unless set) in a fresh
// profile, so the cookie notice shows as to a first visitor; the run with
// the median performance score is reported, as Lighthouse's docs advise
// for a machine that is not idle.
const pages = [
  { name: 'home', path: '/de' },
  { name: 'category', path: '/de/reiter/reitbekleidung/reithosen' },
  { name: 'product', path: '/de/kniebesatz-reithose-ella-in-oliv' },
  { name: 'content page', path: '/de/service/agb' },
  { name: 'club home', path: '/de/verein/rv-lindenhof' },
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromeFlags = chromiumFlags;

/** The parts of a Lighthouse result (LHR) read here. */
interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  configSettings: { formFactor: string; throttlingMethod: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface PageFigures {
  name: string;
  path: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Scripts as sent (compressed), their count, and the whole page's bytes. */
  jsTransferBytes: number;
  jsRequests: number;
  totalTransferBytes: number;
  requests: number;
  /** Every run's performance score, the reported run's among them. */
  performanceRuns: number[];
  runWarnings: string[];
}

const lighthouseBin = join(
  createRequire(import.meta.url).resolve('lighthouse/package.json'),
  '..',
  'cli',
  'index.js',
);

async function lighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  const child = spawn(
    process.execPath,
    [
      lighthouseBin,
      url,
      '--chrome-path=' + chromiumPath,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}`);
  const result = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
  if (result.runtimeError) throw new Error(`lighthouse ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`);
  return result;
}

function figures(name: string, path: string, result: LighthouseResult, performanceRuns: number[]): PageFigures {
  const audit = (id: string) => {
    const value = result.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`lighthouse ${path}: no ${id}`);
    return value;
  };
  const score = (id: string) => Math.round((result.categories[id]?.score ?? Number.NaN) * 100);
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const bytes = (items: NetworkRequest[]) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    name,
    path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    jsTransferBytes: bytes(scripts),
    jsRequests: scripts.length,
    totalTransferBytes: bytes(requests),
    requests: requests.length,
    performanceRuns,
    runWarnings: result.runWarnings,
  };
}

test('Lighthouse on five public pages, mobile', { timeout: 60 * 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'paddock-lighthouse-'));
  const rows: PageFigures[] = [];
  let settings: { lighthouseVersion: string; formFactor: string; throttlingMethod: string } | undefined;
  try {
    for (const { name, path } of pages) {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) {
        results.push(await lighthouse(`${baseURL()}${path}`, join(dir, `run-${i}.json`)));
      }
      const performance = (r: LighthouseResult) => r.categories.performance?.score ?? 0;
      const sorted = [...results].sort((a, b) => performance(a) - performance(b));
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      expect(median, `no Lighthouse run of ${path}`).toBeDefined();
      if (!median) continue;
      settings ??= {
        lighthouseVersion: median.lighthouseVersion,
        formFactor: median.configSettings.formFactor,
        throttlingMethod: median.configSettings.throttlingMethod,
      };
      rows.push(figures(name, path, median, results.map((r) => Math.round(performance(r) * 100))));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `Lighthouse ${settings?.lighthouseVersion}, ${settings?.formFactor}, ${settings?.throttlingMethod} throttling, median of ${runs} run(s) by performance\n` +
      `${'page'.padEnd(14)} perf  a11y  b.p.   seo      LCP      TBT    CLS      FCP   JS (sent)  runs`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(14)} ${String(r.scores.performance).padStart(4)}  ${String(r.scores.accessibility).padStart(4)}  ` +
        `${String(r.scores['best-practices']).padStart(4)}  ${String(r.scores.seo).padStart(4)}  ` +
        `${(r.lcpMs / 1000).toFixed(2).padStart(5)} s  ${String(r.tbtMs).padStart(4)} ms  ${r.cls.toFixed(3)}  ` +
        `${(r.fcpMs / 1000).toFixed(2).padStart(5)} s  ${kB(r.jsTransferBytes).padStart(9)}  ${r.performanceRuns.join('/')}`,
    );
  }
  const out = join(import.meta.dirname, '..', '..', 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  writeFileSync(
    join(out, `lighthouse-${stamp}.json`),
    `${JSON.stringify({ baseURL: baseURL(), runs, ...settings, chromeFlags, pages: rows }, null, 2)}\n`,
  );
  expect(rows).toHaveLength(pages.length);
});
