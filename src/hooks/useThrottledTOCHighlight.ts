import {useEffect} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {TOC_ACTIVATION_OFFSET_PX, TOC_THROTTLE_MS} from '@site/src/data/site';
import {throttle} from '@site/src/utils/throttle';

export type TOCHighlightConfig = {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
};

type Options = {throttleMs?: number; offsetPx?: number};

function headingAnchors(min: number, max: number): HTMLElement[] {
  const selectors: string[] = [];
  for (let level = min; level <= max; level += 1) selectors.push(`h${level}.anchor`);
  return Array.from(document.querySelectorAll<HTMLElement>(selectors.join()));
}

/**
 * The heading the reader is in: the last one whose top has come within `offsetPx` of the
 * navbar's bottom edge (the line where content disappears under the sticky navbar). Above the
 * first heading nothing is active; at the very bottom of the page the last heading is, since
 * short final sections may never reach the top.
 */
function findActiveAnchor(anchors: HTMLElement[], topEdgePx: number, offsetPx: number): HTMLElement | null {
  if (!anchors.length) return null;
  const scrolledToBottom = Math.ceil(window.innerHeight + window.scrollY) >= document.documentElement.scrollHeight - 1;
  if (scrolledToBottom && window.scrollY > 0) return anchors[anchors.length - 1]!;
  let active: HTMLElement | null = null;
  for (const anchor of anchors) {
    if (anchor.getBoundingClientRect().top <= topEdgePx + offsetPx) active = anchor;
    else break;
  }
  return active;
}

/** The nearest ancestor that scrolls its own content: the desktop TOC column (max-height, overflow auto). */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Scrolls the TOC's own column, never the page, so that `link` and about two lines around it are
 * visible: on a long page the active entry would otherwise sit below the column's visible part.
 * scrollIntoView is not used because it also scrolls every scrollable ancestor, the window included.
 */
function keepInView(link: HTMLElement): void {
  const column = scrollingAncestor(link);
  if (!column) return;
  const box = column.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  const margin = Math.min(item.height * 2, box.height / 4);
  if (item.top < box.top + margin) column.scrollTop -= box.top + margin - item.top;
  else if (item.bottom > box.bottom - margin) column.scrollTop += item.bottom - (box.bottom - margin);
}

function navbarHeight(hideOnScroll: boolean): number {
  if (hideOnScroll) return 0;
  return document.querySelector<HTMLElement>('.navbar')?.clientHeight ?? 0;
}

/**
 * Marks the table-of-contents link of the heading being read. It replaces the theme's
 * useTOCHighlight, which recomputes on every scroll event and has no offset: this one recomputes
 * at most once per TOC_THROTTLE_MS (the trailing call always runs, so the final position wins)
 * and activates a heading TOC_ACTIVATION_OFFSET_PX before it reaches the navbar. When the active
 * link changes, the TOC's column scrolls to show it (keepInView).
 */
export function useThrottledTOCHighlight(
  config: TOCHighlightConfig | undefined,
  {throttleMs = TOC_THROTTLE_MS, offsetPx = TOC_ACTIVATION_OFFSET_PX}: Options = {},
): void {
  const {navbar} = useThemeConfig();
  const hideOnScroll = Boolean(navbar.hideOnScroll);

  useEffect(() => {
    if (!config) return undefined;
    const {linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel} = config;

    const update = () => {
      const anchors = headingAnchors(minHeadingLevel, maxHeadingLevel);
      const active = findActiveAnchor(anchors, navbarHeight(hideOnScroll), offsetPx);
      const links = Array.from(document.getElementsByClassName(linkClassName)) as HTMLAnchorElement[];
      for (const link of links) {
        const target = decodeURIComponent(link.hash.slice(1));
        const isActive = Boolean(active) && target === active!.id;
        // Only a change moves the column, so a reader scrolling the TOC by hand is left alone.
        if (isActive && !link.classList.contains(linkActiveClassName)) keepInView(link);
        link.classList.toggle(linkActiveClassName, isActive);
      }
    };
    const throttled = throttle(update, throttleMs);
    document.addEventListener('scroll', throttled, {passive: true});
    window.addEventListener('resize', throttled);
    update();
    return () => {
      throttled.cancel();
      document.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
    };
  }, [config, hideOnScroll, throttleMs, offsetPx]);
}
