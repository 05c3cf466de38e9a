import type {ComponentType} from 'react';
import type {Props} from '@theme/MDXContent';

type Renderer = ComponentType<Props>;

/**
 * The server build renders the article synchronously, in place: a lazy component there would be
 * streamed as a late Suspense boundary moved into place by an inline script. src/plugins/lazy-mdx
 * defines this as "true" for the server build only; in the browser build the condition is
 * constant-false and the bundler leaves `./Renderer` out of this chunk.
 */
let renderer: Renderer | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- dead code in the browser build
  process.env.LAZY_MDX_SERVER_BUNDLE === 'true' ? (require('./Renderer') as {default: Renderer}).default : null;
let loading: Promise<Renderer> | null = null;

/**
 * Loads the MDX renderer chunk (./Renderer.tsx) once; later calls share the promise. A failed
 * download is forgotten so the next navigation tries again, and the error reaches the caller
 * (the error boundary shows the chunk-failure page).
 */
export function loadRenderer(): Promise<Renderer> {
  loading ??= import(/* webpackPrefetch: true */ './Renderer').then(
    (module) => (renderer = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The renderer if it has loaded, so a render need not suspend. */
export function loadedRenderer(): Renderer | null {
  return renderer;
}
