import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { appendFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';

export const baseURL = () => inject('baseURL');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Viewport = keyof typeof viewports;

export const languages = ['de', 'en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** Debian's Chromium, never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How Chromium runs here: headless, and no connection of its own to the closed network. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Launches Debian's Chromium. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests, CSP violations among them. */
  problems: string[];
}

/**
 * The cookie of a visitor who answered the consent notice with "only
 * necessary", as the storefront writes it (web/src/features/consent/lib/consent.ts).
 */
export function consentCookie(services: { ga: boolean; clarity: boolean } = { ga: false, clarity: false }) {
  const record = { version: 1, timestamp: new Date().toISOString(), services: { sessions: true, ...services } };
  return { name: 'paddock_consent', value: encodeURIComponent(JSON.stringify(record)), url: baseURL() };
}

/**
 * A client address of its own for each browser context, at random in
 * 10.0.0.0/8: the server, which trusts loopback as a proxy in the
 * journeys, counts rate limits per visitor as in real life.
 */
export function visitorAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes.readUInt8(0)}.${bytes.readUInt8(1)}.${Math.max(bytes.readUInt8(2), 1)}`;
}

/**
 * Opens a fresh browser context with the given viewport and languages. Its
 * only cookie is an answered consent notice, so the notice does not cover
 * the page; `firstVisit` leaves it out, for journeys about the notice itself.
 * Each context is its own visitor with its own client address.
 */
export async function open(
  browser: Browser,
  options: { viewport?: Viewport; locale?: string; firstVisit?: boolean } = {},
): Promise<Tab> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    locale: options.locale ?? 'de-DE',
    baseURL: baseURL(),
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
    // No animation caught half-way (a toast fading in fails axe's contrast check on a busy machine).
    reducedMotion: 'reduce',
  });
  if (!options.firstVisit) await context.addCookies([consentCookie()]);
  const page = await context.newPage();
  keepOnFailure(page);
  // A page the server rendered shows before it answers to the hand: loads wait for hydration,
  // as a shopper's first tap lands once the page has hydrated.
  const untilHydrated = () =>
    page.waitForFunction(
      () => !document.getElementById('paddock-state') || document.documentElement.hasAttribute('data-hydrated'),
    );
  // A caller that asks only for the document (waitUntil 'domcontentloaded' or 'commit') gets it as it comes.
  const goto = page.goto.bind(page);
  page.goto = async (url, opts) => {
    const response = await goto(url, opts);
    if (opts?.waitUntil !== 'domcontentloaded' && opts?.waitUntil !== 'commit') await untilHydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (opts) => {
    const response = await reload(opts);
    await untilHydrated();
    return response;
  };
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return { context, page, problems };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.1 AA) on the page and fails on any violation; `soft`
 * marks the test failed but lets the journey go on, so one run reports
 * every screen's findings.
 */
export async function expectAccessible(page: Page, options: { soft?: boolean } = {}): Promise<void> {
  // The loading bar of a page change is gone once the page has arrived; it is no content to check.
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 5_000 });
  // evaluate goes through DevTools, so the page's strict CSP stays in force.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  const summary = (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  // Noted where make test prints them last, so a failed run's tail names them.
  if (summary.length > 0) {
    mkdirSync(results, { recursive: true });
    appendFileSync(join(results, 'axe-violations.txt'), `axe on ${page.url()}:\n${summary.map((l) => `  ${l}\n`).join('')}`);
  }
  (options.soft ? expect.soft : expect)(summary, `axe on ${page.url()}`).toEqual([]);
}

const results = join(import.meta.dirname, '..', 'test-results');

/** Whether journeys save the screens they name (PADDOCK_E2E_SCREENSHOTS=1), for people to look at. */
const screenshotsWanted = process.env.PADDOCK_E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot under e2e/test-results/screens when
 * PADDOCK_E2E_SCREENSHOTS=1 (for people to look at a screen); a normal run
 * takes none, and keeps only what a failed journey's pages showed
 * (keepOnFailure).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const dir = join(results, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * When the journey that opened the page fails, saves what the page shows
 * then under e2e/test-results/failures, named after the journey. Pages
 * opened outside a journey (in a beforeAll) are not watched.
 */
function keepOnFailure(page: Page): void {
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const dir = join(results, 'failures');
      mkdirSync(dir, { recursive: true });
      const name = `${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}-${randomBytes(3).toString('hex')}`;
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, timeout: 10_000 }).catch(() => undefined);
    });
  } catch {
    // not inside a journey
  }
}
