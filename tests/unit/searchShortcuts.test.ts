/** @jest-environment jsdom */
import {isSearchShortcut, isTypingTarget} from '@site/src/plugins/local-search/client/shortcuts';

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body): KeyboardEvent {
  let seen: KeyboardEvent | null = null;
  const listener = (e: Event) => (seen = e as KeyboardEvent);
  document.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true, ...init}));
  document.removeEventListener('keydown', listener);
  return seen!;
}

describe('the search shortcuts', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('are Ctrl+K, ⌘K and /', () => {
    expect(isSearchShortcut(press('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(press('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(press('/'))).toBe(true);
  });

  it('are not other keys or combinations', () => {
    expect(isSearchShortcut(press('k'))).toBe(false);
    expect(isSearchShortcut(press('k', {ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isSearchShortcut(press('k', {ctrlKey: true, altKey: true}))).toBe(false);
    expect(isSearchShortcut(press('/', {ctrlKey: true}))).toBe(false);
    expect(isSearchShortcut(press('?'))).toBe(false);
  });

  it('never take a key typed into a field', () => {
    document.body.innerHTML =
      '<input id="t" type="text"><textarea id="a"></textarea><div id="e" contenteditable="true"></div><input id="c" type="checkbox">';
    for (const id of ['t', 'a', 'e']) {
      const field = document.getElementById(id)!;
      expect(isTypingTarget(field)).toBe(true);
      expect(isSearchShortcut(press('/', {}, field))).toBe(false);
      expect(isSearchShortcut(press('k', {ctrlKey: true}, field))).toBe(false);
    }
    expect(isSearchShortcut(press('/', {}, document.getElementById('c')!))).toBe(true);
  });

  it('leave alone a key something else already handled', () => {
    const event = new KeyboardEvent('keydown', {key: '/', cancelable: true});
    event.preventDefault();
    expect(isSearchShortcut(event)).toBe(false);
  });
});
