/**
 * True for the error the bundler's runtime raises when a lazily loaded script or stylesheet does
 * not arrive (network failure, 404 after a deploy, or the chunk load timeout).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}
