import type {SearchOutcome} from '@site/src/plugins/local-search/client/engine';
import {outcomeNotes} from '@site/src/plugins/local-search/client/messages';
import {parseQuery} from '@site/src/plugins/local-search/client/query';
import {rankOfQuestion} from '@site/src/build/search-quality';

const outcome = (asked: string, partial: boolean, whole: number): SearchOutcome => ({
  query: parseQuery(asked),
  groups: [{url: '/docs/limits/', title: 'Limits', entries: []}],
  matches: 5,
  ranked: 5,
  partial,
  whole,
});

describe('the note on a partial search', () => {
  it('says no section has every word only when none does', () => {
    expect(outcomeNotes('ram quota', outcome('ram quota', true, 0))).toEqual([
      'No section has all of these words: showing sections with some of them.',
    ]);
  });

  it('says how many do when one or two sections hold every word and others are added', () => {
    expect(outcomeNotes('a b c', outcome('a b c', true, 1))).toEqual([
      'Only one section has all of these words; the others shown have some of them.',
    ]);
    expect(outcomeNotes('a b c', outcome('a b c', true, 2))).toEqual([
      'Only 2 sections have all of these words; the others shown have some of them.',
    ]);
  });

  it('is absent when enough sections hold every word', () => {
    expect(outcomeNotes('a b c', outcome('a b c', false, 0))).toEqual([]);
  });

  it('answers a question about something the site does not cover only when no section holds every word', () => {
    const absent = {q: 'a b c', kind: 'absent', answers: []};
    const groups = [{url: '/limits/', entries: ['/limits/#memory']}];
    const notes = (whole: number) => outcomeNotes(absent.q, outcome(absent.q, true, whole));
    expect(rankOfQuestion(absent, {groups, notes: notes(0)}, new Map())).toBe(1);
    // A section holding every word is a claim that the site covers it.
    expect(rankOfQuestion(absent, {groups, notes: notes(1)}, new Map())).toBe(0);
  });
});

describe('the note on misspelt words searched as the pages spell them', () => {
  it('names each word typed and the word searched instead, and claims no corrected query', () => {
    const notes = outcomeNotes('respnd immediatly to webhook', {
      ...outcome('respond immediately webhook', true, 1),
      readAs: [
        ['respnd', 'respond'],
        ['immediatly', 'immediately'],
      ],
    });
    expect(notes).toEqual([
      'No page has “respnd” or “immediatly”: searching “respond” and “immediately” instead.',
      'Only one section has all of these words; the others shown have some of them.',
    ]);
    expect(notes.some((n) => n.includes('showing results for'))).toBe(false);
  });
});
