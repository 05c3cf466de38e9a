/**
 * Wrap of @theme-original/TOCItems — UNSAFE (TOCItems is not in theme-classic's safe list).
 *
 * Change: the table of contents' active heading is tracked by our throttled hook
 * (src/hooks/useThrottledTOCHighlight: 300 ms throttle, 10 px activation offset) instead of the
 * theme's unthrottled useTOCHighlight. The original is rendered without `linkActiveClassName`,
 * which is how the theme itself switches its highlighter off, so only one tracker ever runs.
 *
 * Breaks if: upstream renames the `linkActiveClassName` prop or stops treating its absence as
 * "no highlighting". tests/e2e checks the active link follows scrolling.
 */
import React, {useMemo, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useThrottledTOCHighlight} from '@site/src/hooks/useThrottledTOCHighlight';

type Props = WrapperProps<typeof TOCItemsType>;

export default function TOCItemsWrapper({linkActiveClassName, ...props}: Props): ReactNode {
  const {tableOfContents} = useThemeConfig();
  const linkClassName = props.linkClassName ?? 'table-of-contents__link';
  const minHeadingLevel = props.minHeadingLevel ?? tableOfContents.minHeadingLevel;
  const maxHeadingLevel = props.maxHeadingLevel ?? tableOfContents.maxHeadingLevel;
  const config = useMemo(
    () => (linkActiveClassName ? {linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel} : undefined),
    [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel],
  );
  useThrottledTOCHighlight(config);
  return <TOCItems {...props} />;
}
