/**
 * Words readers type for what every page names otherwise ("rollback" where the pages say
 * "revert"), each with the pages' word. A query that finds nothing, or no section holding all its
 * words, is searched again with the pages' words before any spelling correction, and the box says
 * what it searched instead (src/plugins/local-search/client/engine.ts).
 *
 * Site data, kept by the writers like prose: an entry claims the two mean the same here, so a word
 * with two meanings on this site ("duplicate" a workflow, "duplicate" events) has none. `pages`
 * must be words the pages use (tests/unit/searchReaderWords.test.ts checks); `reader` matches
 * after stop words are dropped and plurals stemmed. A word readers use for one page only belongs in
 * that page's `keywords` front matter instead (CONTRIBUTING.md, "Words readers search for").
 */
export const READER_WORDS: readonly {readonly reader: readonly string[]; readonly pages: string}[] = [
  {reader: ['rollback', 'roll back'], pages: 'revert'},
  {reader: ['retention'], pages: 'history'},
  {reader: ['malicious', 'phishing', 'fraud', 'fraudulent'], pages: 'abuse'},
  {reader: ['teammate', 'colleague', 'coworker'], pages: 'members'},
  {reader: ['disconnected', 'expired'], pages: 'reconnect'},
  {reader: ['suspend'], pages: 'deactivate'},
  {reader: ['rerun', 're-run'], pages: 'replay'},
  {reader: ['whitelist'], pages: 'allowlist'},
  {reader: ['clone'], pages: 'copy'},
  {reader: ['ram'], pages: 'memory'},
  {reader: ['oom'], pages: 'out of memory'},
  {reader: ['abort', 'halt'], pages: 'end'},
  {reader: ['outage', 'downtime'], pages: 'status'},
  {reader: ['sleep'], pages: 'delay'},
  {reader: ['envvar', 'env var'], pages: 'environment variables'},
  {reader: ['deduplicate', 'deduplication'], pages: 'dedupe'},
  {reader: ['iterate'], pages: 'loop'},
  {reader: ['crontab'], pages: 'cron'},
  {reader: ['purge'], pages: 'delete'},
  {reader: ['overage'], pages: 'additional billable invocations'},
  {reader: ['dropdown'], pages: 'drop-down'},
  {reader: ['telemetry'], pages: 'analytics'},
];
