import {
  ALLERGEN_KEYS,
  type AllergenDeclarations,
  type AllergenKey,
  allergenMasks,
} from '../../../domain/allergens.ts';

type Profile = { contains?: AllergenKey[]; mayContain?: AllergenKey[] };

/** What a demo product of each category plausibly declares; every other allergen is 'free'. */
const PROFILES: Record<string, Profile> = {
  'Beers & ciders': { contains: ['gluten', 'sulphites'] },
  Wines: { contains: ['sulphites'], mayContain: ['milk', 'eggs', 'fish'] },
  'Juices & smoothies': { mayContain: ['milk'] },
  'Tea & coffee': { mayContain: ['milk'] },
  'Milk & cream': { contains: ['milk'] },
  Cheese: { contains: ['milk'] },
  'Butter & spreads': { contains: ['milk'], mayContain: ['soya'] },
  Eggs: { contains: ['eggs'] },
  'Pork & bacon': { mayContain: ['sulphites', 'mustard'] },
  Fish: { contains: ['fish'], mayContain: ['crustaceans'] },
  Shellfish: { contains: ['crustaceans', 'molluscs'], mayContain: ['fish'] },
  'Smoked fish': { contains: ['fish'] },
  'Bread & rolls': { contains: ['gluten'], mayContain: ['sesame', 'soya', 'milk'] },
  'Pastries & cakes': { contains: ['gluten', 'eggs', 'milk'], mayContain: ['tree_nuts', 'peanuts', 'soya'] },
  'Flour, rice & pasta': { contains: ['gluten'], mayContain: ['eggs', 'soya', 'lupin'] },
  'Sauces & condiments': { contains: ['mustard', 'eggs'], mayContain: ['celery', 'soya', 'sulphites'] },
  'Herbs, spices & seasoning': { mayContain: ['celery', 'mustard', 'sesame'] },
  'Tins & jars': { mayContain: ['celery', 'sulphites'] },
  'Sugar & baking': { mayContain: ['tree_nuts', 'peanuts', 'milk'] },
  'Frozen chips & potatoes': { mayContain: ['gluten'] },
  'Syrups & garnishes': { contains: ['sulphites'], mayContain: ['tree_nuts'] },
  'Bar snacks': { mayContain: ['milk', 'gluten', 'peanuts', 'tree_nuts', 'sesame', 'mustard'] },
  'Ice cream & desserts': { contains: ['milk', 'eggs'], mayContain: ['tree_nuts', 'peanuts', 'gluten'] },
};

/** One demo product in this many has not declared its allergens yet, as some real ones have not. */
const UNDECLARED_EVERY = 17;

/** The allergen masks a demo product of `category` is seeded with. */
export function demoAllergens(category: string, index: number) {
  if (index % UNDECLARED_EVERY === 3) return allergenMasks({});
  const profile = PROFILES[category] ?? {};
  const declarations = Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'free'])) as AllergenDeclarations;
  for (const key of profile.mayContain ?? []) declarations[key] = 'may_contain';
  for (const key of profile.contains ?? []) declarations[key] = 'contains';
  return allergenMasks(declarations);
}
