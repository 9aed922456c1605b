import { lastPageFor } from '../../domain/pagination.ts';

/** The rows one page reads. */
export type PageWindow = { limit: number; offset: number };

/** A page of a list as the back-office endpoints send it (the `…Page` schemas in src/domain/schemas). */
export type ListPage<Item> = {
  data: Item[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
};

/**
 * Counts the list, then reads only the rows of the page asked for. A page past the end reads
 * nothing and comes back empty with the real last page, so the browser can step back to it.
 */
export async function readPage<Item>(
  page: number,
  perPage: number,
  count: () => Promise<number>,
  list: (window: PageWindow) => Promise<Item[]>,
): Promise<ListPage<Item>> {
  const total = await count();
  const offset = (page - 1) * perPage;
  const data = offset < total ? await list({ limit: perPage, offset }) : [];
  return { data, current_page: page, last_page: lastPageFor(total, perPage), total, per_page: perPage };
}
