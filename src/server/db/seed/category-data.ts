/** The demo category tree: two levels, products hang off the second. */
export type CategorySeed = {
  name: string;
  /** Featured on the catalogue as a "Fresh {category}" row. */
  favourite?: boolean;
  children?: CategorySeed[];
};

export const CATEGORY_TREE: CategorySeed[] = [
  {
    name: 'Drinks',
    children: [
      { name: 'Soft drinks' },
      { name: 'Juices & smoothies' },
      { name: 'Water & mixers' },
      { name: 'Beers & ciders' },
      { name: 'Wines' },
      { name: 'Spirits' },
      { name: 'Tea & coffee' },
    ],
  },
  {
    name: 'Fresh produce',
    children: [
      { name: 'Fruit', favourite: true },
      { name: 'Vegetables', favourite: true },
      { name: 'Salad & herbs' },
    ],
  },
  {
    name: 'Dairy & eggs',
    children: [{ name: 'Milk & cream' }, { name: 'Cheese' }, { name: 'Butter & spreads' }, { name: 'Eggs' }],
  },
  {
    name: 'Meat & poultry',
    children: [
      { name: 'Beef & lamb', favourite: true },
      { name: 'Pork & bacon' },
      { name: 'Chicken & poultry' },
    ],
  },
  {
    name: 'Fish & seafood',
    children: [{ name: 'Fish', favourite: true }, { name: 'Shellfish' }, { name: 'Smoked fish' }],
  },
  {
    name: 'Bakery',
    children: [{ name: 'Bread & rolls', favourite: true }, { name: 'Pastries & cakes' }],
  },
  {
    name: 'Dry store',
    children: [
      { name: 'Flour, rice & pasta' },
      { name: 'Oils & vinegars' },
      { name: 'Sauces & condiments' },
      { name: 'Herbs, spices & seasoning' },
      { name: 'Tins & jars' },
      { name: 'Sugar & baking' },
    ],
  },
  {
    name: 'Frozen',
    children: [
      { name: 'Frozen chips & potatoes' },
      { name: 'Frozen vegetables & fruit' },
      { name: 'Ice cream & desserts' },
    ],
  },
  {
    name: 'Cleaning & hygiene',
    children: [{ name: 'Kitchen cleaning' }, { name: 'Washroom' }, { name: 'Dishwash & laundry' }],
  },
  {
    name: 'Disposables & packaging',
    children: [
      { name: 'Takeaway containers' },
      { name: 'Cups & lids' },
      { name: 'Napkins & tableware' },
      { name: 'Foil, film & bags' },
    ],
  },
  {
    name: 'Bar supplies',
    children: [{ name: 'Syrups & garnishes' }, { name: 'Bar snacks' }, { name: 'Bar equipment' }],
  },
];
