/**
 * The layout of an operation: parameters on the left and examples on the right on wide screens,
 * one column below the breakpoint. Inlined once in each page that renders operations
 * (./ApiOperation.tsx) rather than added to the site's stylesheet, which every page downloads.
 */
const OPERATION_BREAKPOINT_PX = 1200;

export const OPERATION_CSS = [
  '.api-op{display:grid;grid-template-columns:minmax(0,1fr);gap:0 1.5rem;margin-bottom:var(--ifm-leading)}',
  `@media (min-width:${OPERATION_BREAKPOINT_PX}px){.api-op{grid-template-columns:minmax(0,5fr) minmax(0,6fr)}}`,
  '.api-op__method{font-weight:700;margin-right:.25em}',
  '.api-op__label{font-weight:700;margin:0 0 .25rem}',
  '.api-op__list{list-style:none;padding-left:0}',
  '.api-op__list>li{border-top:1px solid var(--ifm-toc-border-color);padding:.5rem 0;margin:0}',
  '.api-op__meta{color:var(--ifm-color-emphasis-700);font-size:.875em;margin-left:.25em}',
  '.api-op__list p{margin:.25rem 0 0}',
].join('');
