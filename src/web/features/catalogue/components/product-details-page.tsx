import { Link, useParams } from 'react-router';
import { humanize } from '../../../../domain/text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { ProductDetailsSkeleton } from '../../../components/skeletons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isNotFound, useProduct } from '../api/get-product.ts';
import { PRODUCTS_ERROR_TEXT } from './catalogue-texts.ts';
import { ProductDetails } from './product-details.tsx';

/** The tab title: the product's name, its slug while it loads, or what went wrong. */
function pageTitle(product: ReturnType<typeof useProduct>, slug: string): string {
  if (product.data) return product.data.name;
  if (product.isError) return isNotFound(product.error) ? 'Product not found' : 'Product unavailable';
  return humanize(slug);
}

/** /product/details/:slug. The tab title is the product's name while the page is open. */
export function ProductDetailsPage() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  useDocumentTitle(pageTitle(product, slug));

  if (product.isPending) return <ProductDetailsSkeleton label="Loading product" />;
  if (product.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        {isNotFound(product.error) ? (
          <>
            <h1 className="text-2xl font-bold text-neutral-900">Product not found</h1>
            <p className="mt-2 text-neutral-700">
              Sorry, we couldn't find this product. It may have been removed or renamed.
            </p>
          </>
        ) : (
          <LoadError onRetry={() => void product.refetch()} retrying={product.isFetching}>
            {PRODUCTS_ERROR_TEXT}
          </LoadError>
        )}
        <Link to="/" className="mt-4 inline-block font-semibold text-amber-700 underline">
          Back to all products
        </Link>
      </div>
    );
  }
  return <ProductDetails product={product.data} />;
}
