import {URLS} from './platform';

/**
 * Old URLs and where they go now. Paths are relative to the base path /docs/; `to` is a route of
 * a page's route (its file under docs/, read by src/build/pages.ts) or an absolute URL. docusaurus.config.ts hands the internal ones to
 * @docusaurus/plugin-client-redirects; tests/unit/redirects.test.ts checks every target exists.
 */
export type Redirect = {from: string; to: string; why?: string};

export const REDIRECTS: readonly Redirect[] = [
  {from: '/cron', to: '/workflows/steps/triggers/', why: 'schedules are a kind of trigger'},
  {from: '/notebook', to: '/workflows/steps/'},
  {from: '/workflows/fork', to: '/workflows/copy/', why: '"fork" was renamed "copy"'},
  {from: '/notebook/fork', to: '/workflows/copy/'},
  {from: '/notebook/inspector/', to: '/workflows/events/inspect/'},
  {from: '/notebook/observability/', to: '/workflows/events/inspect/'},
  {from: '/notebook/destinations/', to: '/destinations/'},
  {from: '/notebook/destinations/http/', to: '/destinations/http/'},
  {from: '/notebook/destinations/s3/', to: '/destinations/s3/'},
  {from: '/notebook/destinations/email/', to: '/destinations/email/'},
  {from: '/notebook/destinations/sse/', to: '/destinations/sse/'},
  {from: '/notebook/destinations/snowflake/', to: '/destinations/', why: 'no Snowflake page exists'},
  {from: '/notebook/code/', to: '/workflows/steps/code/'},
  {from: '/notebook/actions/', to: '/workflows/steps/actions/'},
  {from: '/notebook/sources/', to: '/workflows/steps/triggers/'},
  {from: '/notebook/sql/', to: '/destinations/sql/'},
  {from: '/what-is-pipedream/', to: '/'},
  {from: '/security/', to: '/privacy-and-security/'},
  {from: '/security/pgp-key/', to: '/privacy-and-security/pgp-key/', why: 'the 2022 docs linked the key there'},
  {
    from: '/docs/apps/all-apps',
    to: URLS.APPS_DIRECTORY,
    why: 'old links repeated the base path (/docs/docs/apps/all-apps)',
  },
];

export const isExternal = (to: string): boolean => /^https?:\/\//.test(to);
