import sidebars from '@site/sidebars';
import {PAGES, docIdOf} from '@site/src/data/pages';

type Item = string | {type: string; id?: string; items?: Item[]; link?: {type: string; id?: string}; label?: string};

function docIds(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...docIds(item.items ?? [])];
  });
}

function labels(items: readonly Item[]): string[] {
  return items.map((i) => (typeof i === 'string' ? i : i.label ?? i.id ?? ''));
}

const ids = docIds(sidebars.docs as Item[]);
const pageIds = new Set(PAGES.map((p) => docIdOf(p.route)));

describe('the sidebar (sidebars.ts)', () => {
  it('reaches every page of the page list', () => {
    const missing = [...pageIds].filter((id) => !ids.includes(id));
    expect(missing).toEqual([]);
  });

  it('names no page that does not exist', () => {
    const unknown = ids.filter((id) => !pageIds.has(id));
    expect(unknown).toEqual([]);
  });

  it('has the fourteen groups and the single links in the order of FACTS.md', () => {
    expect(labels(sidebars.docs as Item[])).toEqual([
      'Overview', 'Quickstart', 'Workflows', 'Connecting Apps', 'Workflow Events', 'Managing Workflows',
      'Managing Errors', 'Components', 'user-settings', 'Examples', 'CLI', 'APIs', 'Destinations',
      'Integrations', 'limits', 'new-feature-or-bug', 'Privacy & Security', 'Support and Community',
      'troubleshooting', 'Organizations', 'pricing', 'status',
    ]);
  });

  it('keeps the quickstart steps in reading order', () => {
    const quickstart = ids.filter((id) => id.startsWith('quickstart'));
    expect(quickstart).toEqual([
      'quickstart', 'quickstart/hello-world', 'quickstart/hello-name', 'quickstart/make-http-request',
      'quickstart/using-npm-packages', 'quickstart/add-data-to-google-sheets', 'quickstart/end-workflow-early',
      'quickstart/use-managed-auth-in-code', 'quickstart/run-workflow-on-a-schedule', 'quickstart/email-yourself',
      'quickstart/real-world-example', 'quickstart/next-steps',
    ]);
  });
});
