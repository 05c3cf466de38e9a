// What the browser build gets for `@theme/prism-include-languages` (see ./index.ts).
//
// theme-classic registers the site's `additionalLanguages` on Prism from a client module that runs
// on every page. The browser needs them only when the real Prism loads for code reached by
// client-side navigation, so ./prism-client.ts registers them then, with the theme's own
// function, and this eager call does nothing.
export default function prismIncludeLanguages(): void {}
