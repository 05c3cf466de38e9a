/**
 * True for the error the bundler's runtime raises when a lazily loaded script or stylesheet does
 * not arrive (network failure, 404 after a deploy, or the chunk load timeout).
 *
 * The inline boot-failure notice (src/plugins/boot-failure-notice/notice.js) has its own ES5 copy,
 * since it must run before and without the bundle; tests/unit/bootFailureNotice.test.ts runs both
 * over the same errors so they cannot drift apart.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const {name, message} = error as {name?: unknown; message?: unknown};
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(String(message));
}
