import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ProductPage } from '../../domain/schemas/catalogue.ts';

type PagedResult = { data?: ProductPage; isPlaceholderData: boolean };

/**
 * A URL past the last page (an old bookmark, a hand-typed ?page=999) would show the empty text
 * although there are matches; it is replaced by the last page instead. Returns true while that
 * redirect is under way, so the caller can show a spinner rather than 'nothing found'.
 */
export function useClampPage(page: number, result: PagedResult, hrefFor: (page: number) => string): boolean {
  const navigate = useNavigate();
  const { data, isPlaceholderData } = result;
  // A placeholder is the previous page's answer; only the answer for this page can say it is too far.
  const isPastEnd =
    !isPlaceholderData &&
    data !== undefined &&
    data.total > 0 &&
    data.last_page >= 1 &&
    page > data.last_page;
  const target = isPastEnd ? hrefFor(data.last_page) : null;

  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);

  return isPastEnd;
}
