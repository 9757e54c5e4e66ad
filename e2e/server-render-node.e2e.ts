// Issue 28 point 4: the embedded engine renders what Node renders. The
// server's pages (V8 inside paddock serve) are compared with the same
// bundle, web/dist/ssr/render.js, run in Node (support/node-render.ts)
// against the same running server: a difference of the engine (its Intl
// data, its JavaScript, the runtime the bundle brings for it) shows as the
// first spot where the markup or the inline state part.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL } from './support/browser';
import { NodeRenderer } from './support/node-render';

const bundle = process.env.PADDOCK_SSR_BUNDLE ?? resolve(import.meta.dirname, '../web/dist/ssr/render.js');

// A sample of the page types in the three languages; the en and fr paths of catalogue pages
// come from the German page's hreflang links (each language has its own url keys).
const sample: { type: string; path: string; lang?: 'en' | 'fr' }[] = [
  { type: 'home', path: '/de' },
  { type: 'home', path: '/fr' },
  { type: 'category', path: '/de/reiter/reitbekleidung/reithosen', lang: 'en' },
  { type: 'category, page 2', path: '/de/reiter?page=2' },
  { type: 'category, sorted and filtered', path: '/de/reiter/reitbekleidung/reithosen?sort=price-desc&manufacturer=2' },
  { type: 'product', path: '/de/kniebesatz-reithose-ella-in-oliv' },
  { type: 'product', path: '/de/kniebesatz-reithose-ella-in-oliv', lang: 'fr' },
  { type: 'search', path: '/en/search?q=breeches' },
  { type: 'content page', path: '/de/service/versand', lang: 'en' },
  { type: 'club home', path: '/fr/verein/rfv-isartal' },
  { type: 'not found', path: '/en/does-not-exist' },
];

/** The page's path in another language, from its hreflang link. */
async function pathIn(path: string, lang: 'en' | 'fr'): Promise<string> {
  const html = await (await fetch(baseURL() + path)).text();
  const href = new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)">`).exec(html)?.[1];
  if (!href) throw new Error(`${path} has no hreflang link for ${lang}`);
  const url = new URL(href);
  return url.pathname + url.search;
}

/** What the server answered: the markup of #root and the inline state. */
function served(html: string): { root: string; state: unknown } {
  const found = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="paddock-state">([\s\S]*?)<\/script>/.exec(html);
  if (!found) throw new Error('the page carries no server-rendered root and state');
  return { root: found[1] ?? '', state: JSON.parse(found[2] ?? '') };
}

/**
 * The server's render of a page. A render the engine stopped at its time
 * limit (a cold start on a busy machine) answers the browser's shell: that
 * is no engine difference, so the page is asked again, twice at most.
 */
async function serverRender(path: string): Promise<{ res: Response; page: { root: string; state: unknown } }> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(baseURL() + path, { redirect: 'manual' });
    const html = await res.text();
    if (html.includes('id="paddock-state"') || attempt === 3) return { res, page: served(html) };
  }
}

/** The moments a query was answered differ between two renders; everything else may not. */
function withoutMoments(state: unknown): unknown {
  return JSON.parse(JSON.stringify(state), (key, value: unknown) =>
    /UpdatedAt$|^dehydratedAt$/.test(key) && typeof value === 'number' ? 0 : value,
  );
}

/** The first spot where two texts part, with some of each around it; undefined when equal. */
function firstDifference(engine: string, node: string): string | undefined {
  if (engine === node) return undefined;
  let at = 0;
  while (at < engine.length && at < node.length && engine[at] === node[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 120));
  return `first difference at character ${at} of ${engine.length} (engine) and ${node.length} (Node):\n  engine: ${around(engine)}\n  Node:   ${around(node)}`;
}

let renderer: NodeRenderer;
beforeAll(() => {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: make web builds it`);
  renderer = new NodeRenderer(bundle, baseURL());
});
afterAll(async () => {
  await renderer?.close();
});

describe('the engine renders as Node does', () => {
  test('the comparison names the first spot where two renders part', () => {
    expect(firstDifference('<p>19,95 €</p>', '<p>19,95 €</p>')).toBeUndefined();
    const found = firstDifference('<p>19,95\u00a0€</p>', '<p>19,95 €</p>');
    expect(found).toContain('character 8');
  });

  for (const { type, path, lang } of sample) {
    test(`${type}: ${lang ?? path.split('/')[1]}`, async () => {
      const own = lang ? await pathIn(path, lang) : path;
      const { res, page } = await serverRender(own);
      const node = await renderer.render(own, baseURL());

      expect(node.status, `${own}: status`).toBe(res.status);
      expect(node.html.length, `${own}: Node's markup`).toBeGreaterThan(1000);
      const markup = firstDifference(page.root, node.html);
      expect(markup, `${own}: markup`).toBeUndefined();
      const state = firstDifference(JSON.stringify(withoutMoments(page.state)), JSON.stringify(withoutMoments(node.state)));
      expect(state, `${own}: inline state`).toBeUndefined();
      expect(renderer.logged, `${own}: warnings and errors Node's render logged`).toEqual([]);
    });
  }
});
