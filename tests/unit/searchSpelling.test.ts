import {allowedEdits, createSpeller, editDistance} from '@site/src/plugins/local-search/client/spelling';

const vocabulary = (entries: Record<string, number>) => {
  const words = Object.keys(entries).sort();
  return {words, pages: words.map((w) => entries[w]!)};
};

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('webhok', 'webhook', 3)).toBe(1);
    expect(editDistance('concurency', 'concurrency', 3)).toBe(1);
    expect(editDistance('recieve', 'receive', 3)).toBe(1);
    expect(editDistance('authentification', 'authentication', 3)).toBe(2);
    expect(editDistance('same', 'same', 3)).toBe(0);
  });

  it('gives up past the allowed distance', () => {
    expect(editDistance('memory', 'variables', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows more edits in longer words', () => {
    expect([4, 5, 6, 7, 8, 11, 12].map(allowedEdits)).toEqual([1, 1, 1, 1, 2, 2, 3]);
  });
});

describe("createSpeller (spelling correction from the pages' own words)", () => {
  const speller = createSpeller(
    vocabulary({
      environment: 40,
      variables: 20,
      variable: 30,
      variant: 1,
      concurrency: 5,
      webhook: 8,
      webhooks: 6,
      cold: 3,
      start: 30,
      starts: 9,
      schedule: 12,
      pricing: 4,
    }),
  );

  it('corrects words no page has to the closest word some page has', () => {
    expect(['enviroment', 'varibles'].map(speller.fix)).toEqual(['environment', 'variables']);
    expect(speller.fix('concurency')).toBe('concurrency');
    expect(speller.fix('webhok')).toBe('webhook');
    expect(speller.fix('schedual')).toBe('schedule');
  });

  it('prefers, among equally close words, the one more pages use', () => {
    expect(speller.suggest('variablz')).toBe('variable');
  });

  it('splits two words run together', () => {
    expect(speller.suggest('coldstart')).toBe('cold start');
  });

  it('prefers a split, one edit, to a word two edits away', () => {
    expect(createSpeller(vocabulary({api: 50, key: 30, alike: 1})).suggest('apikey')).toBe('api key');
    // A word one edit away still wins over a split.
    expect(createSpeller(vocabulary({api: 50, key: 30, apikeys: 1})).suggest('apikey')).toBe('apikeys');
  });

  it('leaves known words, words being typed, short words and names alone', () => {
    for (const word of ['environment', 'variables', 'enviro', 'pd', 's3', 'send.http', '429']) {
      expect(speller.fix(word)).toBe(word);
    }
    expect(speller.isKnown('concurr')).toBe(true);
  });

  it('gives no correction for a word nothing is close to, so the rest can still be searched', () => {
    expect(['kubernetes', 'pricing'].map(speller.fix)).toEqual([null, 'pricing']);
    expect(speller.fix('qwxzvbnmkj')).toBeNull();
  });

  it('corrects a name part by part, keeping its punctuation, and leaves a name with an unknown part alone', () => {
    const names = createSpeller(vocabulary({send: 40, http: 30, pipedream: 90, upload: 12, body: 20, steps: 50}));
    expect(names.fix('send.htpp')).toBe('send.http');
    expect(names.fix('pipedream_upload_bdy')).toBe('pipedream_upload_body');
    expect(names.fix('send.http')).toBe('send.http');
    // Nothing is close to `qwxzv`: the name stays as typed (it may be a placeholder).
    expect(names.fix('steps.qwxzv')).toBe('steps.qwxzv');
  });
});
