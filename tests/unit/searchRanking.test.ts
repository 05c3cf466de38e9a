import type {PagefindRecord} from '@site/src/plugins/local-search/client/pagefind';
import {parseQuery} from '@site/src/plugins/local-search/client/query';
import {groupByPage, pairShare, proximityShare, type Hit} from '@site/src/plugins/local-search/client/ranking';

/** Words of an excerpt; queries of this many terms or more are weighed on how their words stand. */
const EXCERPT_WORDS = 24;
const PAIR_MIN_TERMS = 3;
const PROXIMITY_WINDOW = 8;

/**
 * A record as Pagefind returns it for a query: its text is the heading, the section's words, then
 * the page title (and parent heading) it carries, as src/plugins/local-search/sections.ts writes it.
 */
function hit(
  score: number,
  {
    url,
    page,
    heading,
    parent,
    body,
    inner = [],
  }: {
    url: string;
    page: string;
    heading?: string;
    parent?: string;
    body: string;
    inner?: {id: string; text: string; before: string}[];
  },
  query: string,
): Hit {
  const title = heading ?? page;
  const text = body;
  const anchors: PagefindRecord['anchors'] = [];
  const headingWords = title.split(/\s+/).length;
  for (const h of inner) {
    const at = text.indexOf(h.before);
    const location = headingWords + text.slice(0, at).split(/\s+/).filter(Boolean).length;
    anchors.push({element: 'h4', id: h.id, text: h.text, location});
  }
  const level = !url.includes('#') ? 1 : parent ? 3 : 2;
  const words = [
    ...title.split(/\s+/),
    ...text.split(/\s+/),
    ...(url.includes('#') ? page.split(/\s+/) : []),
    ...(parent ? parent.split(/\s+/) : []),
  ];
  const terms = parseQuery(query).terms;
  const locations = words.flatMap((w, i) =>
    terms.some((t) =>
      w
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, '')
        .startsWith(t),
    )
      ? [i]
      : [],
  );
  return {
    score,
    record: {
      url,
      content: words.join(' '),
      meta: {title, page, ...(parent ? {parent} : {}), level: String(level), body: String(text.split(/\s+/).length)},
      anchors,
      locations,
      weighted_locations: locations.map((location) => ({location, weight: 1, balanced_score: 1})),
    },
  };
}

const LIMITS = '/docs/limits/';

describe('groupByPage (records into results grouped by page)', () => {
  it('groups the sections of a page under it, in the order of their best section', () => {
    const q = 'memory';
    const groups = groupByPage(parseQuery(q), [
      hit(
        10,
        {
          url: `${LIMITS}#memory`,
          page: 'Limits',
          heading: 'Memory',
          body: 'Workflows run with 256MB of memory by default.',
        },
        q,
      ),
      hit(
        9,
        {
          url: '/docs/pricing/#memory',
          page: 'Plans and Pricing',
          heading: 'Memory',
          body: 'Invocations count memory in proportion.',
        },
        q,
      ),
      hit(
        8,
        {url: `${LIMITS}#workflows`, page: 'Limits', heading: 'Workflows', body: 'A run that needs more memory fails.'},
        q,
      ),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Limits', 'Plans and Pricing']);
    expect(groups[0]!.url).toBe(LIMITS);
    expect(groups[0]!.entries.map((e) => e.url)).toEqual([`${LIMITS}#memory`, `${LIMITS}#workflows`]);
    expect(groups[0]!.entries[0]).toMatchObject({title: 'Memory', trail: ['Limits']});
  });

  it('lets a heading that names the query outweigh a higher Pagefind score for another section', () => {
    const q = 'memory';
    const hits = [
      hit(10, {url: '/docs/pricing/#plans', page: 'Plans', heading: 'Plans', body: 'memory memory memory'}, q),
      hit(8, {url: `${LIMITS}#memory`, page: 'Limits', heading: 'Memory of a run', body: 'What a run gets.'}, q),
    ];
    expect(groupByPage(parseQuery(q), hits).map((g) => g.title)).toEqual(['Limits', 'Plans']);
  });

  it('limits the sections shown under each page when asked', () => {
    const q = 'memory';
    const hits = ['a', 'b', 'c', 'd'].map((id, i) =>
      hit(10 - i, {url: `${LIMITS}#${id}`, page: 'Limits', heading: `Memory ${id}`, body: 'memory'}, q),
    );
    expect(groupByPage(parseQuery(q), hits, {entriesPerGroup: 3})[0]!.entries).toHaveLength(3);
    expect(groupByPage(parseQuery(q), hits)[0]!.entries).toHaveLength(4);
  });

  it('puts first the page whose title is the query, whatever Pagefind scored', () => {
    const q = 'cold starts';
    const groups = groupByPage(parseQuery(q), [
      hit(
        20,
        {
          url: '/docs/quickstart/run-workflow-on-a-schedule/#end-keepwarm-requests-early',
          page: 'Run workflow on a schedule',
          heading: 'End keepwarm requests early',
          body: 'cold starts cold starts cold starts',
        },
        q,
      ),
      hit(
        2,
        {
          url: '/docs/workflows/events/cold-starts/',
          page: 'Cold Starts',
          body: 'A cold start is the time a workflow takes to start.',
        },
        q,
      ),
    ]);
    expect(groups[0]!.title).toBe('Cold Starts');
    expect(groups[0]!.entries[0]).toMatchObject({title: 'Cold Starts', trail: []});
  });

  it("takes a page whose title is the query but for the site's name as the query's page", () => {
    const q = 'pipedream cli install';
    const records = [
      hit(
        20,
        {
          url: '/docs/event-sources/http/#install-the-pipedream-cli',
          page: 'HTTP',
          heading: 'Install the Pipedream CLI',
          body: 'Install the CLI before you deploy the source.',
        },
        q,
      ),
      hit(5, {url: '/docs/cli/install/', page: 'Installing the CLI', body: 'Install the CLI on macOS.'}, q),
    ];
    expect(groupByPage(parseQuery(q), records, {siteName: 'Pipedream'}).map((g) => g.title)).toEqual([
      'Installing the CLI',
      'HTTP',
    ]);
    // Without the site's name to leave out, the page title lacks one of the query's words.
    expect(groupByPage(parseQuery(q), records).map((g) => g.title)).toEqual(['HTTP', 'Installing the CLI']);
  });

  it('ranks a section whose heading names the query above one that only mentions it', () => {
    const q = 'delete my account';
    const groups = groupByPage(parseQuery(q), [
      hit(
        10,
        {
          url: '/docs/apps/zoom/#connect-your-zoom-account',
          page: 'Zoom',
          heading: 'Connect your Zoom account',
          body: 'You can delete the account connection later.',
        },
        q,
      ),
      hit(
        7,
        {
          url: '/docs/user-settings/#delete-your-account',
          page: 'User Settings',
          heading: 'Delete your account',
          body: 'Deleting your account removes your workflows.',
        },
        q,
      ),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['User Settings', 'Zoom']);
  });

  it('ranks a section whose #### heading names the query as one whose own heading does', () => {
    const q = 'component key naming';
    // The same words in both sections: only the headings differ.
    const body = 'Each component has a key. Its naming follows a convention.';
    const groups = groupByPage(parseQuery(q), [
      hit(10, {url: '/docs/api/rest/#endpoints', page: 'REST API', heading: 'Endpoints', body}, q),
      hit(
        8,
        {
          url: '/docs/components/guidelines/#component-metadata',
          page: 'Registry guidelines',
          heading: 'Metadata',
          body,
          inner: [{id: 'component-key-pattern', text: 'Component key pattern', before: 'Its naming'}],
        },
        q,
      ),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Registry guidelines', 'REST API']);
  });

  it('ranks a heading that the page title completes into the query above a heading holding part of it', () => {
    const q = 'out of memory error';
    // Pagefind scored the limits page's Memory far above the errors page's section.
    const beside = (id: string, heading: string) =>
      groupByPage(parseQuery(q), [
        hit(
          10,
          {url: `${LIMITS}#memory`, page: 'Limits', heading: 'Memory', body: 'How much memory each run gets.'},
          q,
        ),
        hit(
          1,
          {
            url: `/docs/errors/#${id}`,
            page: 'Common Errors',
            heading,
            body: 'The step used more memory than it has, and the run ended with an error.',
          },
          q,
        ),
      ]).map((g) => g.title);
    expect(beside('out-of-memory', 'Out of Memory')).toEqual(['Common Errors', 'Limits']);
    // A heading with a word the query lacks is not completed by its page's title.
    expect(beside('out-of-memory-in-sources', 'Out of Memory in sources')).toEqual(['Limits', 'Common Errors']);
  });

  it('ranks the section that puts the words of a long question side by side above one that scatters them', () => {
    const q = 'process events one at a time in order';
    const groups = groupByPage(parseQuery(q), [
      hit(
        10,
        {
          url: '/docs/event-sources/#the-queue',
          page: 'Event sources',
          heading: 'The queue',
          body: 'Events wait in order. One worker can process a queue, and each run takes time.',
        },
        q,
      ),
      hit(
        8,
        {
          url: '/docs/workflows/events/concurrency-and-throttling/#concurrency',
          page: 'Concurrency and throttling',
          heading: 'Concurrency',
          body: 'One worker processes events one at a time, in arrival order.',
        },
        q,
      ),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Concurrency and throttling', 'Event sources']);
  });

  it('shows first, for a question of how much, the section of the page that states the number', () => {
    const logs = (q: string) =>
      groupByPage(
        parseQuery(q),
        [
          hit(
            10,
            {
              url: '/docs/event-sources/logs/#read-the-logs',
              page: 'Logs',
              heading: 'Read the logs',
              body: 'A source keeps what its code writes and the errors it throws.',
            },
            q,
          ),
          hit(
            8,
            {
              url: '/docs/event-sources/logs/#limits',
              page: 'Logs',
              heading: 'Limits',
              body: 'Pipedream stores the last 100 logs of each source.',
            },
            q,
          ),
        ],
        {entriesPerGroup: 1},
      )[0]!.entries[0]!.url;
    expect(logs('how many logs does a source keep')).toBe('/docs/event-sources/logs/#limits');
    // A question that asks for no amount keeps Pagefind's order.
    expect(logs('what does a source keep')).toBe('/docs/event-sources/logs/#read-the-logs');
  });

  it('ranks a heading that is the error message typed above sections that mention it', () => {
    const q = 'Out of Memory';
    const groups = groupByPage(parseQuery(q), [
      hit(
        10,
        {
          url: `${LIMITS}#memory`,
          page: 'Limits',
          heading: 'Memory',
          body: 'When a run needs more memory you see an Out of Memory error.',
        },
        q,
      ),
      hit(
        9.7,
        {
          url: '/docs/errors/#out-of-memory',
          page: 'Common Errors',
          parent: 'Pipedream internal errors',
          heading: 'Out of Memory',
          body: 'The run used more memory than it has.',
        },
        q,
      ),
    ]);
    expect(groups[0]!.title).toBe('Common Errors');
    expect(groups[0]!.entries[0]!.trail).toEqual(['Common Errors', 'Pipedream internal errors']);
  });

  it('puts first the page whose route is the query, above a section of a broader page', () => {
    const q = 'quickstart';
    const groups = groupByPage(parseQuery(q), [
      hit(
        20,
        {
          url: '/docs/components/#quickstart-guides',
          page: 'Components Overview',
          heading: 'Quickstart guides',
          body: 'quickstart',
        },
        q,
      ),
      hit(3, {url: '/docs/quickstart/', page: 'Introduction', body: 'What the quickstart teaches.'}, q),
    ]);
    expect(groups.map((g) => g.url)).toEqual(['/docs/quickstart/', '/docs/components/']);
  });

  it('does not take a query that is only a name for the page whose route has its word', () => {
    const q = '$auth';
    const groups = groupByPage(parseQuery(q), [
      hit(5, {url: '/docs/workflows/steps/code/auth/', page: 'Auth', body: 'Connect an account.'}, q),
      hit(
        20,
        {
          url: '/docs/components/api/#app-props',
          page: 'Component API Reference',
          heading: 'App props',
          body: 'Read the credentials from $auth, as the example shows.',
        },
        q,
      ),
    ]);
    expect(groups.map((g) => g.url)).toEqual(['/docs/components/api/', '/docs/workflows/steps/code/auth/']);
  });

  it('opens the entry at a #### heading that is the name typed', () => {
    const q = '$.export';
    const groups = groupByPage(parseQuery(q), [
      hit(
        20,
        {
          url: '/docs/workflows/steps/#step-exports',
          page: 'What are steps?',
          heading: 'Step exports',
          body: 'Steps export data with return or $.export for the next steps.',
        },
        q,
      ),
      hit(
        4,
        {
          url: '/docs/components/api/#returning-data-from-steps',
          page: 'Component API Reference',
          heading: 'Returning data from steps',
          body: 'return ends the step. $.export names a value: $.export("name", value) exports it.',
          inner: [{id: 'export', text: '$.export', before: '$.export names'}],
        },
        q,
      ),
    ]);
    const api = groups.find((g) => g.url === '/docs/components/api/');
    expect(api!.entries[0]).toMatchObject({url: '/docs/components/api/#export', title: '$.export'});
  });

  it('opens an entry at the #### heading its excerpt falls under', () => {
    const q = 'entity large';
    const [group] = groupByPage(parseQuery(q), [
      hit(
        10,
        {
          url: '/docs/workflows/steps/triggers/#errors',
          page: 'Triggers',
          parent: 'HTTP',
          heading: 'Errors',
          body: 'Requests can fail. Request Entity Too Large A body larger than the limit gets an error.',
          inner: [{id: 'request-entity-too-large', text: 'Request Entity Too Large', before: 'Request Entity'}],
        },
        q,
      ),
    ]);
    expect(group!.entries[0]).toMatchObject({
      url: '/docs/workflows/steps/triggers/#request-entity-too-large',
      title: 'Request Entity Too Large',
      trail: ['Triggers', 'HTTP', 'Errors'],
    });
  });

  it('opens a long section at the #### heading whose words hold the most of the query, not the most matches', () => {
    const q = 'registry component key convention';
    const paths = '/components/a.app.js /components/a/actions /components/a/sources /components/b.app.js';
    const [group] = groupByPage(parseQuery(q), [
      hit(
        10,
        {
          url: '/docs/components/guidelines/#general',
          page: 'Guidelines',
          heading: 'General',
          body:
            `Key pattern The key of a registry component follows one convention. ${'filler '.repeat(30)}` +
            `Folder structure Put each component in its folder: ${paths} ${paths}`,
          inner: [
            {id: 'component-key-pattern', text: 'Key pattern', before: 'Key pattern'},
            {id: 'folder-structure', text: 'Folder structure', before: 'Folder structure'},
          ],
        },
        q,
      ),
    ]);
    expect(group!.entries[0]!.url).toBe('/docs/components/guidelines/#component-key-pattern');
  });

  it("builds excerpts from the section's own words, with the matched words marked, as text", () => {
    const q = 'script';
    const body = `${'word '.repeat(40)}<script>alert(1)</script> is text here ${'more '.repeat(40)}`.trim();
    const [group] = groupByPage(parseQuery(q), [hit(1, {url: '/docs/a/#b', page: 'A', heading: 'B', body}, q)]);
    const excerpt = group!.entries[0]!.excerpt;
    const text = excerpt.map((s) => s.text).join('');
    expect(text.split(/\s+/).filter((w) => w !== '…').length).toBeLessThanOrEqual(EXCERPT_WORDS);
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(excerpt.filter((s) => s.mark).map((s) => s.text)).toEqual(['<script>alert(1)</script>']);
    expect(text).not.toContain('A B');
  });

  it('returns nothing for no records', () => {
    expect(groupByPage(parseQuery('anything'), [])).toEqual([]);
  });
});

describe('pairShare (neighbouring words of a question, side by side in a section)', () => {
  it('counts the pairs of query terms that are neighbours, stop words and word endings aside', () => {
    // Pairs: process–events, events–one, one–time, time–order; "at a", "in", "each" are stop words.
    expect(
      pairShare(parseQuery('process events one at a time in order'), ['Processes each event one at a time.']),
    ).toBe(3 / 4);
    expect(pairShare(parseQuery('process events one at a time in order'), ['Order takes time: one process.'])).toBe(0);
  });

  it('does not pair words across the end of a heading or a sentence', () => {
    const q = parseQuery('how many logs does a source keep');
    expect(pairShare(q, ['Read the logs', 'A source keeps what its code writes.'])).toBe(1 / 3);
    expect(pairShare(q, ['Read the logs. A source keeps what its code writes.'])).toBe(1 / 3);
    expect(pairShare(q, ['Read the logs a source keeps'])).toBe(2 / 3);
  });

  it('leaves out queries too short for it to say more than the phrase and heading signals', () => {
    const short = 'delete account';
    expect(parseQuery(short).terms.length).toBeLessThan(PAIR_MIN_TERMS);
    expect(pairShare(parseQuery(short), ['Delete account'])).toBe(0);
  });
});

describe('proximityShare (the words of a question close together in a section)', () => {
  const q = parseQuery('process source events one at a time');

  it('counts the terms found within a window, in any order and with other words between', () => {
    // process, source, event, one, time: all but "source", within eight words of one another.
    expect(proximityShare(q, 'The workflow then processes one event at a time, in order.')).toBe(4 / 5);
    expect(proximityShare(q, 'One at a time, each event a source emits is processed.')).toBe(1);
  });

  it('does not count terms further apart than the window', () => {
    const filler = Array.from({length: PROXIMITY_WINDOW}, (_, i) => `filler${i}`).join(' ');
    // Each half holds two or three of the terms; the window never spans both.
    expect(proximityShare(q, `A source can process ${filler} one event at a time.`)).toBe(3 / 5);
    expect(proximityShare(q, `Process ${filler} source ${filler} event ${filler} one ${filler} time`)).toBe(1 / 5);
  });

  it('leaves out queries too short for it to say more than the heading and body signals', () => {
    expect(parseQuery('event queue').terms.length).toBeLessThan(PAIR_MIN_TERMS);
    expect(proximityShare(parseQuery('event queue'), 'the event queue')).toBe(0);
  });
});
