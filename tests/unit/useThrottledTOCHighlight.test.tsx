/** @jest-environment jsdom */
import React from 'react';
import {act} from '@testing-library/react';
import {renderWithSite} from './renderWithSite';
import TOCItems from '@theme/TOCItems';
import {TOC_ACTIVATION_OFFSET_PX, TOC_THROTTLE_MS} from '@site/src/data/site';

// jsdom has no layout: each heading's distance from the top of the viewport is set by hand and
// "scrolling" moves them all, as a real scroll would.
const NAVBAR = 60;
let scrollTop = 0;
const positions: Record<string, number> = {intro: 100, setup: 900, usage: 1700, faq: 2500};

function renderPage() {
  document.body.innerHTML = '';
  const navbar = document.createElement('nav');
  navbar.className = 'navbar';
  Object.defineProperty(navbar, 'clientHeight', {value: NAVBAR});
  document.body.append(navbar);
  for (const id of Object.keys(positions)) {
    const h = document.createElement('h2');
    h.className = 'anchor';
    h.id = id;
    h.getBoundingClientRect = () => {
      const top = positions[id]! - scrollTop;
      return {top, bottom: top + 30, left: 0, right: 0, width: 0, height: 30, x: 0, y: top, toJSON: () => ''};
    };
    document.body.append(h);
  }
  const toc = Object.keys(positions).map((id) => ({value: id, id, level: 2}));
  return renderWithSite(<TOCItems toc={toc} linkClassName="table-of-contents__link" linkActiveClassName="is-active" />);
}

function scrollTo(y: number) {
  scrollTop = y;
  document.dispatchEvent(new Event('scroll'));
}

function activeLinks(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('a.is-active')).map((a) => a.textContent ?? '');
}

describe('the table of contents heading tracker (TOCItems wrap + useThrottledTOCHighlight)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTop = 0;
    Object.defineProperty(window, 'innerHeight', {value: 800, configurable: true});
    Object.defineProperty(document.documentElement, 'scrollHeight', {value: 10_000, configurable: true});
  });
  afterEach(() => jest.useRealTimers());

  it('renders the real theme TOC with no active link above the first heading', () => {
    const {container} = renderPage();
    expect(container.querySelectorAll('a.table-of-contents__link')).toHaveLength(4);
    expect(activeLinks(container)).toEqual([]);
  });

  it(`activates a heading ${TOC_ACTIVATION_OFFSET_PX}px before it reaches the navbar, not earlier`, () => {
    const {container} = renderPage();
    // "setup" sits 11 px below the activation line: not yet.
    act(() => scrollTo(positions.setup! - NAVBAR - TOC_ACTIVATION_OFFSET_PX - 11));
    act(() => jest.advanceTimersByTime(TOC_THROTTLE_MS));
    expect(activeLinks(container)).toEqual(['intro']);
    // exactly on the activation line: active.
    act(() => scrollTo(positions.setup! - NAVBAR - TOC_ACTIVATION_OFFSET_PX));
    act(() => jest.advanceTimersByTime(TOC_THROTTLE_MS));
    expect(activeLinks(container)).toEqual(['setup']);
  });

  it(`updates at most once per ${TOC_THROTTLE_MS} ms while scrolling, and the final position wins`, () => {
    const {container} = renderPage();
    act(() => scrollTo(positions.setup! - NAVBAR)); // leading call: immediate
    expect(activeLinks(container)).toEqual(['setup']);
    act(() => scrollTo(positions.usage! - NAVBAR));
    act(() => jest.advanceTimersByTime(100));
    act(() => scrollTo(positions.faq! - NAVBAR)); // the last event of the burst
    act(() => jest.advanceTimersByTime(TOC_THROTTLE_MS - 101));
    expect(activeLinks(container)).toEqual(['setup']); // still inside the window
    act(() => jest.advanceTimersByTime(1));
    expect(activeLinks(container)).toEqual(['faq']); // the trailing call used the final position
  });

  it('keeps one active link at a time and follows scrolling back up', () => {
    const {container} = renderPage();
    act(() => scrollTo(positions.faq! - NAVBAR));
    act(() => jest.advanceTimersByTime(TOC_THROTTLE_MS));
    act(() => scrollTo(positions.setup! - NAVBAR + 5));
    act(() => jest.advanceTimersByTime(TOC_THROTTLE_MS));
    expect(activeLinks(container)).toEqual(['setup']);
  });

  it('stops listening when unmounted', () => {
    const {container, unmount} = renderPage();
    const links = Array.from(container.querySelectorAll('a'));
    unmount();
    act(() => scrollTo(positions.faq! - NAVBAR));
    act(() => jest.advanceTimersByTime(TOC_THROTTLE_MS));
    expect(links.filter((a) => a.classList.contains('is-active')).map((a) => a.textContent)).toEqual([]);
  });
});
