import { lazyPage } from './lazy-page.ts';

/** The 404 page, loaded when first shown: the last route of every route table. */
export const NotFoundPage = lazyPage(
  () => import('../features/static-pages/components/not-found-page.tsx'),
  'NotFoundPage',
);
