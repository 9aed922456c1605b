/** A category as the tree needs it: its id and the id of the category it sits under. */
export type CategoryLink = { id: number; parent_id: number | null };

/**
 * Every category's id with the ids of the categories under it, at any depth, the category's own
 * first: a category's page in the shop lists the products of all of them, and the back office
 * counts them the same way.
 */
export function categoriesUnder(categories: readonly CategoryLink[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const category of categories) {
    if (category.parent_id !== null) {
      children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category.id]);
    }
  }
  // `seen` guards against a parent loop, which the schema does not forbid.
  const below = (id: number, seen: Set<number>): number[] =>
    seen.has(id) ? [] : [id, ...(children.get(id) ?? []).flatMap((child) => below(child, seen.add(id)))];
  return new Map(categories.map((category) => [category.id, below(category.id, new Set())]));
}
