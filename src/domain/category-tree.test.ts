import { describe, expect, it } from 'vitest';
import { categoriesUnder } from './category-tree.ts';

describe('categoriesUnder', () => {
  const tree = [
    { id: 1, parent_id: null },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 1 },
    { id: 4, parent_id: null },
  ];

  it.each([
    [1, [1, 2, 3]],
    [2, [2]],
    [4, [4]],
  ])('category %i covers %o', (id, ids) => {
    expect(categoriesUnder(tree).get(id)).toEqual(ids);
  });

  it('stops at a parent loop instead of running forever', () => {
    const loop = [
      { id: 1, parent_id: 2 },
      { id: 2, parent_id: 1 },
    ];
    expect(categoriesUnder(loop).get(1)).toEqual([1, 2]);
  });
});
