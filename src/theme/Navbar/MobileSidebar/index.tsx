/**
 * Wrap of @theme-original/Navbar/MobileSidebar — UNSAFE (not in theme-classic's safe list).
 *
 * Change: the mobile sidebar closes after every navigation. The theme closes it when a sidebar
 * link is clicked and when the reader goes back (a history POP, which it consumes), but not when
 * anything else changes the route: a link in the page behind the drawer, the search box, or
 * history.push from code (facebook/docusaurus#2647, #4273). Escape closes it too, as a dialog's
 * Escape does, and returns focus to the navbar's menu button.
 *
 * Breaks if: upstream removes useNavbarMobileSidebar from theme-common/internal, or renames the
 * menu button's `navbar__toggle` class (focus would then stay where it was).
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function MobileSidebarWrapper(): ReactNode {
  const {pathname, search, hash} = useLocation();
  const mobileSidebar = useNavbarMobileSidebar();
  const location = `${pathname}${search}${hash}`;
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (mobileSidebar.shown) mobileSidebar.toggle();
    // Only a change of location should close the drawer, not the drawer opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  // Escape closes the open drawer (the theme offers only its close button) and gives focus back
  // to the menu button that opened it.
  const {shown, toggle} = mobileSidebar;
  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, toggle]);

  return <MobileSidebar />;
}
