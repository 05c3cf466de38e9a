import {canonicalPathname} from '../utils/routes';

// A static host serves /docs/x/index.html as the page itself. Replace the address before the
// router starts so the reader (and a bookmark) ends on the canonical /docs/x/, without a reload.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', canonical + search + hash);
  }
}

export {};
