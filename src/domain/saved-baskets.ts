/** The most baskets one venue keeps: a handful of usual orders, with room to spare. */
export const MAX_SAVED_BASKETS = 50;

/** The longest name of a saved basket ("Friday bar order"). */
export const MAX_SAVED_BASKET_NAME = 60;

export const SAVED_BASKET_NOT_FOUND = 'This saved basket does not exist.';
export const SAVED_BASKET_NAME_TAKEN = 'You already have a saved basket with this name.';
export const SAVED_BASKETS_FULL = `You can keep at most ${MAX_SAVED_BASKETS} saved baskets. Please delete one first.`;
export const PRODUCT_NOT_SOLD = 'This product is no longer sold. Please remove it from your basket first.';

/** The same refusal naming the product, for the screen that knows which line it was. */
export const productNotSoldNamed = (name: string) =>
  `${name} is no longer sold. Please remove it from your basket first.`;
