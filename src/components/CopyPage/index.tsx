import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {AI_ASSISTANTS, AI_PROMPT, COPY_PAGE} from '@site/src/data/site';
import styles from './styles.module.css';

type Props = {
  /** Root-relative path of the page's Markdown twin: fetched from the site the reader is on. */
  markdownPath: string;
  /** Absolute URL of the twin: what an assistant is asked to read. */
  markdownUrl: string;
};

/** Every label the copy button can show: all are laid out, one is visible (styles.labels). */
const LABELS = [COPY_PAGE.copy, COPY_PAGE.copied, COPY_PAGE.failed];

/** Writes the twin to the clipboard, fetched only now. */
async function copyMarkdown(path: string): Promise<void> {
  const text = fetch(path).then((res) => {
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.text();
  });
  try {
    // A promise in a ClipboardItem keeps the click's permission while the file downloads
    // (Safari refuses a write that starts after an await).
    await navigator.clipboard.write([
      new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))}),
    ]);
  } catch {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * "Copy page" and its menu (View as Markdown, Open in ChatGPT, Open in Claude), beside the page
 * title. A menu button as WAI-ARIA describes it: arrow keys, Home and End move through the
 * items, Escape closes the menu and returns focus to its button, Tab closes it and moves on.
 */
export default function CopyPage({markdownPath, markdownUrl}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const focusItem = (index: number) => {
    const items = menu.current?.querySelectorAll('a') ?? [];
    items[(index + items.length) % items.length]?.focus();
  };
  // Where focus goes when the menu opens: the first item, or the last after ArrowUp.
  const [start, setStart] = useState(0);
  useEffect(() => {
    if (open) focusItem(start);
  }, [open, start]);
  useEffect(() => {
    if (copied === null) return undefined;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  const openAt = (index: number) => {
    setStart(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 0 : -1);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll('a') ?? []);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1};
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  const current = copied === null ? COPY_PAGE.copy : copied ? COPY_PAGE.copied : COPY_PAGE.failed;
  const prompt = encodeURIComponent(AI_PROMPT.replace('{url}', markdownUrl));

  return (
    <div
      className={`copy-page ${styles.copyPage}`}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setCopied(null);
          copyMarkdown(markdownPath).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}>
        <span className={styles.labels}>
          {LABELS.map((label) => (
            <span
              key={label}
              className={label === current ? undefined : styles.inactive}
              aria-hidden={label === current ? undefined : true}>
              {label}
            </span>
          ))}
        </span>
      </button>
      <button
        ref={toggle}
        type="button"
        className={`${styles.button} ${styles.toggle}`}
        aria-label={COPY_PAGE.menu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onToggleKey}
      />
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-label={COPY_PAGE.menu}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKey}>
        <li role="none">
          {/* A file, not a route: Link would try to render it as a page. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a role="menuitem" tabIndex={-1} href={markdownPath} onClick={() => close(false)}>
            {COPY_PAGE.viewMarkdown}
          </a>
        </li>
        {AI_ASSISTANTS.map(({name, href}) => (
          <li role="none" key={name}>
            {/* A plain link to another site, carrying the prompt; nothing to route or prefetch. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a
              role="menuitem"
              tabIndex={-1}
              href={`${href}${prompt}`}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}>
              Open in {name}
              <span className={styles.hidden}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <span role="status" aria-live="polite" className={styles.hidden}>
        {copied === null ? '' : copied ? COPY_PAGE.copiedAnnouncement : COPY_PAGE.failedAnnouncement}
      </span>
    </div>
  );
}
