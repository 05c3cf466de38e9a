import {coordinateAscent, foldsOf} from '../../src/build/weight-fit';

describe('foldsOf (a seeded split of a bank)', () => {
  it('puts every item in one fold, the folds within one item of the same size', () => {
    const folds = foldsOf(103, 5, 7);
    expect(folds).toHaveLength(103);
    const sizes = [0, 1, 2, 3, 4].map((f) => folds.filter((x) => x === f).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(sizes.reduce((a, b) => a + b)).toBe(103);
  });

  it('splits the same way for a seed and differently for another', () => {
    expect(foldsOf(50, 5, 7)).toEqual(foldsOf(50, 5, 7));
    expect(foldsOf(50, 5, 7)).not.toEqual(foldsOf(50, 5, 8));
  });
});

describe('coordinateAscent', () => {
  it('moves each weight to the multiple of its start that scores best', () => {
    // Best at a = 2 (twice its start) and b = 0.
    const objective = ({a, b}: {a: number; b: number}) => -((a - 2) ** 2) - b ** 2;
    expect(coordinateAscent({a: 1, b: 1}, objective)).toEqual({a: 2, b: 0});
  });

  it('keeps the starting weights when no change scores higher', () => {
    const objective = ({a}: {a: number}) => -((a - 1) ** 2);
    expect(coordinateAscent({a: 1}, objective)).toEqual({a: 1});
  });
});
