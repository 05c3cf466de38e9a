// Stands in for theme-classic's prism-include-languages client module in the browser build
// (see ./index.ts): no Prism at start-up; the MDX renderer chunk registers the grammars.
export {};
