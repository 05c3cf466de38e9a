/** The parts of Pagefind's browser API the search box uses. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
};

export type Pagefind = {
  options: (opts: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    query: string,
    opts?: Record<string, unknown>,
    ms?: number,
  ) => Promise<{results: {id: string; data: () => Promise<PagefindResultData>}[]} | null>;
};

let loading: Promise<Pagefind> | null = null;

/**
 * Loads the index's script once, on first use. `webpackIgnore` keeps the bundler from trying to
 * resolve a file that only exists after the build; a failed load can be retried.
 */
export function loadPagefind(scriptUrl: string): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ scriptUrl).then(async (module: Pagefind) => {
    await module.options({excerptLength: 18});
    await module.init();
    return module;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
