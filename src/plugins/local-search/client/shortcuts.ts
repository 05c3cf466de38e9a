/**
 * The keys that move focus to the search box from anywhere on the page, as on sites with Algolia
 * DocSearch: Ctrl+K (⌘K on a Mac) and `/`. Never while the reader is typing in another field,
 * where those keys belong to the field.
 */

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'reset', 'submit', 'range', 'color', 'file', 'image'].includes(target.type)
  );
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat || isTypingTarget(event.target)) return false;
  const k = event.key.toLowerCase();
  if (k === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The shortcut as this reader's keyboard shows it. */
export function shortcutLabel(): string {
  return /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';
}
