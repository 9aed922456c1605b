import { useSearchParams } from 'react-router';
import { pageFromParam } from '../../../components/pagination.tsx';

/** The catalogue's state lives in the URL (?category=ID&page=N), so reload and back restore it. */
export function useCatalogueParams(): { page: number; categoryId: number | null } {
  const [params] = useSearchParams();
  const category = Number(params.get('category'));
  return {
    page: pageFromParam(params.get('page')),
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
  };
}

/** The catalogue URL for a category and page; page 1 and "no category" are left out of the URL. */
export function catalogueHref({
  categoryId,
  page = 1,
}: {
  categoryId: number | null;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (categoryId) params.set('category', String(categoryId));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/?${search}` : '/';
}
