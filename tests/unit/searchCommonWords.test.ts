import {
  commonWordsTheSpellerChanges,
  CONTRACTIONS_TYPED,
  SCOWL_FILES,
} from '@site/src/plugins/local-search/common-words';
import {createSpeller} from '@site/src/plugins/local-search/client/spelling';
import {commonWordsFile, SEARCH_FILES} from '@site/src/plugins/local-search/client/files';

const vocabulary = (words: string[]) => {
  const sorted = [...new Set(words)].sort();
  return {words: sorted, pages: sorted.map(() => 1)};
};

describe('commonWordsTheSpellerChanges (common words the box must not take for typos)', () => {
  const pages = vocabulary([
    'promise',
    'help',
    'workflow',
    'workflows',
    'cold',
    'start',
    'deployment',
    'environment',
    'authentication',
    'respond',
    'immediately',
    'webhook',
    'signature',
    'concurrency',
    'schedule',
  ]);

  it('keeps the common words a correction would turn into words of the pages', () => {
    const kept = commonWordsTheSpellerChanges(pages, ['premise', 'helm', 'Banana', 'promise', 'coldstart', 'wor']);
    // "premise" → promise and "helm" → help (one edit); "coldstart" → "cold start" (a split).
    expect(kept).toEqual(['coldstart', 'helm', 'premise']);
  });

  it('leaves out words the pages use, words it would not change, and words too short to correct', () => {
    const kept = commonWordsTheSpellerChanges(pages, ['promise', 'work', 'banana', 'wor', 'help']);
    // "work" begins a word of the pages (a reader still typing): the speller knows it.
    expect(kept).toEqual([]);
  });

  it('agrees with the speller word for word over a real word list', () => {
    // SCOWL's most common words against the pages' words above: the index of forms with letters
    // left out must find exactly the words the speller would change, no more and no fewer.
    const common = require(SCOWL_FILES[0]!) as string[];
    const speller = createSpeller(pages);
    const expected = [...new Set(common.map((w) => w.toLowerCase()))]
      .filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w) && !speller.isKnown(w) && speller.suggest(w) !== null)
      .sort();
    expect(expected.length).toBeGreaterThan(10);
    expect(commonWordsTheSpellerChanges(pages, common)).toEqual(expected);
  });

  it('holds contractions typed without their apostrophe, which the index splits ("isn\'t" → "isn")', () => {
    expect(CONTRACTIONS_TYPED).toContain('isnt');
    expect(CONTRACTIONS_TYPED.every((w) => /^[a-z]+$/.test(w))).toBe(true);
    expect(commonWordsTheSpellerChanges(vocabulary(['isn', 'doesn', 'workflow']), CONTRACTIONS_TYPED)).toEqual([
      'doesnt',
      'isnt',
    ]);
  });
});

describe('commonWordsFile (the small file the box looks a word up in)', () => {
  it('names one file per first letter under the common words folder, and one for anything else', () => {
    expect(commonWordsFile('sync')).toBe(`${SEARCH_FILES.commonWords}s.json`);
    expect(commonWordsFile('sink')).toBe(commonWordsFile('sync'));
    expect(commonWordsFile('premise')).not.toBe(commonWordsFile('sync'));
    expect(commonWordsFile('3d')).toBe(`${SEARCH_FILES.commonWords}_.json`);
  });
});
