// What other modules use of catalogue: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.

export {
  findProduct,
  type ProductSummaryRow,
  readCatalogueVersion,
  SUMMARY_COLUMNS,
} from './catalogue.repository.ts';
export { PRODUCT_NOT_FOUND, toSummary } from './catalogue.service.ts';
export type { CatalogueCache } from './catalogue-cache.ts';
export { CatalogueVersionIndex, withBuildConnection } from './catalogue-version-index.ts';
export { printedProductFacts } from './product-facts.repository.ts';
