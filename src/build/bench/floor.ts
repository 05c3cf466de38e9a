// Two reference sites that show what any page of a Docusaurus site costs before this site adds
// anything: "core" is React and the Docusaurus runtime serving one React page with no theme at
// all; "classic" is the classic preset as shipped, with two Markdown pages and a sidebar. Both
// are written to a temporary folder, use this checkout's node_modules (the same versions, the
// same bundler and the same `future` flags as the site) and are served under the same base path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSite} from './build-site';

const CONFIG_HEAD = `module.exports = {
  title: 'Floor',
  url: 'http://127.0.0.1',
  baseUrl: '/docs/',
  future: {v4: true, faster: true},
`;

const SITES: Record<string, Record<string, string>> = {
  core: {
    'docusaurus.config.js': `${CONFIG_HEAD}  themes: [],
  plugins: ['@docusaurus/plugin-content-pages'],
};
`,
    'src/pages/index.js': `import React from 'react';

export default function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>React and the Docusaurus runtime serving one page, with no theme.</p>
    </main>
  );
}
`,
  },
  classic: {
    'docusaurus.config.js': `${CONFIG_HEAD}  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false}]],
  themeConfig: {navbar: {title: 'Floor', items: [{type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Docs'}]}},
};
`,
    'docs/index.md': `---
slug: /
---
# Floor

The classic theme as shipped: navbar, sidebar, table of contents and footer.

## A section

Some text.

## A table

| a | b |
| - | - |
| 1 | 2 |
`,
    'docs/other.md': '# Other\n\nA second page, so the sidebar lists two.\n',
  },
};

/** Builds both reference sites; returns [{name, buildDir}] and a cleanup function. */
export async function buildFloorSites(
  root: string,
): Promise<{sites: {name: string; buildDir: string}[]; cleanup: () => void}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-floor-'));
  const cleanup = () => fs.rmSync(dir, {recursive: true, force: true});
  try {
    const sites = [];
    for (const [name, files] of Object.entries(SITES)) {
      const siteDir = path.join(dir, name);
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
        fs.writeFileSync(path.join(siteDir, file), text);
      }
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
      await buildSite(siteDir);
      sites.push({name: `floor-${name}`, buildDir: path.join(siteDir, 'build')});
    }
    return {sites, cleanup};
  } catch (err) {
    cleanup();
    throw err;
  }
}
