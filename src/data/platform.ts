/**
 * Platform constants: every number the documentation states about Pipedream lives here, once.
 *
 * Pages import this module and interpolate the values (`{LIMITS.PAYLOAD_SIZE_LIMIT}`) instead of
 * typing them, so a change to a limit is one edit here. The content check
 * (scripts/check-content.mjs) fails the build's tests when a page types one of the
 * `display` strings below as a literal.
 *
 * Values describe the platform as it stood in early 2022 (see ../shared/FACTS.md).
 */

/** Sizes, counts and versions that readers see in limits, errors and reference pages. */
export const LIMITS = {
  /** Largest HTTP request body a workflow or source accepts directly. */
  PAYLOAD_SIZE_LIMIT: '512KB',
  /** Largest email a workflow or source accepts directly. */
  EMAIL_PAYLOAD_SIZE_LIMIT: '150KB',
  /** Largest payload passed between the functions that run a workflow. */
  FUNCTION_PAYLOAD_LIMIT: '6MB',
  /** Largest total size of the props configured on one component. */
  CONFIGURED_PROPS_SIZE_LIMIT: '64KB',
  /** Memory a workflow gets unless its settings raise it. */
  MEMORY_LIMIT: '256MB',
  /** The most memory a workflow can be given. */
  MEMORY_ABSOLUTE_LIMIT: '10GB',
  /** How many events the inspector keeps per workflow or source. */
  INSPECTOR_EVENT_LIMIT: 100,
  /** How many days the inspector keeps an event. */
  INSPECTOR_EVENT_EXPIRY_DAYS: 30,
  /** Invocations per day on the free tier. */
  DAILY_INVOCATIONS_LIMIT: 333,
  /** Invocations per day for a free organization. */
  FREE_ORG_DAILY_INVOCATIONS_LIMIT: 66,
  /** Events a workflow's queue holds by default. */
  DEFAULT_WORKFLOW_QUEUE_SIZE: 100,
  /** The largest queue a paid workflow can be given. */
  MAX_WORKFLOW_QUEUE_SIZE: '10,000',
  /** The Node.js major version that runs code steps and components. */
  NODE_VERSION: 14,
  /** How many source events, workflow emits or workflow errors the REST API returns. */
  REST_API_LISTABLE_EVENTS: 100,
  /** Members an organization can have on the Team plan. */
  TEAM_MEMBER_LIMIT: 5,
  /** Compute time per day on the free tier, in minutes. */
  FREE_DAILY_COMPUTE_MINUTES: 30,
  /** Default execution timeout of an HTTP-triggered workflow, in seconds. */
  DEFAULT_TIMEOUT_HTTP_SECONDS: 30,
  /** Default execution timeout of any other workflow, in seconds. */
  DEFAULT_TIMEOUT_SECONDS: 60,
  /** Longest execution timeout on the free tier, in seconds. */
  MAX_TIMEOUT_FREE_SECONDS: 300,
  /** Longest execution timeout on paid plans, in seconds. */
  MAX_TIMEOUT_PAID_SECONDS: 750,
  /** Disk space in /tmp available to a workflow. */
  TMP_DISK_SIZE: '512MB',
  /** HTTP requests per second a workflow accepts, roughly, before it throttles. */
  HTTP_REQUESTS_PER_SECOND: 10,
  /** Largest HTTP payload accepted through the large-payload upload option. */
  LARGE_PAYLOAD_UPLOAD_LIMIT: '5TB',
  /** Largest email accepted through the upload address. */
  EMAIL_UPLOAD_LIMIT: '30MB',
  /** Largest size of logs and step exports. */
  LOGS_AND_EXPORTS_LIMIT: '6MB',
  /** JSON nested deeper than this many objects raises the nested-property error. */
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
  /** Days the SQL service keeps a row after it arrives (not in FACTS.md; the old service's docs). */
  SQL_RETENTION_DAYS: 30,
  /** Longest a SQL service query may run, in seconds (not in FACTS.md; the old service's docs). */
  SQL_QUERY_TIMEOUT_SECONDS: 60,
  /** Uptime in the Enterprise service-level agreement. */
  ENTERPRISE_UPTIME_SLA: '99.95%',
} as const;

/** Plans, prices and how invocations are counted. */
export const PRICING = {
  /** Price of one invocation past the plan's included amount, in US dollars. */
  PRICE_PER_INVOCATION: '$0.0002',
  FREE_MONTHLY_INVOCATIONS: '10,000',
  PRO_MONTHLY_INVOCATIONS: '20,000',
  TEAM_MONTHLY_INVOCATIONS: '20,000',
  ENTERPRISE_MONTHLY_INVOCATIONS: '100,000',
  PRO_MONTHLY_PRICE: '$19',
  TEAM_MONTHLY_PRICE: '$19',
  /** Shortest execution time billed, in milliseconds. */
  MIN_BILLED_MS: 100,
  /** An example of a larger memory setting … */
  LARGE_MEMORY_EXAMPLE: '1024MB',
  /** … and the invocations one run at that setting costs. */
  LARGE_MEMORY_EXAMPLE_INVOCATIONS: 4,
  /** Invocations a once-a-minute schedule uses in a day. */
  EVERY_MINUTE_DAILY_INVOCATIONS: '1,440',
  /** Invocations counted when a source event triggers a workflow. */
  SOURCE_TRIGGERED_INVOCATIONS: 2,
} as const;

/** Addresses the docs state; nothing else may be invented. */
export const URLS = {
  PRODUCT: 'https://pipedream.com',
  REST_API_BASE: 'https://api.pipedream.com/v1',
  SQL_API_BASE: 'https://rt.pipedream.com/sql',
  APPS_DIRECTORY: 'https://pipedream.com/apps',
  SUPPORT: 'https://pipedream.com/support',
  /** Where members of an organization with single sign-on sign in. */
  SSO_SIGN_IN: 'https://pipedream.com/auth/sso',
} as const;

/**
 * Where requests from Pipedream come from. Workflows run in one AWS region; deliveries of the
 * HTTP and S3 destinations (`$send.http()`, `$send.s3()`) leave from this fixed set of addresses.
 */
export const NETWORK = {
  AWS_REGION: 'us-east-1',
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

export type LimitName = keyof typeof LIMITS;
export type PricingName = keyof typeof PRICING;
