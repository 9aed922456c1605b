import type { Category } from '../../../../domain/schemas/catalogue.ts';

/** Every category of the tree, parents before their children. */
export function flattenCategories(tree: Category[]): Category[] {
  return tree.flatMap((category) => [category, ...flattenCategories(category.children)]);
}

export function findCategoryById(tree: Category[], id: number): Category | undefined {
  return flattenCategories(tree).find((category) => category.id === id);
}

export function findCategoryBySlug(tree: Category[], slug: string): Category | undefined {
  return flattenCategories(tree).find((category) => category.slug === slug);
}

/** Featured categories (favourite 1) at any depth; the home page shows a 'Fresh …' row for each. */
export function favouriteCategories(tree: Category[]): Category[] {
  return flattenCategories(tree).filter((category) => category.favourite === 1);
}

/** True when `id` is the category itself or sits anywhere below it. */
export function containsCategory(category: Category, id: number): boolean {
  return category.id === id || category.children.some((child) => containsCategory(child, id));
}
