// Issue 28: the server renders each public page as it shows at the
// visitor's width (CSS media queries, not a phone-first guess), so the page
// does not move when the browser hydrates it: the header, the navigation,
// the product gallery and the listing's grid stand where the server's
// markup put them on a desktop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, open, screenshot, viewports, type Viewport } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pages = [
  { type: 'home', path: '/de' },
  { type: 'category', path: '/de/reiter/reitbekleidung/reithosen' },
  { type: 'product', path: '/de/kniebesatz-reithose-ella-in-oliv' },
];

/** What the first paint shows, each part by a selector: where it stands and how big it is. */
const parts = {
  header: 'header',
  heading: 'main h1',
  'first image': 'main img',
  'listing grid': 'main ul',
};

type Boxes = Record<string, { x: number; y: number; width: number; height: number } | null>;

async function boxes(page: Page): Promise<Boxes> {
  const out: Boxes = {};
  for (const [name, selector] of Object.entries(parts)) {
    const box = await page.locator(selector).first().boundingBox({ timeout: 2_000 }).catch(() => null);
    out[name] = box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  }
  return out;
}

// Desktops only: on a phone two shifts are left (issue 28, point 5): the visitor's shipping promise,
// which comes after hydration, wraps the announcement above the header onto a second line, and the
// home page's fixed header moves up by its announcements once measured (HeaderBar's stickyOnPhones).
const widths: Viewport[] = ['desktop'];

describe('layout on hydration', () => {
  for (const viewport of widths) {
    for (const { type, path } of pages) {
      test(`${type} on a ${viewport}: the server's markup stands where the hydrated page does, no layout shift`, async () => {
        // The server's markup alone, as a browser without JavaScript (or before hydration) shows it.
        const plain = await browser.newContext({ viewport: viewports[viewport], javaScriptEnabled: false });
        const before = await plain.newPage();
        await before.goto(new URL(path, (await import('./support/browser')).baseURL()).href);
        const server = await boxes(before);
        await screenshot(before, `layout-${type}-${viewport}-server`);
        await plain.close();

        const { page, context, problems } = await open(browser, { viewport });
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const hydrated = await boxes(page);
        await screenshot(page, `layout-${type}-${viewport}-hydrated`);
        const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

        expect(server.header, `${path}: the server's header`).not.toBeNull();
        expect(hydrated, `${path} on a ${viewport}`).toEqual(server);
        expect(shift, `${path} on a ${viewport}: layout shift while loading`).toBeLessThan(0.01);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
