import {isChunkLoadError} from '../utils/chunkLoadError';
import {CHUNK_ERROR_TEXT} from '../data/site';

/**
 * When a script chunk fails to load outside React's reach — at start-up, where Docusaurus waits
 * for the page's chunks before hydrating and has no error handler, or in a lazy import — the
 * page would silently stay un-hydrated (or blank if nothing was server-rendered). Show an alert
 * that says what happened and offers a reload. It never reloads by itself, so a chunk that stays
 * missing cannot cause a reload loop. (A failed chunk during client navigation is already handled
 * by Docusaurus, which reloads once onto the new page; if the chunk is still missing there, this
 * alert appears.)
 */
function showChunkError(): void {
  if (document.getElementById('chunk-load-error')) return;
  const box = document.createElement('div');
  box.id = 'chunk-load-error';
  box.setAttribute('role', 'alert');
  box.className = 'chunk-load-error';
  const text = document.createElement('p');
  text.textContent = `${CHUNK_ERROR_TEXT}: part of this page could not be downloaded. Check your connection and reload.`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary button--sm';
  button.textContent = 'Reload the page';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  document.body.append(box);
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showChunkError();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) showChunkError();
  });
}

export {};
