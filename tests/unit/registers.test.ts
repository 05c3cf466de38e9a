/**
 * The upgrade registers say what the site changes in Docusaurus and its theme, and where:
 * src/plugins/README.md (every local plugin, every reliance on internals) and src/theme/README.md
 * (every theme component the site replaces). A row that names a file that is gone, or a plugin
 * folder or theme component without a row, makes the register lie to the next maintainer.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const pluginsDir = path.join(root, 'src/plugins');
const themeClassic = path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme');

/** The cells of every table row of a Markdown file, header and separator rows left out. */
function rows(file: string): string[][] {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  return lines
    .filter((line, i) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line) && !lines[i + 1]?.match(/^\|[\s|:-]+\|$/))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const pluginFolders = fs.readdirSync(pluginsDir).filter((f) => fs.statSync(path.join(pluginsDir, f)).isDirectory());

/**
 * Where a path the register names is: a plugin's own file, the repository, or an installed
 * package; null for what a build writes (`.docusaurus/…`, `build/…`) and for what is no path.
 */
function located(name: string): string | null {
  const clean = name.replace(/\/$/, '').split(' ')[0]!;
  if (/^(\.docusaurus|build|pagefind)\//.test(clean)) return null;
  if (pluginFolders.includes(clean.split('/')[0]!)) return path.join(pluginsDir, clean);
  if (/^(src|tests|scripts|docs|static)\//.test(clean)) return path.join(root, clean);
  if (/^(@[\w-]+\/)?[\w.-]+\/.+\.\w+$/.test(clean)) return path.join(root, 'node_modules', clean);
  return null;
}

describe('src/plugins/README.md, the upgrade register', () => {
  const table = rows('src/plugins/README.md');

  it('has a row for every plugin folder', () => {
    const named = new Set(table.flatMap((cells) => codeSpans(cells[0] ?? '')).map((name) => name.split('/')[0]));
    expect(pluginFolders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names only files that exist: the site’s own, its tests, and the installed packages’ files it relies on', () => {
    const missing = table
      .flatMap((cells) => cells.flatMap(codeSpans))
      .filter((name) => !/[*{}<>…]/.test(name))
      .map((name) => [name, located(name)] as const)
      .filter(([, where]) => where !== null && !fs.existsSync(where))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe('src/theme/README.md, the register of theme components', () => {
  const named = new Set(rows('src/theme/README.md').flatMap((cells) => codeSpans(cells[0] ?? '')));
  /** The theme-classic component a file of a theme folder replaces, if any (`NavbarItem/ComponentTypes`). */
  const replaced = (dir: string) =>
    fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx$/.test(file))
      .map((file) => file.replace(/(\/index)?\.tsx$/, ''))
      .filter(
        (component) =>
          fs.existsSync(path.join(themeClassic, component, 'index.js')) ||
          fs.existsSync(path.join(themeClassic, `${component}.js`)),
      );

  it('has a row for every component the site or a local plugin replaces', () => {
    const components = [
      ...replaced(path.join(root, 'src/theme')),
      ...pluginFolders.flatMap((folder) =>
        fs.existsSync(path.join(pluginsDir, folder, 'theme')) ? replaced(path.join(pluginsDir, folder, 'theme')) : [],
      ),
    ];
    expect(components.length).toBeGreaterThan(0);
    expect(components.filter((component) => !named.has(component))).toEqual([]);
  });

  it('lists no component the site no longer replaces', () => {
    const exists = (component: string) =>
      [path.join(root, 'src/theme'), ...pluginFolders.map((f) => path.join(pluginsDir, f, 'theme'))].some(
        (dir) =>
          fs.existsSync(path.join(dir, component, 'index.tsx')) || fs.existsSync(path.join(dir, `${component}.tsx`)),
      );
    expect([...named].filter((component) => !exists(component))).toEqual([]);
  });
});
