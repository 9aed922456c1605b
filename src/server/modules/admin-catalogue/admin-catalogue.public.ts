// What other modules use of admin-catalogue: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { pendingProducts } from './managed-products.repository.ts';
export {
  type Actor,
  type CatalogueDeps,
  MANAGED_PRODUCT_NOT_FOUND,
  managedProduct,
  toManagedProduct,
} from './managed-products.service.ts';
export { sniffImageType } from './uploaded-images.ts';
