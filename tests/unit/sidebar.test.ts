import sidebars from '@site/sidebars';
import {loadPages, sidebarDocIds, type SidebarItem} from '@site/src/build/pages';

type Item = SidebarItem;

function categoryLabels(items: readonly Item[]): string[] {
  return items.flatMap((i) =>
    typeof i !== 'string' && i.type === 'category' ? [i.label ?? '', ...categoryLabels(i.items ?? [])] : [],
  );
}

const ids = sidebarDocIds(sidebars.docs as Item[]);
const pageIds = new Set(loadPages(`${__dirname}/../..`).map((p) => p.id));

describe('the sidebar (sidebars.ts)', () => {
  it('reaches every page', () => {
    expect([...pageIds].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('names no page that does not exist', () => {
    expect(ids.filter((id) => !pageIds.has(id))).toEqual([]);
  });

  it('has the groups readers of the old site know', () => {
    const groups = categoryLabels(sidebars.docs as Item[]);
    for (const label of [
      'Quickstart',
      'Workflows',
      'Connecting Apps',
      'Workflow Events',
      'Managing Workflows',
      'Managing Errors',
      'Components',
      'Examples',
      'CLI',
      'APIs',
      'Destinations',
      'Integrations',
      'Privacy & Security',
      'Organizations',
    ]) {
      expect(groups).toContain(label);
    }
  });

  it('starts with the overview page', () => {
    expect(ids[0]).toBe('index');
  });
});
