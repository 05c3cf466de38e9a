/**
 * Eject of theme-classic's CodeBlock/index — SAFE (theme-classic marks CodeBlock safe to eject).
 *
 * Change: the theme remounts every code block once the page has hydrated (a `key` that flips with
 * `useIsBrowser`), because the server renders the Prism colours of the default colour mode and
 * hydration does not repaint inline styles. That remount rebuilds every token of every block in
 * one uninterruptible render: on the long reference pages it was the largest task a phone ran
 * after loading. Here a block is remounted only when the reader's colour mode differs from the
 * one the page was rendered in, so readers in the default mode never pay for it; readers in the
 * other mode, and anyone switching modes, get fresh markup as before.
 *
 * Breaks if: upstream changes how the server picks the Prism theme (it uses `defaultMode`).
 * tests/e2e checks both cases: no remount in the default mode, the other mode's colours after a
 * load in the other mode.
 */
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children become one string so the copy button can copy them (as upstream). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const children = maybeStringifyChildren(rawChildren);
  const key = isBrowser && colorMode !== defaultMode ? colorMode : 'as-rendered';
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}
