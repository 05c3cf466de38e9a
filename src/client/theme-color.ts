import {THEME_COLOR} from '../data/site';

// The head's theme-color tags follow the reader's system scheme (their media queries); the site
// has its own light/dark switch, which sets <html data-theme>. Point both tags at the colour of
// the scheme actually shown, now and after every switch.
if (typeof window !== 'undefined') {
  const root = document.documentElement;
  const apply = () => {
    const color = root.dataset.theme === 'dark' ? THEME_COLOR.dark : THEME_COLOR.light;
    for (const meta of Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))) {
      if (meta.content !== color) meta.content = color;
    }
  };
  apply();
  new MutationObserver(apply).observe(root, {attributes: true, attributeFilter: ['data-theme']});
}

export {};
