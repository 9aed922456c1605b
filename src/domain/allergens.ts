/**
 * The 14 allergens UK food law asks a food business to declare, in the order the Food Standards
 * Agency lists them. The key travels in URLs (`free_from=gluten,milk`) and in payloads; the bit is
 * the allergen's place in the three masks a product row stores.
 */
export const ALLERGENS = [
  { key: 'celery', label: 'Celery', bit: 1 << 0 },
  { key: 'gluten', label: 'Cereals containing gluten', bit: 1 << 1 },
  { key: 'crustaceans', label: 'Crustaceans', bit: 1 << 2 },
  { key: 'eggs', label: 'Eggs', bit: 1 << 3 },
  { key: 'fish', label: 'Fish', bit: 1 << 4 },
  { key: 'lupin', label: 'Lupin', bit: 1 << 5 },
  { key: 'milk', label: 'Milk', bit: 1 << 6 },
  { key: 'molluscs', label: 'Molluscs', bit: 1 << 7 },
  { key: 'mustard', label: 'Mustard', bit: 1 << 8 },
  { key: 'tree_nuts', label: 'Tree nuts', bit: 1 << 9 },
  { key: 'peanuts', label: 'Peanuts', bit: 1 << 10 },
  { key: 'sesame', label: 'Sesame', bit: 1 << 11 },
  { key: 'soya', label: 'Soya', bit: 1 << 12 },
  { key: 'sulphites', label: 'Sulphur dioxide and sulphites', bit: 1 << 13 },
] as const;

export type AllergenKey = (typeof ALLERGENS)[number]['key'];

export const ALLERGEN_KEYS = ALLERGENS.map((allergen) => allergen.key) as [AllergenKey, ...AllergenKey[]];

/** What a product says about one allergen; 'undeclared' until staff or its seller declare it. */
export const ALLERGEN_DECLARATIONS = ['contains', 'may_contain', 'free', 'undeclared'] as const;
export type AllergenDeclaration = (typeof ALLERGEN_DECLARATIONS)[number];

export const ALLERGEN_DECLARATION_LABELS: Record<AllergenDeclaration, string> = {
  contains: 'Contains',
  may_contain: 'May contain',
  free: 'Free from',
  undeclared: 'Not yet declared',
};

export type AllergenDeclarations = Record<AllergenKey, AllergenDeclaration>;

/**
 * How a product row stores its declarations: one bit per allergen in each mask, at most one mask
 * per allergen, none for 'undeclared'. A 'free from' filter is then one test on one integer
 * column, `(allergens_free & mask) = mask`, the same on SQLite and PostgreSQL.
 */
export type AllergenMasks = { contains: number; mayContain: number; free: number };

export const NO_ALLERGENS_DECLARED: AllergenMasks = { contains: 0, mayContain: 0, free: 0 };

export function allergenMasks(declarations: Partial<AllergenDeclarations>): AllergenMasks {
  const masks = { contains: 0, mayContain: 0, free: 0 };
  for (const { key, bit } of ALLERGENS) {
    const declaration = declarations[key] ?? 'undeclared';
    if (declaration === 'contains') masks.contains |= bit;
    else if (declaration === 'may_contain') masks.mayContain |= bit;
    else if (declaration === 'free') masks.free |= bit;
  }
  return masks;
}

/** Reads the masks back; where a row's masks overlap, the safer declaration wins. */
export function allergenDeclarations(masks: AllergenMasks): AllergenDeclarations {
  const declarations = {} as AllergenDeclarations;
  for (const { key, bit } of ALLERGENS) {
    declarations[key] =
      masks.contains & bit
        ? 'contains'
        : masks.mayContain & bit
          ? 'may_contain'
          : masks.free & bit
            ? 'free'
            : 'undeclared';
  }
  return declarations;
}

/** The bits a 'free from' filter asks for; unknown keys are the caller's to reject first. */
export function freeFromMask(keys: readonly AllergenKey[]): number {
  let mask = 0;
  for (const { key, bit } of ALLERGENS) if (keys.includes(key)) mask |= bit;
  return mask;
}

/**
 * Whether a product is declared free from every one of `keys`, as the 'free from' filter reads it
 * where the product's declarations are at hand (the order guide): only 'free' counts; 'may
 * contain' and 'not yet declared' do not.
 */
export function isFreeFrom(declarations: AllergenDeclarations, keys: readonly AllergenKey[]): boolean {
  return keys.every((key) => declarations[key] === 'free');
}

export function isAllergenKey(value: string): value is AllergenKey {
  return (ALLERGEN_KEYS as readonly string[]).includes(value);
}

/** Whether any allergen is still undeclared: the product page then says so plainly. */
export function hasUndeclaredAllergens(declarations: AllergenDeclarations): boolean {
  return ALLERGEN_KEYS.some((key) => declarations[key] === 'undeclared');
}

/** The allergens a product contains and may contain, by label, as delivery notes print them. */
export function declaredAllergens(declarations: AllergenDeclarations): {
  contains: string[];
  mayContain: string[];
} {
  return {
    contains: ALLERGENS.filter(({ key }) => declarations[key] === 'contains').map(({ label }) => label),
    mayContain: ALLERGENS.filter(({ key }) => declarations[key] === 'may_contain').map(({ label }) => label),
  };
}

/**
 * One line for a printed sheet: "Contains: Milk, Eggs. May contain: Tree nuts.", with what is still
 * undeclared said plainly rather than left to look like "free from everything".
 */
export function allergenStatement(declarations: AllergenDeclarations): string {
  const { contains, mayContain } = declaredAllergens(declarations);
  const parts = [
    contains.length > 0 ? `Contains: ${contains.join(', ')}.` : '',
    mayContain.length > 0 ? `May contain: ${mayContain.join(', ')}.` : '',
    hasUndeclaredAllergens(declarations) ? 'Some allergens not yet declared.' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'None of the 14 allergens.';
}
