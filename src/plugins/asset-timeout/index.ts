import type {Plugin} from '@docusaurus/types';
import {ASSET_LOAD_TIMEOUT_MS} from '../../data/site';

/**
 * Sets how long the bundler's runtime waits for a lazily loaded chunk before it fails with a
 * ChunkLoadError ("Loading chunk … failed"). It is the bundlers' default already; setting it here
 * keeps the site's promise in one place (src/data/site.ts) and makes a bundler upgrade that
 * changes the default unable to change the site. tests/e2e checks the value in the built runtime.
 */
export default function assetTimeoutPlugin(): Plugin {
  return {
    name: 'asset-timeout',
    configureWebpack() {
      return {output: {chunkLoadTimeout: ASSET_LOAD_TIMEOUT_MS}};
    },
  };
}
