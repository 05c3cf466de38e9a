// The scale fixture's pages: app pages as a large app directory would have them, each a page the
// content check accepts (front matter, sections, prose, a table, a code block, links to real
// pages), in a sidebar category split into groups of about fifty, alphabetically. Pure.
//
// Names are drawn from the site's own words with a seeded generator, so every run writes the
// same pages; they are never numbered or repeated, since names that repeat compress better than
// real ones and would flatter every figure that grows with the page count.
import path from 'node:path';
import {titleProblems} from '../content-rules';

export type AppPage = {id: string; name: string; source: string};
/** A real page a generated one may link to. */
export type LinkTarget = {id: string; title: string};

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Distinct lowercase words of the pages' prose, in a fixed order: what names and topics are drawn from. */
export function siteWords(sources: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of sources) for (const word of text.match(/\b[a-z]{4,12}\b/g) ?? []) words.add(word);
  return [...words].sort();
}

/** Names a page file may not take: they would become the folder's own route. */
const RESERVED = new Set(['index', 'readme']);
const APPS = 'apps';
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/**
 * The page of the app `name`, in the folder docs/apps/: its topics drawn from `words` (so the
 * search index grows with text like the site's) and its links from `links`.
 */
function appPage(
  name: string,
  slug: string,
  pick: <T>(from: readonly T[]) => T,
  {words, links}: {words: readonly string[]; links: readonly LinkTarget[]},
): string {
  const prop = slug.replace(/-/g, '_');
  const [a, b, c, d, e, f] = Array.from({length: 6}, () => pick(words));
  const link = (target: LinkTarget) => `[${target.title}](${path.posix.relative(APPS, `${target.id}.mdx`)})`;
  const [first, second, third] = [pick(links), pick(links), pick(links)];
  const code = [
    '```javascript',
    'import { axios } from "@pipedream/platform";',
    '',
    'export default defineComponent({',
    '  props: {',
    `    ${prop}: {`,
    '      type: "app",',
    `      app: "${prop}",`,
    '    },',
    '  },',
    '  async run({ $ }) {',
    '    return await axios($, {',
    `      url: "https://api.example.com/${d}",`,
    '      headers: {',
    `        Authorization: \`Bearer \${this.${prop}.$auth.oauth_access_token}\`,`,
    '      },',
    '    });',
    '  },',
    '});',
    '```',
  ].join('\n');
  return `---
title: ${JSON.stringify(name)}
description: ${JSON.stringify(`Connect ${name} to Pipedream: call its API from a workflow, react to its events and fix a connection that stops working.`)}
---

${name} keeps track of ${a}, ${b} and ${c} for the teams that use it. This page shows how a workflow reads and changes that data, how an event in ${name} can start a workflow, and what to check when a request to ${name} stops working.

## What you can do with ${name}

Connect your ${name} account once, and every workflow in your workspace can use it. The pages ${link(first)} and ${link(second)} explain parts of the platform that such workflows rely on.

### Actions

Prebuilt actions cover the requests most workflows make. Each one asks for the fields it needs and returns what ${name} answered, so the next step can use it:

| Action | What it does |
|---|---|
| Create a ${d} | Adds a new ${d} to your ${name} account |
| Update a ${e} | Changes the fields of an existing ${e} |
| Find a ${f} | Looks up a ${f} by name and returns its details |

### Event sources

An event source watches your ${name} account and emits an event each time something changes, such as a new ${a} or an edited ${b}. A workflow that uses the source as its trigger runs once for every event, and you can inspect each event before you write the steps that handle it.

## Call the ${name} API from code

When no action does what you need, call the API from a code step. The step below sends an authenticated request with the account you connected; change the path to reach another part of the API:

${code}

The page ${link(third)} covers more of what a workflow can do around a request like this one.

## Troubleshooting

### Requests fail after you reconnect

Reconnecting an account issues new credentials. Open each workflow that uses ${name}, pick the account again in its steps, and deploy the workflow so it runs with the new credentials.

### Events stop arriving

If the source emits nothing, check that the ${name} account is still connected and that the source is active. A source that was paused keeps no events from the time it was off.
`;
}

/**
 * `count` app pages (in the order drawn: the first n of a longer list are the pages of a smaller
 * fixture), none with an id in `taken`, each linking to three of `links`.
 */
export function appPages(
  count: number,
  {
    words,
    taken,
    links,
    seed = 49,
  }: {words: readonly string[]; taken: ReadonlySet<string>; links: readonly LinkTarget[]; seed?: number},
): AppPage[] {
  const usable = words.filter((w) => !RESERVED.has(w));
  if (usable.length < 10) throw new Error('page-cost: too few words to name the generated pages');
  const linkable = links.filter((l) => /^[\w .,:'&()-]+$/.test(l.title));
  if (!linkable.length) throw new Error('page-cost: no page to link the generated pages to');
  const next = random(seed);
  const pick = <T>(from: readonly T[]): T => from[Math.floor(next() * from.length)]!;
  const seen = new Set(taken);
  const pages: AppPage[] = [];
  for (let tries = 0; pages.length < count; tries++) {
    if (tries > count * 100 + 1000) throw new Error(`page-cost: could not name ${count} distinct pages`);
    const picked = Array.from({length: next() < 0.4 ? 1 : 2}, () => pick(usable));
    const name = picked.map(cap).join(' ');
    const id = `${APPS}/${picked.join('-')}`;
    if (seen.has(id) || titleProblems(name).length) continue;
    seen.add(id);
    pages.push({id, name, source: appPage(name, picked.join('-'), pick, {words: usable, links: linkable})});
  }
  return pages;
}

/** A sidebar category. */
export type Category = {type: 'category'; label: string; items: (string | Category)[]};

/** The app directory: the pages by name, in groups of `size` labelled by their first and last app. */
export function appDirectory(pages: readonly AppPage[], size = 50): Category {
  const sorted = [...pages].sort((x, y) => x.name.localeCompare(y.name, 'en'));
  const groups: Category[] = [];
  for (let i = 0; i < sorted.length; i += size) {
    const group = sorted.slice(i, i + size);
    const label = group.length === 1 ? group[0]!.name : `${group[0]!.name} to ${group.at(-1)!.name}`;
    groups.push({type: 'category', label, items: group.map((p) => p.id)});
  }
  return {type: 'category', label: 'App Directory', items: groups};
}
