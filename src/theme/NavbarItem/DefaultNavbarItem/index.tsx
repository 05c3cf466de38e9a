/**
 * Wrap of @theme-original/NavbarItem/DefaultNavbarItem — UNSAFE (not in theme-classic's safe list).
 *
 * Change: a navbar link says `aria-current="page"` only when it leads to the page being read.
 * The section links (themeConfig.navbar.items) are painted active on every page of their section
 * through the public `activeBasePath` option, and react-router's NavLink then marks them
 * `aria-current="page"` too, so a screen reader would announce the API link as the current page on
 * every API page. NavLink reads `aria-current` from its props only while it is active, and a false
 * value leaves the attribute out, so the wrap passes `"page"` on the link's own page and false
 * elsewhere. Links with `href` (not NavLinks) get nothing: on a plain anchor React would write
 * `aria-current="false"`.
 *
 * Breaks if: Docusaurus Link stops passing unknown props to NavLink, or NavLink stops treating a
 * falsy `aria-current` as "leave it out". tests/e2e/reader-finish.test.mjs checks every page.
 */
import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type DefaultNavbarItemType from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {withTrailingSlash} from '@site/src/utils/routes';

type Props = WrapperProps<typeof DefaultNavbarItemType>;

export default function DefaultNavbarItemWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const target = useBaseUrl(props.to ?? '');
  if (!props.to) return <DefaultNavbarItem {...props} />;
  const here = withTrailingSlash(target) === withTrailingSlash(pathname);
  return <DefaultNavbarItem {...props} aria-current={here ? 'page' : false} />;
}
