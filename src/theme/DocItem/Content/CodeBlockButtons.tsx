import React, {useLayoutEffect, useMemo, type ReactNode, type MutableRefObject} from 'react';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';

/** The code of a server-rendered block, one line per `.token-line`, as the copy button copies it. */
export function codeOf(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('.token-line');
  if (!lines.length) return pre.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

/**
 * The theme's own code block buttons (copy, and word wrap where the block scrolls) for a block
 * React did not render: the same components, context and hook the theme's CodeBlock uses, pointed
 * at the server-rendered `<pre>`. The theme renders these buttons only in the browser anyway
 * (they are not in the server HTML), so nothing is duplicated or replaced.
 */
export default function CodeBlockButtons({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap();
  // The hook measures and toggles the element its ref holds; the theme attaches it to its <pre>.
  // Layout effects run before the hook's own (passive) effects read the ref.
  const {codeBlockRef} = wordWrap;
  useLayoutEffect(() => {
    // The hook's ref is meant for the <pre> the theme renders; this <pre> came from the server.
    // eslint-disable-next-line react-hooks/immutability
    (codeBlockRef as MutableRefObject<HTMLPreElement | null>).current = pre;
  }, [codeBlockRef, pre]);
  // Only `code` is read by the buttons; the rest of the metadata describes rendering.
  const metadata = useMemo(() => ({code: codeOf(pre)}) as CodeBlockMetadata, [pre]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}
