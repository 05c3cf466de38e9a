/**
 * The page list: every route the site serves (relative to the base path /docs/), the title readers
 * know it by, and which previous/next links its front matter hides.
 *
 * It mirrors ../shared/routes.txt and the titles of ../shared/FACTS.md. Tests check it against the
 * docs folder (every route has exactly one page, titles and pagination flags match) and against the
 * sidebar (every page is reachable), so adding a page means adding it here, in docs/ and in
 * sidebars.ts, and a test names whichever of the three was forgotten.
 */
export type PageEntry = {
  /** Route relative to the base path, with a leading and trailing slash. */
  route: string;
  title: string;
  /** Previous/next links the page's front matter hides (`pagination_prev/next: null`). */
  hide?: 'prev' | 'next' | 'both';
};

export const PAGES: readonly PageEntry[] = [
  {route: '/', title: 'Overview', hide: 'both'},
  {route: '/abuse/', title: 'Reporting abuse'},
  {route: '/api/auth/', title: 'Authentication'},
  {route: '/api/overview/', title: 'API Overview'},
  {route: '/api/rest/', title: 'REST API'},
  {route: '/api/rest/rss/', title: 'REST API example: Create an RSS source'},
  {route: '/api/rest/webhooks/', title: 'REST API Example: Webhooks'},
  {route: '/api/rest/workflow-errors/', title: 'REST API example: Workflow errors'},
  {route: '/api/sse/', title: 'Server-Sent Events (SSE)'},
  {route: '/apps/all-apps/', title: 'List of Integrated Apps'},
  {route: '/apps/discord/', title: 'Discord'},
  {route: '/apps/hubspot/', title: 'HubSpot'},
  {route: '/apps/intercom/', title: 'Intercom'},
  {route: '/apps/servicenow/', title: 'ServiceNow'},
  {route: '/apps/slack/', title: 'Slack'},
  {route: '/apps/strava/', title: 'Strava'},
  {route: '/apps/twitter/', title: 'Twitter'},
  {route: '/apps/zoho-books/', title: 'Zoho Books'},
  {route: '/apps/zoho-crm/', title: 'Zoho CRM'},
  {route: '/apps/zoho-mail/', title: 'Zoho Mail'},
  {route: '/apps/zoom/', title: 'Zoom'},
  {route: '/cli/install/', title: 'Installing the CLI'},
  {route: '/cli/login/', title: 'Logging into the CLI'},
  {route: '/cli/reference/', title: 'CLI Reference'},
  {route: '/components/', title: 'Components Overview'},
  {route: '/components/actions/', title: 'Actions'},
  {route: '/components/api/', title: 'Component API Reference'},
  {route: '/components/guidelines/', title: 'Contributing to the Pipedream Registry'},
  {route: '/components/migrating/', title: 'Migrating from Legacy Actions to Component Actions'},
  {route: '/components/quickstart/nodejs/actions/', title: 'Quickstart: Action Development'},
  {route: '/components/quickstart/nodejs/sources/', title: 'Quickstart: Source Development'},
  {route: '/connected-accounts/', title: 'Connected Accounts'},
  {route: '/destinations/', title: 'Destinations Overview'},
  {route: '/destinations/email/', title: 'Email'},
  {route: '/destinations/emit/', title: 'Emit events'},
  {route: '/destinations/http/', title: 'HTTP'},
  {route: '/destinations/s3/', title: 'Amazon S3'},
  {route: '/destinations/sql/', title: 'Pipedream SQL Service'},
  {route: '/destinations/sse/', title: 'Server-Sent Events (SSE)'},
  {route: '/environment-variables/', title: 'Environment Variables', hide: 'both'},
  {route: '/errors/', title: 'Common Errors', hide: 'prev'},
  {route: '/event-sources/', title: 'Sources'},
  {route: '/event-sources/github/', title: 'Example: GitHub'},
  {route: '/event-sources/http/', title: 'Creating an HTTP source'},
  {route: '/event-sources/logs/', title: 'Logs'},
  {route: '/event-sources/public-streams/', title: 'Public Streams'},
  {route: '/event-sources/rss/', title: 'Example: RSS'},
  {route: '/examples/adding-rows-to-google-sheets/', title: 'Example: Add Rows to Google Sheets'},
  {route: '/examples/waiting-to-execute-next-step-of-workflow/', title: 'Example: Delay a workflow before the next step runs'},
  {route: '/limits/', title: 'Limits', hide: 'both'},
  {route: '/new-feature-or-bug/', title: 'New Features / Bugs', hide: 'both'},
  {route: '/notebook/dollar-context/', title: '$context'},
  {route: '/notebook/dollar-event/', title: '$event'},
  {route: '/orgs/', title: 'Managing your Organization'},
  {route: '/orgs/sso/okta/', title: 'SSO - Okta'},
  {route: '/pipedream-axios/', title: '@pipedream/platform axios'},
  {route: '/pricing/', title: 'Plans and Pricing', hide: 'both'},
  {route: '/privacy-and-security/', title: 'Privacy and Security at Pipedream', hide: 'both'},
  {route: '/privacy-and-security/best-practices/', title: 'Security Best Practices'},
  {route: '/privacy-and-security/pgp-key/', title: 'PGP Key', hide: 'both'},
  {route: '/public-workflows/', title: 'Workflow Code and Data Visibility', hide: 'both'},
  {route: '/quickstart/', title: 'Introduction'},
  {route: '/quickstart/add-data-to-google-sheets/', title: 'Insert data into Google Sheets'},
  {route: '/quickstart/email-yourself/', title: 'Email yourself on new RSS items'},
  {route: '/quickstart/end-workflow-early/', title: 'End workflow early'},
  {route: '/quickstart/hello-name/', title: 'hello ${name}!'},
  {route: '/quickstart/hello-world/', title: 'hello world!'},
  {route: '/quickstart/make-http-request/', title: 'Make outbound HTTP requests'},
  {route: '/quickstart/next-steps/', title: 'Next Steps'},
  {route: '/quickstart/real-world-example/', title: 'Real-world Twitter -> Slack'},
  {route: '/quickstart/run-workflow-on-a-schedule/', title: 'Run workflow on a schedule'},
  {route: '/quickstart/use-managed-auth-in-code/', title: 'Use connected accounts in code'},
  {route: '/quickstart/using-npm-packages/', title: 'Use any npm package'},
  {route: '/removed-features/dollar-variables/', title: 'Changing how we reference $event and $context'},
  {route: '/sign-up/', title: 'Signing Up'},
  {route: '/status/', title: 'Service Status'},
  {route: '/subprocessors/', title: 'Subprocessors', hide: 'both'},
  {route: '/troubleshooting/', title: 'Troubleshooting'},
  {route: '/user-settings/', title: 'User Settings'},
  {route: '/workflows/', title: 'What are workflows?', hide: 'prev'},
  {route: '/workflows/copy/', title: 'Copying Workflows'},
  {route: '/workflows/error-handling/global-error-workflow/', title: 'Global Error Workflow'},
  {route: '/workflows/events/', title: 'What are events?'},
  {route: '/workflows/events/cold-starts/', title: 'Cold Starts'},
  {route: '/workflows/events/concurrency-and-throttling/', title: 'Managing Concurrency and Throttling'},
  {route: '/workflows/events/inspect/', title: 'Inspect Events'},
  {route: '/workflows/events/replay/', title: 'Replay Events'},
  {route: '/workflows/events/test/', title: 'Send Test Events'},
  {route: '/workflows/examples/add-multiple-rows-to-google-sheets/', title: 'Add multiple rows to a Google Sheet'},
  {route: '/workflows/examples/add-record-to-airtable/', title: 'Add a record to an Airtable table'},
  {route: '/workflows/examples/add-row-to-google-sheets/', title: 'Add a row to a Google Sheet'},
  {route: '/workflows/examples/cron-job/', title: 'Run a workflow on a schedule (cron job)'},
  {route: '/workflows/examples/http-response/', title: 'Return an HTTP response from a workflow'},
  {route: '/workflows/examples/send-discord-message/', title: 'Send a message to Discord'},
  {route: '/workflows/examples/send-email-to-someone-else/', title: 'Send an email to someone else'},
  {route: '/workflows/examples/send-http-request/', title: 'Send an HTTP request'},
  {route: '/workflows/examples/send-slack-message/', title: 'Send a Slack message'},
  {route: '/workflows/examples/send-yourself-email/', title: 'Send yourself an email'},
  {route: '/workflows/examples/trigger-workflow-on-saas-event/', title: 'Trigger a workflow on events from another app'},
  {route: '/workflows/managing/', title: 'Edit and Manage'},
  {route: '/workflows/networking/', title: 'Network / IP range'},
  {route: '/workflows/settings/', title: 'Workflow Settings'},
  {route: '/workflows/steps/', title: 'What are steps?'},
  {route: '/workflows/steps/actions/', title: 'Actions (legacy)'},
  {route: '/workflows/steps/code/', title: 'Code'},
  {route: '/workflows/steps/code/async/', title: 'Running asynchronous code'},
  {route: '/workflows/steps/code/auth/', title: 'Auth in code steps'},
  {route: '/workflows/steps/code/nodejs/http-requests/', title: 'Make HTTP Requests with Node.js'},
  {route: '/workflows/steps/code/nodejs/sharing-code/', title: 'Sharing code across workflows'},
  {route: '/workflows/steps/code/nodejs/working-with-files/', title: 'Working with the filesystem in Node.js'},
  {route: '/workflows/steps/code/state/', title: 'Workflow state'},
  {route: '/workflows/steps/params/', title: 'Params'},
  {route: '/workflows/steps/triggers/', title: 'Triggers'},
];

/** The Markdown source of a route: `/a/b/` is `docs/a/b.mdx`, the home page `docs/index.mdx`. */
export function sourceFileOf(route: string): string {
  return route === '/' ? 'docs/index.mdx' : `docs${route.replace(/\/$/, '')}.mdx`;
}

/** The doc id Docusaurus gives that file, as sidebars.ts names it. */
export function docIdOf(route: string): string {
  return route === '/' ? 'index' : route.slice(1, -1);
}
