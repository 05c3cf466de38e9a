// Prettier formats the code (TypeScript, JavaScript, CSS, JSON). Not the pages: Prettier's MDX
// support is MDX 1 and rewrites MDX 3 syntax; nor prose Markdown, whose tables it would re-pad.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  overrides: [
    // Inlined into pages as plain ES5 (see its ESLint block): no trailing commas in calls.
    {files: 'src/plugins/boot-failure-notice/notice.js', options: {trailingComma: 'none'}},
  ],
};
