/**
 * One operation of the REST reference, from the OpenAPI document (see ./README.md). The remark
 * plugin (./remark.ts) writes the operation's heading itself and puts this element after it.
 *
 * The view and its data are in this page's chunk only on the server: a first view keeps the
 * server's HTML and never renders the article with React (src/theme/DocItem/Content), so the
 * browser loads them, as a separate chunk, only when a client-side navigation renders the page.
 * `process.env.LAZY_MDX_SERVER_BUNDLE` is the server/browser flag src/plugins/lazy-mdx defines.
 */
import React, {Suspense, lazy, type ComponentType, type ReactNode} from 'react';
import {OPERATION_CSS} from './styles';

type View = ComponentType<{id: string}>;

const serverView: View | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- dead code in the browser build
  process.env.LAZY_MDX_SERVER_BUNDLE === 'true' ? (require('./OperationView') as {default: View}).default : null;
const LazyView = lazy(() => import('./OperationView'));

export default function ApiOperation({id}: {id: string}): ReactNode {
  if (serverView) {
    const View = serverView;
    return <View id={id} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyView id={id} />
    </Suspense>
  );
}

/** The reference's layout, once per page: page-scoped, so no other page's CSS grows. */
export function ApiOperationStyles(): ReactNode {
  return <style>{OPERATION_CSS}</style>;
}
