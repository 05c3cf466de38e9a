import {budgetAt, budgetNote, overBudgetText} from '@site/src/build/bench/budgets';

const eagerJs = {label: 'Eager JavaScript', budget: 147_456, pages: 113, perPage: 180};

describe('byte budgets that grow with the page count (src/build/bench/budgets.ts)', () => {
  it('allow each page added its stated cost, and take it back for each page removed', () => {
    expect(budgetAt(eagerJs, 113)).toBe(147_456);
    expect(budgetAt(eagerJs, 114)).toBe(147_636);
    expect(budgetAt(eagerJs, 110)).toBe(146_916);
  });

  it('leave a budget without a per-page cost as it is, whatever the page count', () => {
    expect(budgetAt({label: 'Eager CSS', budget: 16_384}, 500)).toBe(16_384);
    expect(budgetNote({label: 'Eager CSS', budget: 16_384}, 500)).toBe('');
  });

  it('say how the budget was reached', () => {
    expect(budgetNote(eagerJs, 114)).toBe(' (144.0 KB at 113 pages + 180 B × 1 page more)');
    expect(budgetNote(eagerJs, 111)).toBe(' (144.0 KB at 113 pages − 180 B × 2 pages fewer)');
    expect(budgetNote(eagerJs, 113)).toBe(' (at 113 pages; 180 B more per page)');
  });
});

describe('a figure over its budget', () => {
  it('shows the bytes when the rounded figures are the same', () => {
    expect(overBudgetText(147_463, 147_456)).toBe(
      '144.0 KB (147,463 B) is over the budget of 144.0 KB (147,456 B) by 7 B',
    );
  });

  it('shows kilobytes and the excess when they differ', () => {
    expect(overBudgetText(148_425, 147_636)).toBe('144.9 KB is over the budget of 144.2 KB by 789 B');
  });
});
