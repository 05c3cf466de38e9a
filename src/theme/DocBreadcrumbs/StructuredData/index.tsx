/**
 * Wrap of @theme-original/DocBreadcrumbs/StructuredData — UNSAFE (not in theme-classic's safe list).
 *
 * Change: the breadcrumb JSON-LD names each page by its canonical URL, with the trailing slash.
 * The theme builds the items from the docs plugin's permalinks, which lack the slash that
 * `trailingSlash: true` gives every route and canonical link, so search engines were told of
 * `/docs/api` while the page says its URL is `/docs/api/`.
 *
 * Breaks if: the theme stops building the items from `props.breadcrumbs[].href`.
 * tests/e2e/reader-finish.test.mjs compares every item with the canonical link of its page.
 */
import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type {WrapperProps} from '@docusaurus/types';
import {withTrailingSlash} from '@site/src/utils/routes';

type Props = WrapperProps<typeof StructuredDataType>;

export default function StructuredDataWrapper({breadcrumbs, ...props}: Props): ReactNode {
  const canonical = breadcrumbs.map((item) => (item.href ? {...item, href: withTrailingSlash(item.href)} : item));
  return <StructuredData {...props} breadcrumbs={canonical} />;
}
