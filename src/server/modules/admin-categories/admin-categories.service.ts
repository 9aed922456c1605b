import { categoriesUnder } from '../../../domain/category-tree.ts';
import type { CategoryInput, ManagedCategory } from '../../../domain/schemas/back-office-catalogue.ts';
import { SLUG_TAKEN } from '../../../domain/schemas/back-office-catalogue.ts';
import { slugify } from '../../../domain/text.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { answerUniqueRace, isForeignKeyViolation } from '../../db/unique-violation.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Actor, CatalogueDeps } from '../admin-catalogue/admin-catalogue.public.ts';
import {
  categorySlugs,
  deleteEmptyCategory,
  findCategory,
  hasChildren,
  insertCategory,
  listManagedCategories,
  productsIn,
  updateCategory,
} from './admin-categories.repository.ts';

export const CATEGORY_NOT_FOUND = 'This category does not exist.';
export const PARENT_NOT_TOP_LEVEL =
  'Please choose a top-level category as the parent: categories have two levels.';
export const HAS_SUBCATEGORIES = 'This category has subcategories, so it must stay at the top level.';
export const OWN_PARENT = 'A category cannot be its own parent.';
export const HOLDS_SUBCATEGORIES =
  'This category has subcategories, so it cannot be removed. Remove or move them first, or archive it instead.';

function holdsProducts(count: number): string {
  const products = count === 1 ? '1 product' : `${count} products`;
  return `This category holds ${products}, so it cannot be removed. Archive it instead, or move its products to another category first.`;
}

/**
 * Every category with the number of products its page in the shop lists: those in the category
 * and in its subcategories, archived ones left out.
 */
export async function managedCategories(deps: Pick<CatalogueDeps, 'db'>): Promise<ManagedCategory[]> {
  const rows = await listManagedCategories(deps.db);
  const listedHere = new Map(rows.map((row) => [row.id, Number(row.listed_here)]));
  const under = categoriesUnder(rows);
  const listedOnPage = (id: number) =>
    (under.get(id) ?? []).reduce((total, each) => total + (listedHere.get(each) ?? 0), 0);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent_id: row.parent_id,
    favourite: Boolean(row.favourite),
    position: row.position,
    products_count: listedOnPage(row.id),
    archived_at: row.archived_at,
  }));
}

/** The categories have two levels: a parent is a top-level category, and a parent stays one. */
async function checkParent(deps: CatalogueDeps, input: CategoryInput, id?: number): Promise<void> {
  if (input.parent_id === null) return;
  if (input.parent_id === id) throw new ValidationError(OWN_PARENT, { parent_id: [OWN_PARENT] });
  const parent = await findCategory(deps.db, input.parent_id);
  if (!parent) throw new ValidationError(CATEGORY_NOT_FOUND, { parent_id: [CATEGORY_NOT_FOUND] });
  if (parent.parent_id !== null)
    throw new ValidationError(PARENT_NOT_TOP_LEVEL, { parent_id: [PARENT_NOT_TOP_LEVEL] });
  if (id !== undefined && (await hasChildren(deps.db, id))) {
    throw new ValidationError(HAS_SUBCATEGORIES, { parent_id: [HAS_SUBCATEGORIES] });
  }
}

async function chooseSlug(deps: CatalogueDeps, input: CategoryInput, id?: number): Promise<string> {
  const base = input.slug || slugify(input.name).slice(0, 180).replace(/-+$/, '') || 'category';
  const taken = await categorySlugs(deps.db, base, id);
  if (input.slug) {
    if (taken.has(input.slug)) throw new ValidationError(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
    return input.slug;
  }
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

function slugTaken(): never {
  throw new ValidationError(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
}

function drawnImage(slug: string): string {
  return `/images/categories/${slug}.svg`;
}

async function oneCategory(deps: CatalogueDeps, id: number): Promise<ManagedCategory> {
  const category = (await managedCategories(deps)).find((row) => row.id === id);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return category;
}

export async function createCategory(
  deps: CatalogueDeps,
  actor: Actor,
  input: CategoryInput,
): Promise<ManagedCategory> {
  await checkParent(deps, input);
  const slug = await chooseSlug(deps, input);
  const id = await answerUniqueRace(slugTaken, () =>
    deps.db.transaction().execute(async (trx) => {
      const id = await insertCategory(trx, {
        parent_id: input.parent_id,
        name: input.name,
        slug,
        image: drawnImage(slug),
        favourite: input.favourite ? 1 : 0,
        position: input.position,
      });
      await writeAudit(
        trx,
        {
          actorUserId: actor.id,
          action: 'category.create',
          subjectType: 'category',
          subjectId: id,
          detail: { name: input.name },
        },
        deps.clock.now(),
      );
      return id;
    }),
  );
  deps.catalogueCache.clear();
  return oneCategory(deps, id);
}

export async function editCategory(
  deps: CatalogueDeps,
  actor: Actor,
  id: number,
  input: CategoryInput,
): Promise<ManagedCategory> {
  const before = await findCategory(deps.db, id);
  if (!before) throw new NotFoundError(CATEGORY_NOT_FOUND);
  await checkParent(deps, input, id);
  const slug = await chooseSlug(
    deps,
    { ...input, slug: input.slug || (input.name === before.name ? before.slug : '') },
    id,
  );
  await answerUniqueRace(slugTaken, () =>
    deps.db.transaction().execute(async (trx) => {
      await updateCategory(trx, id, {
        parent_id: input.parent_id,
        name: input.name,
        slug,
        // A drawn picture follows its slug; any other picture stays.
        image: before.image === drawnImage(before.slug) ? drawnImage(slug) : before.image,
        favourite: input.favourite ? 1 : 0,
        position: input.position,
      });
      await writeAudit(
        trx,
        {
          actorUserId: actor.id,
          action: 'category.edit',
          subjectType: 'category',
          subjectId: id,
          detail: {
            before: { name: before.name, slug: before.slug, parent_id: before.parent_id },
            after: { name: input.name, slug, parent_id: input.parent_id },
          },
        },
        deps.clock.now(),
      );
    }),
  );
  deps.catalogueCache.clear();
  return oneCategory(deps, id);
}

/** Archives a category (the shop's category lists leave it out) or brings it back; audited. */
export async function setCategoryArchived(
  deps: CatalogueDeps,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<ManagedCategory> {
  const before = await findCategory(deps.db, id);
  if (!before) throw new NotFoundError(CATEGORY_NOT_FOUND);
  if ((before.archived_at !== null) !== archived) {
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await updateCategory(trx, id, { archived_at: archived ? now.toISOString() : null });
      await writeAudit(
        trx,
        {
          actorUserId: actor.id,
          action: archived ? 'category.archive' : 'category.unarchive',
          subjectType: 'category',
          subjectId: id,
          detail: { name: before.name },
        },
        now,
      );
    });
    deps.catalogueCache.clear();
  }
  return oneCategory(deps, id);
}

/**
 * Removes a category made by mistake: only an empty one (no products, archived ones included, and
 * no subcategories). Otherwise 409 says why; archiving is the way out for one with products.
 */
export async function removeCategory(deps: CatalogueDeps, actor: Actor, id: number): Promise<void> {
  const before = await findCategory(deps.db, id);
  if (!before) throw new NotFoundError(CATEGORY_NOT_FOUND);
  const refuse = async (): Promise<never> => {
    if (await hasChildren(deps.db, id)) throw new ConflictError(HOLDS_SUBCATEGORIES);
    throw new ConflictError(holdsProducts(await productsIn(deps.db, id)));
  };
  try {
    const removed = await deps.db.transaction().execute(async (trx) => {
      if (!(await deleteEmptyCategory(trx, id))) return false;
      await writeAudit(
        trx,
        {
          actorUserId: actor.id,
          action: 'category.remove',
          subjectType: 'category',
          subjectId: id,
          detail: { name: before.name, slug: before.slug },
        },
        deps.clock.now(),
      );
      return true;
    });
    if (!removed) await refuse();
  } catch (error) {
    // A product added to it while it was being removed keeps it.
    if (isForeignKeyViolation(error)) await refuse();
    throw error;
  }
  deps.catalogueCache.clear();
}
