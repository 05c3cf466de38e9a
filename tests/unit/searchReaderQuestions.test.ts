import {parseBank, wordsByAnswer} from '@site/src/plugins/local-search/reader-questions';
import {RECORD_WEIGHTS, sectionRecords} from '@site/src/plugins/local-search/sections';

const known = new Set(['save', 'payload', 'sheet', 'row', 'axios', 'post', 'request', 'bigger', 'memory']);
const knownWord = (w: string) => known.has(w);

describe('wordsByAnswer (the words a question gives the sections that answer it)', () => {
  const words = wordsByAnswer(
    [
      {q: 'How do I save a payload as a sheet row?', kind: 'task', answers: ['/sheets/#add-a-row', '/sheets/']},
      {q: 'axois post request', kind: 'typo', answers: ['/http/#post']},
      {q: 'save payload in s3', kind: 'task', answers: ['/sheets/#add-a-row']},
      {q: 'what is pipedream', kind: 'absent', answers: []},
    ],
    knownWord,
  );

  it('gives every answer the words of its questions, each once, without stop words', () => {
    expect([...words.get('/sheets/#add-a-row')!]).toEqual(['save', 'payload', 'sheet', 'row', 's3']);
    expect([...words.get('/sheets/')!]).toEqual(['save', 'payload', 'sheet', 'row']);
  });

  it('leaves out words no page and no word list has, so a misspelling is still corrected', () => {
    expect([...words.get('/http/#post')!]).toEqual(['post', 'request']);
  });

  it('gives a question without answers to no section', () => {
    expect([...words.keys()].sort()).toEqual(['/http/#post', '/sheets/', '/sheets/#add-a-row']);
  });
});

describe('sectionRecords with readers’ questions', () => {
  const fragment = {
    url: '/limits/',
    meta: {title: 'Limits'},
    content:
      'Limits. This page lists the limits. Memory. Workflows run with 256MB of memory. Errors. Out of Memory. ' +
      'The run used too much memory.',
    anchors: [
      {element: 'h2', id: 'memory', text: 'Memory', location: 6},
      {element: 'h2', id: 'errors', text: 'Errors', location: 13},
      {element: 'h4', id: 'out-of-memory', text: 'Out of Memory', location: 14},
    ],
  };
  const questionWords = new Map([
    ['/limits/', new Set(['quota'])],
    ['/limits/#memory', new Set(['ram', 'bigger'])],
    ['/limits/#out-of-memory', new Set(['oom', '<crash>'])],
  ]);
  const plain = sectionRecords(fragment);
  const asked = sectionRecords(fragment, {questionWords});
  const askedOf = (html: string) =>
    // The last element of the record's body (the page title before it has a weight of its own).
    html.match(new RegExp(`<p data-pagefind-weight="${RECORD_WEIGHTS.readerQuestions}">([^<]*)</p></main>`))?.[1];

  it('indexes a question’s words with the section it answers, a #### section’s with the section holding it', () => {
    expect(asked.map((r) => askedOf(r.html))).toEqual(['quota', 'ram bigger', 'oom &lt;crash&gt;']);
    expect(plain.map((r) => r.html).join('')).not.toMatch(/quota|ram|bigger|oom/);
  });

  it('puts them after the section’s own words and context, which are unchanged', () => {
    asked.forEach((record, i) => {
      const words = askedOf(record.html)!;
      const added = `<p data-pagefind-weight="${RECORD_WEIGHTS.readerQuestions}">${words}</p></main>`;
      expect(record.html.replace(added, '</main>')).toBe(plain[i]!.html);
    });
  });
});

describe('parseBank', () => {
  it('reads a bank and names the file when it is not one', () => {
    expect(parseBank('{"queries": [{"q": "a", "kind": "task", "answers": ["/x/"]}]}', 'bank.json')).toEqual([
      {q: 'a', kind: 'task', answers: ['/x/']},
    ]);
    expect(() => parseBank('{"queries": [{"q": 1}]}', 'bank.json')).toThrow(/bank\.json is not a question bank/);
    expect(() => parseBank('{"queries": [', 'bank.json')).toThrow(/bank\.json is not valid JSON/);
  });
});
