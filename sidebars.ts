import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {URLS} from './src/data/platform';

/**
 * The one sidebar, and the one place that orders pages: groups and single links in the order
 * readers of the old site know, with the pages that site left out of its sidebar placed in the
 * group they belong to (nested categories where there are several), so every page is reachable.
 * tests/unit/sidebar.test.ts fails when a page is in no sidebar or an entry names a page that
 * does not exist. Adding a page: its .mdx file under docs/ plus one line here.
 */
const sidebars = {
  docs: [
    {type: 'doc', id: 'index', label: 'Overview'},
    {
      type: 'category',
      label: 'Quickstart',
      items: [
        'quickstart',
        'quickstart/hello-world',
        'quickstart/hello-name',
        'quickstart/make-http-request',
        'quickstart/using-npm-packages',
        'quickstart/add-data-to-google-sheets',
        'quickstart/end-workflow-early',
        'quickstart/use-managed-auth-in-code',
        'quickstart/run-workflow-on-a-schedule',
        'quickstart/email-yourself',
        'quickstart/real-world-example',
        'quickstart/next-steps',
        'sign-up',
      ],
    },
    {
      type: 'category',
      label: 'Workflows',
      items: [
        'workflows',
        'workflows/steps',
        'workflows/steps/triggers',
        'components/actions',
        'workflows/steps/code',
        'workflows/steps/params',
        'workflows/steps/code/state',
        'workflows/steps/code/nodejs/http-requests',
        'workflows/steps/code/nodejs/working-with-files',
        'workflows/networking',
        'workflows/steps/code/nodejs/sharing-code',
        'workflows/steps/code/async',
        {
          type: 'category',
          label: 'Legacy features',
          items: [
            'workflows/steps/actions',
            'notebook/dollar-event',
            'notebook/dollar-context',
            'removed-features/dollar-variables',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Connecting Apps',
      items: ['apps/all-apps', 'connected-accounts', 'workflows/steps/code/auth'],
    },
    {
      type: 'category',
      label: 'Workflow Events',
      items: [
        'workflows/events',
        'workflows/events/inspect',
        'workflows/events/replay',
        'workflows/events/test',
        'workflows/events/concurrency-and-throttling',
        'workflows/events/cold-starts',
      ],
    },
    {
      type: 'category',
      label: 'Managing Workflows',
      items: [
        'workflows/copy',
        'workflows/managing',
        'workflows/settings',
        'public-workflows',
        'environment-variables',
      ],
    },
    {
      type: 'category',
      label: 'Managing Errors',
      items: ['errors', 'workflows/error-handling/global-error-workflow'],
    },
    {
      type: 'category',
      label: 'Components',
      items: [
        {type: 'doc', id: 'components', label: 'Overview', key: 'components-overview'},
        {
          type: 'category',
          label: 'Sources',
          link: {type: 'doc', id: 'event-sources'},
          items: [
            'event-sources/http',
            'event-sources/logs',
            'event-sources/github',
            'event-sources/rss',
            'event-sources/public-streams',
          ],
        },
        'components/actions',
        'components/quickstart/nodejs/actions',
        'components/quickstart/nodejs/sources',
        'components/api',
        'components/guidelines',
        'pipedream-axios',
        'components/migrating',
      ],
    },
    'user-settings',
    {
      type: 'category',
      label: 'Examples',
      items: [
        'examples/adding-rows-to-google-sheets',
        'examples/waiting-to-execute-next-step-of-workflow',
        {
          type: 'category',
          label: 'Workflow examples',
          items: [
            'workflows/examples/cron-job',
            'workflows/examples/http-response',
            'workflows/examples/send-http-request',
            'workflows/examples/send-yourself-email',
            'workflows/examples/send-email-to-someone-else',
            'workflows/examples/send-slack-message',
            'workflows/examples/send-discord-message',
            'workflows/examples/add-row-to-google-sheets',
            'workflows/examples/add-multiple-rows-to-google-sheets',
            'workflows/examples/add-record-to-airtable',
            'workflows/examples/trigger-workflow-on-saas-event',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'CLI',
      items: ['cli/install', 'cli/login', 'cli/reference'],
    },
    {
      type: 'category',
      label: 'APIs',
      items: [
        'api/overview',
        'api/auth',
        'api/rest',
        'api/rest/webhooks',
        'api/rest/rss',
        'api/rest/workflow-errors',
        'api/sse',
      ],
    },
    {
      type: 'category',
      label: 'Destinations',
      items: [
        {type: 'doc', id: 'destinations', label: 'Overview', key: 'destinations-overview'},
        'destinations/http',
        'destinations/s3',
        'destinations/email',
        'destinations/sql',
        'destinations/emit',
        'destinations/sse',
      ],
    },
    {
      type: 'category',
      label: 'Integrations',
      items: [
        'apps/all-apps',
        'apps/discord',
        'apps/hubspot',
        'apps/intercom',
        'apps/servicenow',
        'apps/slack',
        'apps/strava',
        'apps/twitter',
        'apps/zoho-books',
        'apps/zoho-crm',
        'apps/zoho-mail',
        'apps/zoom',
      ],
    },
    'limits',
    'new-feature-or-bug',
    {
      type: 'category',
      label: 'Privacy & Security',
      items: [
        'privacy-and-security',
        'privacy-and-security/best-practices',
        'abuse',
        'privacy-and-security/pgp-key',
        'subprocessors',
      ],
    },
    {type: 'link', label: 'Support and Community', href: URLS.SUPPORT},
    'troubleshooting',
    {
      type: 'category',
      label: 'Organizations',
      items: ['orgs', 'orgs/sso/okta'],
    },
    'pricing',
    'status',
    'ai-assistants',
  ],
} satisfies SidebarsConfig;

export default sidebars;
