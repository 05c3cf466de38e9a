/**
 * Platform constants: every number the documentation states about Pipedream lives here, once.
 *
 * Pages import this module and interpolate the values (`{LIMITS.PAYLOAD_SIZE_LIMIT}`) instead of
 * typing them, so a change to a limit is one edit here. The content check
 * (scripts/check-content.mts) fails when a page types one of the values below as a literal.
 *
 * Values describe the platform as documented on 2022-01-05 (the `docs/docs` folder of
 * PipedreamHQ/pipedream at commit cde8b56: its `.vuepress/config.js` constants and its pages). A
 * comment names the source page where the value is not one of config.js's constants.
 */

/** Sizes, counts and versions that readers see in limits, errors and reference pages. */
export const LIMITS = {
  /** Largest HTTP request body a workflow or source accepts directly. */
  PAYLOAD_SIZE_LIMIT: '512KB',
  /** Largest email (body, headers and attachments) a workflow's default email address accepts (source: limits, workflows/steps/triggers). */
  EMAIL_PAYLOAD_SIZE_LIMIT: '150KB',
  /** Combined size of a run's `console.log()` output, step exports and original event data, in workflows and sources (source: limits, errors). */
  FUNCTION_PAYLOAD_LIMIT: '6MB',
  /** Most data one prop's configured value can hold; applies to static values typed as raw text, not to expressions (source: components/api). */
  CONFIGURED_PROPS_SIZE_LIMIT: '64KB',
  /** Memory a workflow gets unless its settings raise it. */
  MEMORY_LIMIT: '256MB',
  /** The most memory a workflow can be given. */
  MEMORY_ABSOLUTE_LIMIT: '10GB',
  /** How many events the inspector keeps per workflow or source. */
  INSPECTOR_EVENT_LIMIT: 100,
  /** Days after which the execution details of a workflow run expire (source: limits). */
  INSPECTOR_EVENT_EXPIRY_DAYS: 30,
  /** Invocations per day on the free tier. */
  DAILY_INVOCATIONS_LIMIT: 333,
  /** Invocations per day for a free organization. */
  FREE_ORG_DAILY_INVOCATIONS_LIMIT: 66,
  /** Events a workflow's queue holds by default. */
  DEFAULT_WORKFLOW_QUEUE_SIZE: 100,
  /** The largest queue a paid workflow can be given. */
  MAX_WORKFLOW_QUEUE_SIZE: '10,000',
  /** The Node.js major version code steps run (source: workflows/steps/code; the 2022 docs state no version for components). */
  NODE_VERSION: 14,
  /** How many source events, workflow emits or workflow errors the REST API returns. */
  REST_API_LISTABLE_EVENTS: 100,
  /** Members an organization can have (source: pricing, "Orgs are limited to 5 members"; more on request). */
  TEAM_MEMBER_LIMIT: 5,
  /** Compute time per day on the Developer (free) tier and in free organizations, in minutes. */
  FREE_DAILY_COMPUTE_MINUTES: 30,
  /** Default execution timeout of an HTTP- or email-triggered workflow, in seconds. */
  DEFAULT_TIMEOUT_HTTP_EMAIL_SECONDS: 30,
  /** Default execution timeout of a cron-triggered (Schedule) workflow, in seconds (source/limits). */
  DEFAULT_TIMEOUT_CRON_SECONDS: 60,
  /** Longest execution timeout on the free tier, in seconds. */
  MAX_TIMEOUT_FREE_SECONDS: 300,
  /** Longest execution timeout on paid plans, in seconds. */
  MAX_TIMEOUT_PAID_SECONDS: 750,
  /** Disk space in /tmp available to a workflow or event source; cannot be raised (source: limits). */
  TMP_DISK_SIZE: '512MB',
  /** Most data `$checkpoint` or one step's `this.$checkpoint` can hold (source: workflows/steps/code/state). */
  CHECKPOINT_SIZE_LIMIT: '64KB',
  /** Longest value of one environment variable (source: environment-variables). */
  ENV_VAR_VALUE_SIZE_LIMIT: '64KB',
  /** Timeout of one request sent with `$send.http()`, DNS to response body, in seconds (source: destinations/http). */
  SEND_HTTP_TIMEOUT_SECONDS: 5,
  /** `platform_version` of the legacy `$context` object, the version of its structure (source: notebook/dollar-context). */
  DOLLAR_CONTEXT_PLATFORM_VERSION: 2,
  /** Minutes a signed URL to an uploaded file, large payload or large email stays valid (file deleted then). */
  UPLOAD_URL_EXPIRY_MINUTES: 30,
  /** Largest single file in a workflow's Attachments setting. */
  ATTACHMENT_SIZE_LIMIT: '10MB',
  /** Largest total size of all attachments of one workflow. */
  ATTACHMENTS_TOTAL_LIMIT: '200MB',
  /** Minutes, roughly, without events after which a workflow's execution environment is shut down. */
  COLD_START_IDLE_MINUTES: 5,
  /** The default global error workflow emails once per error, per workflow, per this many hours. */
  ERROR_EMAIL_INTERVAL_HOURS: 24,
  /** Average HTTP requests per second an HTTP trigger accepts before rate limiting (`429 Too Many Requests`) may apply; short bursts are fine (source: limits). */
  HTTP_REQUESTS_PER_SECOND: 10,
  /** Largest upload through either large-payload interface (`pipedream_upload_body=1` / `x-pd-upload-body: 1`, or large file upload) (source: limits, errors). */
  LARGE_PAYLOAD_UPLOAD_LIMIT: '5TB',
  /** Largest email accepted at `[endpoint]@upload.pipedream.net`; cannot be raised (source: limits, workflows/steps/triggers). */
  EMAIL_UPLOAD_LIMIT: '30MB',
  /** Logs, step exports and the trigger event share this budget: the same limit as FUNCTION_PAYLOAD_LIMIT. */
  LOGS_AND_EXPORTS_LIMIT: '6MB',
  /** An object with more than this many nested objects raises the JSON Nested Property Limit Exceeded error. */
  JSON_NESTED_OBJECTS_LIMIT: 256,
  /** Compression gain on function payloads, roughly. */
  FUNCTION_PAYLOAD_COMPRESSION: '2x-3x',
  /** Raw payload size that compression lets through, roughly. */
  FUNCTION_PAYLOAD_RAW_RANGE: '12MB-18MB',
  /** Largest throttle limit, in events per interval (0 pauses the workflow). */
  MAX_THROTTLE_LIMIT: '10,000',
  /** Largest throttle interval, in seconds, minutes or hours. */
  MAX_THROTTLE_INTERVAL: '10,000',
  /** REST API: default page size. */
  REST_API_DEFAULT_PAGE_SIZE: 10,
  /** REST API: largest page size. */
  REST_API_MAX_PAGE_SIZE: 100,
  /** REST API: event data larger than this may be truncated in listings. */
  REST_API_EVENT_TRUNCATION: '1KB',
  /** Events `pd events` prints, at most, when you pass no `-n` (source: cli/reference). */
  CLI_EVENTS_DEFAULT: 10,
  /** Log lines (stdout and stderr) Pipedream keeps per event source (source: event-sources/logs). */
  SOURCE_LOGS_RETAINED: 100,
  /** Default polling interval, in minutes, of the registry RSS source rss-new-item-in-feed (source: api/rest/rss). */
  RSS_SOURCE_DEFAULT_POLL_MINUTES: 15,
  /** Days the SQL service keeps a record after it arrives (source: limits, destinations/sql). */
  SQL_RETENTION_DAYS: 30,
  /** Longest a SQL service query may run, in seconds (source: limits). */
  SQL_QUERY_TIMEOUT_SECONDS: 60,
  /** Largest result a SQL service query may return (source: destinations/sql). */
  SQL_QUERY_RESULT_LIMIT: '1GB',
  /** Most result rows the SQL service's web UI shows for one query (source: destinations/sql). */
  SQL_UI_MAX_RECORDS: 999,
  /** Seconds, roughly, between keepalive comments on SSE streams (`:keepalive` on workflow streams, `:sse-handshake` on source streams; source: destinations/sse, api/sse). */
  SSE_KEEPALIVE_SECONDS: 15,
  /** Recent events a workflow's SSE stream replays to a client when it connects (source: destinations/sse). */
  SSE_REPLAY_EVENTS: 100,
  /** Share of a quota at which Pipedream first emails a usage warning; a second email comes at the full quota (source: limits). */
  QUOTA_WARNING_PERCENT: '80%',
  /** Days of daily usage the Billing and Usage settings chart shows on the free tier (source: limits, user-settings). */
  USAGE_HISTORY_DAYS: 30,
  /** How many emitted `id` values the `unique` dedupe strategy of a source remembers, first in first out (source: components/api). */
  DEDUPE_UNIQUE_CACHE_SIZE: 100,
  /** Registry guideline: most events a polling source should emit on its first run (source: components/guidelines). */
  REGISTRY_FIRST_RUN_MAX_EVENTS: 100,
  /** Delay, in minutes, that Strava events have been seen to take, at times, before Pipedream receives them ("or more"; source: apps/strava). */
  STRAVA_EVENT_DELAY_MINUTES: 15,
  /** Minutes to wait for a Strava event before treating it as missing (source: apps/strava). */
  STRAVA_EVENT_WAIT_MINUTES: 30,
  /** Default interval, in minutes, at which the Twitter Search Mentions source runs (source: quickstart/real-world-example). */
  TWITTER_SOURCE_INTERVAL_MINUTES: 15,
  /** Apps Pipedream integrates with, as the 2022 docs count them (source: connected-accounts, components/api). */
  INTEGRATED_APPS_COUNT: '400+',
  /** Developers who use Pipedream, as the 2022 home page counts them (source: the home page). */
  DEVELOPER_COUNT: '150k+',
  /** Uptime in the Enterprise service-level agreement. */
  ENTERPRISE_UPTIME_SLA: '99.95%',
  /**
   * The major version of the `eventsource` npm package the SSE page's Node.js example is written
   * for (source: the package, not the 2022 docs, whose example used an older major).
   */
  EVENTSOURCE_MAJOR_VERSION: 5,
  /** The first major version of `eventsource` that exports `{EventSource}` and takes a custom `fetch` instead of a `headers` option (source: the package). */
  EVENTSOURCE_FETCH_OPTION_SINCE: 3,
} as const;

/** Plans, prices and how invocations are counted. */
export const PRICING = {
  /** Stated only in the 2022 config.js ("0.0002", no unit); no 2022 page states a per-invocation price (pages send readers to pipedream.com/pricing). */
  PRICE_PER_INVOCATION: '$0.0002',
  /** Stated only in the 2022 config.js; no 2022 page uses it (the free tier's quota is stated per day). */
  FREE_MONTHLY_INVOCATIONS: '10,000',
  /** Stated only in the 2022 config.js; no 2022 page uses it. */
  PRO_MONTHLY_INVOCATIONS: '20,000',
  /** Stated only in the 2022 config.js; no 2022 page uses it. */
  TEAM_MONTHLY_INVOCATIONS: '20,000',
  /** Base invocations per month included in the Enterprise plan (source: pricing). */
  ENTERPRISE_MONTHLY_INVOCATIONS: '100,000',
  /** Stated only in the 2022 config.js; no 2022 page uses it (pages send readers to pipedream.com/pricing). */
  PRO_MONTHLY_PRICE: '$19',
  /** Stated only in the 2022 config.js; no 2022 page uses it (pages send readers to pipedream.com/pricing). */
  TEAM_MONTHLY_PRICE: '$19',
  /** Least compute time recorded per execution toward the daily compute-time quota, in milliseconds (source: pricing). */
  MIN_BILLED_MS: 100,
  /** An example of a larger memory setting … */
  LARGE_MEMORY_EXAMPLE: '1024MB',
  /** … and the invocations one run at that setting costs. */
  LARGE_MEMORY_EXAMPLE_INVOCATIONS: 4,
  /** Invocations a once-a-minute schedule uses in a day. */
  EVERY_MINUTE_DAILY_INVOCATIONS: '1,440',
  /** Invocations counted when a source event triggers a workflow. */
  SOURCE_TRIGGERED_INVOCATIONS: 2,
  /**
   * Invocations the registry RSS source uses in a day at its default interval, new items or not:
   * its timer triggers it once per poll, and each trigger counts one (source: pricing, which counts
   * an invocation "each time a workflow or event source is triggered"; api/rest/rss).
   */
  RSS_SOURCE_DEFAULT_DAILY_INVOCATIONS: (24 * 60) / LIMITS.RSS_SOURCE_DEFAULT_POLL_MINUTES,
} as const;

/** Addresses the docs state; nothing else may be invented. */
export const URLS = {
  PRODUCT: 'https://pipedream.com',
  REST_API_BASE: 'https://api.pipedream.com/v1',
  SQL_API_BASE: 'https://rt.pipedream.com/sql',
  /** Where you run SQL service queries in the browser (source: destinations/sql). */
  SQL_UI: 'https://pipedream.com/sql',
  /** A workflow's SSE stream; replace the placeholder with the workflow's ID, p_ included (source: destinations/sse). */
  WORKFLOW_SSE_STREAM: 'http://sdk.m.pipedream.net/pipelines/<workflow id>/sse',
  APPS_DIRECTORY: 'https://pipedream.com/apps',
  SUPPORT: 'https://pipedream.com/support',
  /** Where members of an organization with single sign-on sign in. */
  SSO_SIGN_IN: 'https://pipedream.com/auth/sso',
} as const;

/**
 * Where requests from Pipedream come from. Network requests from workflows originate from one AWS
 * region by default, from a range Pipedream shares with other AWS users; only deliveries of the HTTP
 * and S3 destinations (`$send.http()`, `$send.s3()`) come from the listed addresses, and the source
 * warns that the list may change (source: workflows/networking, destinations/http, destinations/s3).
 */
export const NETWORK = {
  /** AWS region network requests from Pipedream originate from by default. */
  AWS_REGION: 'us-east-1',
  /** The AWS role an S3 bucket policy must allow so `$send.s3()` can upload (source: destinations/s3). */
  S3_DELIVERY_ROLE_ARN: 'arn:aws:iam::203863770927:role/Pipedream',
  DESTINATION_DELIVERY_IPS: [
    '3.208.254.105',
    '3.212.246.173',
    '3.223.179.131',
    '3.227.157.189',
    '3.232.105.55',
    '3.234.187.126',
    '18.235.13.182',
    '34.225.84.31',
    '52.2.233.8',
    '52.23.40.208',
    '52.202.86.9',
    '52.207.145.190',
    '54.86.100.50',
    '54.88.18.81',
    '54.161.28.250',
    '107.22.76.172',
  ],
} as const;
