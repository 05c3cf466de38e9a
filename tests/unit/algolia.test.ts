import type {Config} from '@docusaurus/types';
import {contentSecurityPolicy} from '@site/src/build/nginx-config';
import {SEARCH_PLACEHOLDER} from '@site/src/data/site';

const KEYS = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** docusaurus.config.ts as a build with these environment variables reads it. */
function configWith(env: Partial<Record<(typeof KEYS)[number], string>>): {config: Config} {
  const saved = KEYS.map((k) => [k, process.env[k]] as const);
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, env);
  try {
    let loaded: {config: Config} | undefined;
    jest.isolateModules(() => {
      loaded = {config: (require('@site/docusaurus.config') as {default: Config}).default};
    });
    return loaded!;
  } finally {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/**
 * The names of the plugins the config's functions make. Some are closures that pass their options
 * (options written in the config are shipped to the browser), so a plugin is known by its name.
 */
const pluginNames = ({config}: {config: Config}) =>
  (config.plugins ?? []).flatMap((p) => {
    if (typeof p !== 'function') return [];
    try {
      return [(p as (context: unknown) => {name?: string})({siteDir: process.cwd(), siteConfig: config}).name];
    } catch {
      return [];
    }
  });
const usesLocalSearch = (config: {config: Config}) => pluginNames(config).includes('local-search');
const algoliaOf = ({config}: {config: Config}) => (config.themeConfig as {algolia?: Record<string, unknown>}).algolia;

describe('search mode (docusaurus.config.ts)', () => {
  it('is the offline search when no Algolia variable is set', () => {
    const config = configWith({});
    expect(usesLocalSearch(config)).toBe(true);
    expect(algoliaOf(config)).toBeUndefined();
  });

  it('is Algolia DocSearch, and only that, when all three variables are set', () => {
    const config = configWith({
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'pipedream',
    });
    expect(usesLocalSearch(config)).toBe(false);
    expect(algoliaOf(config)).toMatchObject({
      appId: 'APPID',
      apiKey: 'search-key',
      indexName: 'pipedream',
      placeholder: SEARCH_PLACEHOLDER,
    });
  });

  it('stays offline when a variable is missing', () => {
    const config = configWith({ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-key'});
    expect(usesLocalSearch(config)).toBe(true);
    expect(algoliaOf(config)).toBeUndefined();
  });

  it("lets the nginx policy reach Algolia's hosts only in Algolia mode", () => {
    expect(contentSecurityPolicy({algolia: true})).toMatch(/connect-src 'self' https:\/\/\*\.algolia\.net/);
    expect(contentSecurityPolicy({algolia: false})).not.toMatch(/algolia/);
  });
});
