// What a page transfers before it settles, and what the offline search downloads for a first
// query: gzip bytes on the wire in a fresh browser context (cold cache).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM, CHROMIUM_ARGS, hydrated} from '../browser';
import {filesUnder} from '../files';
import {SEARCH_PLACEHOLDER} from '../../data/site';
import type {Build} from './serve-build';
import {median} from './stats';

/** Gzip bytes one page transferred, eager by kind, and what it prefetched for later navigations. */
export type PageBytes = {
  js: number;
  css: number;
  html: number;
  /** JSON the page fetched before it settled. */
  json: number;
  /** The page's inline scripts (JSON data included), gzipped on their own: their share of the HTML. */
  inlineScripts: number;
  requests: number;
  prefetch: number;
  prefetchRequests: number;
  /** Gzip bytes by file name without its content hash (`main.js`), to see which file grew. */
  scripts: Record<string, number>;
  prefetched: Record<string, number>;
};

const byFile = (requests: {url: string; body: number}[]): Record<string, number> =>
  Object.fromEntries(
    requests.map((r) => [
      (new URL(r.url).pathname.split('/').pop() ?? '').replace(/\.[0-9a-f]{8,}\.js$/, '.js'),
      r.body,
    ]),
  );

/** The text of the inline <script> elements of an HTML document. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , text]) => text!)
    .filter((text) => text.trim());
}

/** Everything one page transfers before it settles, split into eager and prefetched. */
export async function measurePage(browser: Browser, pageUrl: string): Promise<PageBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{url: string; type: string; json: boolean; prefetch: boolean; body: number}>[] = [];
  let settled = false;
  page.on('requestfinished', (request) => {
    // A request that finishes after the page settled (an idle-time prefetch) is not counted, and
    // reading its sizes could outlive the context: it would reject after the close below.
    if (settled) return;
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        const sizes = await request.sizes();
        const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        const json = /\bjson\b/.test((await (await request.response())?.headerValue('content-type')) ?? '');
        return {url: request.url(), type: request.resourceType(), json, prefetch, body: sizes.responseBodySize};
      })(),
    );
  });
  const documentResponse = await page.goto(pageUrl, {waitUntil: 'load'});
  const scripts = inlineScripts((await documentResponse?.text()) ?? '').join('\n');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  settled = true;
  const requests = await Promise.all(pending);
  await context.close();
  const sum = (filter: (r: (typeof requests)[number]) => boolean) =>
    requests.filter(filter).reduce((total, r) => total + r.body, 0);
  const eager = requests.filter((r) => !r.prefetch);
  return {
    js: sum((r) => !r.prefetch && r.type === 'script'),
    css: sum((r) => !r.prefetch && r.type === 'stylesheet'),
    html: sum((r) => !r.prefetch && r.type === 'document'),
    json: sum((r) => !r.prefetch && r.json && r.type !== 'document'),
    inlineScripts: scripts ? zlib.gzipSync(scripts, {level: 6}).length : 0,
    requests: eager.length,
    prefetch: sum((r) => r.prefetch),
    prefetchRequests: requests.length - eager.length,
    // Files by name without their content hash (`main.js`), to see which one grew.
    scripts: byFile(eager.filter((r) => r.type === 'script')),
    prefetched: byFile(requests.filter((r) => r.prefetch)),
  };
}

/** What a first query downloads (gzip bytes, files, the search box's code) and the index's size on disk. */
type SearchBytes = {firstQuery: number; files: number; code: number; indexOnDisk: number};

/**
 * What the offline search downloads to answer a first query typed on `homeUrl`: everything requested
 * from focusing the box until the results show and the network is quiet, prefetches of pages apart.
 */
async function measureSearch(
  browser: Browser,
  homeUrl: string,
  {placeholder, buildDir}: {placeholder: string; buildDir: string},
): Promise<SearchBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(homeUrl);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const fetched: Promise<{url: string; prefetch: boolean; body: number}>[] = [];
  page.on('requestfinished', (request) =>
    fetched.push(
      (async () => {
        const headers = await request.allHeaders();
        const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        return {url: request.url(), prefetch, body: (await request.sizes()).responseBodySize};
      })(),
    ),
  );
  const box = page.getByPlaceholder(placeholder);
  await box.click();
  await box.fill('workflow');
  await page.getByRole('option').first().waitFor({timeout: 15_000});
  await page.waitForLoadState('networkidle');
  // Everything from focusing the box to the results: the box's code, Pagefind and the index.
  const files = (await Promise.all(fetched)).filter((f) => !f.prefetch);
  await context.close();
  const onDisk = (dir: string) => filesUnder(dir).reduce((t, file) => t + fs.statSync(path.join(dir, file)).size, 0);
  const indexDir = path.join(buildDir, 'pagefind');
  return {
    firstQuery: files.reduce((t, f) => t + f.body, 0),
    files: files.length,
    code: files.filter((f) => !f.url.includes('/pagefind/')).reduce((t, f) => t + f.body, 0),
    indexOnDisk: fs.existsSync(indexDir) ? onDisk(indexDir) : 0,
  };
}

/** The byte figures the budgets read, over the measured pages: medians, and the largest HTML. */
export type ByteFigure = 'eagerJs' | 'eagerCss' | 'prefetch' | 'html' | 'requests' | 'searchFirstQuery';
export type ByteFigures = Record<ByteFigure, number>;
export type BuildBytes = {pages: (PageBytes & {route: string})[]; search: SearchBytes};

export function byteFigures({pages, search}: BuildBytes): ByteFigures {
  return {
    eagerJs: median(pages.map((p) => p.js)),
    eagerCss: median(pages.map((p) => p.css)),
    prefetch: median(pages.map((p) => p.prefetch)),
    html: Math.max(...pages.map((p) => p.html)),
    requests: median(pages.map((p) => p.requests)),
    searchFirstQuery: search.firstQuery,
  };
}

/** Per build: each page's bytes and the first search's download. Deterministic: one pass. */
export async function measureBytes(
  builds: readonly Build[],
  routes: readonly string[],
): Promise<Record<string, BuildBytes>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    const result: Record<string, BuildBytes> = {};
    for (const b of builds) {
      const pages = [];
      for (const route of routes) pages.push({route, ...(await measurePage(browser, b.url(route)))});
      const search = await measureSearch(browser, b.url('/'), {placeholder: SEARCH_PLACEHOLDER, buildDir: b.buildDir});
      result[b.name] = {pages, search};
    }
    return result;
  } finally {
    await browser.close();
  }
}

/** The largest HTML file of a build folder, gzipped as the server sends it: its route and bytes. */
export function largestHtml(buildDir: string): {route: string; bytes: number} {
  let largest = {route: '', bytes: 0};
  for (const file of filesUnder(buildDir).filter((f) => f.endsWith('.html'))) {
    const bytes = zlib.gzipSync(fs.readFileSync(path.join(buildDir, file)), {level: 6}).length;
    if (bytes > largest.bytes) largest = {route: `/${file.replace(/(^|\/)index\.html$/, '$1')}`, bytes};
  }
  return largest;
}
