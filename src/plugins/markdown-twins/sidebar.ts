/**
 * /docs/sidebar.json: the sidebar as the reader sees it, reduced to titles and paths, for tools
 * that need the site's outline without its HTML (the MCP server's `list_pages`, src/mcp/).
 *
 * Each sidebar (by id) is a list of nodes in sidebar order: a page (`title`, `path`, and the
 * sidebar's `label` for it when that differs from the title), a group
 * (`label`, its `items`, and `path` when the group itself opens a page), or a link (`label`,
 * `href`). A page the sidebar lists twice is in the tree twice, as in the sidebar. Paths include
 * the base path (`/docs/limits/`), as pages.json's `path` does.
 */
import type {SidebarItem} from './llms';

export const SIDEBAR_FILE = 'sidebar.json';

export type SidebarPage = {title: string; path: string; label?: string};
export type SidebarGroup = {label: string; path?: string; items: SidebarNode[]};
type SidebarLink = {label: string; href: string};
export type SidebarNode = SidebarPage | SidebarGroup | SidebarLink;

/**
 * The tree of each sidebar; `pageOf` gives a doc id's title, path and sidebar label (undefined for
 * no such page).
 */
export function sidebarTree(
  sidebars: Record<string, SidebarItem[]>,
  pageOf: (id: string) => SidebarPage | undefined,
): Record<string, SidebarNode[]> {
  const page = (id: string, label?: string): SidebarPage => {
    const found = pageOf(id);
    if (!found) throw new Error(`markdown-twins: the sidebar lists "${id}", which is no page`);
    const shown = label ?? found.label;
    return {title: found.title, path: found.path, ...(shown && shown !== found.title ? {label: shown} : {})};
  };
  const nodesOf = (item: SidebarItem): SidebarNode[] => {
    switch (item.type) {
      case 'doc':
      case 'ref':
        return [page(item.id, item.label)];
      case 'category': {
        const opens = item.link?.type === 'doc' && item.link.id ? {path: page(item.link.id).path} : {};
        return [{label: item.label, ...opens, items: item.items.flatMap(nodesOf)}];
      }
      case 'link':
        return [{label: item.label, href: item.href}];
      default:
        return [];
    }
  };
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, items.flatMap(nodesOf)]));
}
