/** What a product list is narrowed by: the catalogue's queries and its in-memory order read it alike. */
export type ProductFilter = {
  /** The category and its descendants; undefined means every category. */
  categoryIds?: number[];
  /** Trimmed, non-empty search text. */
  search?: string;
  /** Bits of the allergens every product must be declared free from (src/domain/allergens.ts). */
  freeFromMask?: number;
};
