import {isName, nameKey, namesIn} from '@site/src/plugins/local-search/client/names';
import {parseQuery} from '@site/src/plugins/local-search/client/query';
import {sectionRecords} from '@site/src/plugins/local-search/sections';

describe('names (what a record is tagged with, and what a query looks up)', () => {
  it('tags every run of the parts of a name', () => {
    const names = namesIn('Use `this.github.$auth.oauth_access_token` in run().');
    for (const name of ['$auth', 'github.$auth', '$auth.oauth_access_token', 'oauth_access_token', 'this.github']) {
      expect(names).toContain(name);
    }
  });

  it('keeps `$.name` whole and reads names out of paths and calls', () => {
    expect(namesIn('await $.send.http({ url })')).toEqual(new Set(['$.send', '$.send.http', 'send.http']));
    expect(namesIn('GET /sources/{id}/event_summaries')).toContain('event_summaries');
  });

  it('leaves plain words and sentence punctuation out', () => {
    expect(namesIn('Workflows run steps. Each step ends.')).toEqual(new Set());
    expect(nameKey('`process.env`.')).toBe('process.env');
    expect(isName('send')).toBe(false);
    expect(isName('pipedream_upload_body')).toBe(true);
  });

  it('looks up a query name in the form it is tagged', () => {
    for (const typed of ['$auth', 'event_summaries', '$.send', 'steps.trigger.event', 'process.env']) {
      const [identifier] = parseQuery(typed).identifiers;
      expect(namesIn(`see ${typed} here`)).toContain(nameKey(identifier!));
    }
  });

  it('writes each record’s names into the index as a Pagefind filter, escaped', () => {
    const [record] = sectionRecords({
      url: '/x/',
      meta: {title: 'X'},
      content: 'X Read this.$auth and <b>a_b</b> here',
      anchors: [],
    });
    expect(record!.html).toContain('<span data-pagefind-filter="name">$auth</span>');
    expect(record!.html).not.toContain('<b>');
  });
});
