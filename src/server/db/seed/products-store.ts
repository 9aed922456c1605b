/** Demo products by leaf category: one `name | list price in pounds` a line. */
export const STORE: Record<string, string> = {
  'Bread & rolls': `
    White sliced bread, thick 800g x 6 | 7.49
    Wholemeal sliced bread 800g x 6 | 7.99
    Sourdough loaf, white 800g x 4 | 13.99
    Brioche burger buns, 48 | 14.99
    Floured baps, 48 | 7.99
    Part-baked baguettes, box of 30 | 14.49
    Ciabatta rolls, part-baked, 50 | 17.99
    Tortilla wraps 12in, 6 x 12 | 15.99
    Naan breads, 4 x 12 | 12.49
    Gluten-free sliced bread 6 x 400g | 16.99
    Focaccia with rosemary 6 x 350g | 15.99`,
  'Pastries & cakes': `
    All-butter croissants, ready to bake, box of 60 | 29.99
    Pain au chocolat, ready to bake, box of 60 | 31.99
    Cinnamon swirls, box of 48 | 27.99
    Mini Danish selection, box of 90 | 32.49
    Chocolate fudge cake, 14 portions | 19.99
    Carrot cake, 14 portions | 19.99
    Lemon drizzle traybake, 24 portions | 21.99
    Blueberry muffins, box of 24 | 17.49
    Scones, plain, box of 48 | 12.99
    Brownies, chocolate, 24 portions | 19.49
    New York cheesecake, 14 portions | 22.99`,
  'Flour, rice & pasta': `
    Plain flour 16kg | 12.99
    Strong white bread flour 16kg | 14.99
    Italian 00 pasta flour 5kg | 8.99
    Basmati rice 10kg | 19.99
    Long grain rice 10kg | 12.99
    Arborio risotto rice 5kg | 13.49
    Spaghetti 6 x 3kg | 22.99
    Penne rigate 6 x 3kg | 22.99
    Fusilli 6 x 3kg | 22.99
    Egg noodles, medium 3kg | 8.99
    Couscous 5kg | 10.99
    Lasagne sheets 3kg | 9.99`,
  'Oils & vinegars': `
    Rapeseed oil 20L | 32.99
    Sunflower oil 20L | 34.99
    Extra virgin olive oil 5L | 38.99
    Pomace olive oil 5L | 24.99
    Frying oil, long-life 20L | 36.99
    Spirit vinegar 5% 5L | 4.99
    Malt vinegar 5L | 6.49
    Balsamic vinegar of Modena 5L | 18.99
    White wine vinegar 5L | 9.99
    Sesame oil 1L | 7.99
    Cider vinegar 5L | 11.49`,
  'Sauces & condiments': `
    Tomato ketchup 4.5L | 8.99
    Real mayonnaise 5L | 14.99
    English mustard 2.25kg | 9.49
    Dijon mustard 1kg | 5.99
    Brown sauce 4.5L | 9.49
    Sweet chilli sauce 2.2L | 6.99
    Tomato ketchup sachets, 200 | 5.49
    Mayonnaise sachets, 200 | 6.49
    Soy sauce 5L | 11.99
    Worcestershire sauce 568ml | 4.99
    Hot pepper sauce 1L | 7.49
    Caramelised onion chutney 2.5kg | 10.99`,
  'Herbs, spices & seasoning': `
    Fine sea salt 12.5kg | 8.99
    Sea salt flakes 1.5kg | 14.49
    Black pepper, ground 500g | 7.49
    Black peppercorns 500g | 8.49
    Smoked paprika 400g | 5.99
    Ground cumin 400g | 5.49
    Mixed herbs, dried 200g | 3.99
    Chicken gravy granules 2kg | 10.99
    Vegetable bouillon powder 1.5kg | 12.49
    Chilli flakes 250g | 4.99
    Garam masala 400g | 6.49`,
  'Tins & jars': `
    Chopped tomatoes 6 x 2.5kg | 14.99
    Plum tomatoes 6 x 2.5kg | 15.49
    Baked beans 6 x 2.62kg | 16.99
    Chickpeas 6 x 2.5kg | 13.99
    Coconut milk 6 x 400ml | 6.99
    Tuna chunks in brine 1.7kg | 13.49
    Sweetcorn 6 x 2.12kg | 15.99
    Black olives, pitted 3kg | 9.99
    Jalapeño slices 3kg | 9.49
    Capers 1kg | 7.49
    Strawberry jam 3kg | 8.99`,
  'Sugar & baking': `
    Granulated sugar 25kg | 24.99
    Caster sugar 5kg | 6.99
    Icing sugar 3kg | 4.49
    Demerara sugar sticks, 1000 | 12.99
    White sugar sticks, 1000 | 9.99
    Sweetener sachets, 1000 | 11.49
    Baking powder 2kg | 6.99
    Cocoa powder 1kg | 9.99
    Dark chocolate callets 2.5kg | 27.99
    Vanilla extract 500ml | 12.99
    Ground almonds 1kg | 11.49`,
  'Frozen chips & potatoes': `
    Skin-on fries 9mm 4 x 2.5kg | 17.99
    Straight cut chips 12mm 4 x 2.5kg | 15.49
    Steakhouse chips 4 x 2.5kg | 16.99
    Sweet potato fries 4 x 2.5kg | 25.99
    Crinkle cut chips 4 x 2.5kg | 14.99
    Hash browns, box of 120 | 13.99
    Roast potatoes 4 x 2.5kg | 18.49
    Potato wedges, seasoned 4 x 2.5kg | 17.49
    Mashed potato 4 x 2kg | 16.99
    Dauphinoise potatoes, 12 portions | 18.99`,
  'Frozen vegetables & fruit': `
    Garden peas 4 x 2.5kg | 14.99
    Petits pois 4 x 2.5kg | 16.49
    Sweetcorn kernels 4 x 2.5kg | 13.99
    Broccoli florets 4 x 2.5kg | 15.99
    Mixed vegetables 4 x 2.5kg | 12.99
    Edamame beans 1kg | 5.99
    Spinach, leaf 2.5kg | 8.49
    Mixed berries 2.5kg | 13.99
    Raspberries, frozen 1kg | 7.99
    Mango chunks, frozen 1kg | 5.49
    Onion rings, battered 1kg | 5.99`,
  'Ice cream & desserts': `
    Vanilla ice cream 4L | 8.99
    Chocolate ice cream 4L | 8.99
    Strawberry ice cream 4L | 8.99
    Salted caramel gelato 2.5L | 12.99
    Mango sorbet 2.5L | 10.99
    Sticky toffee pudding, 12 portions | 21.99
    Apple crumble, 12 portions | 18.99
    Chocolate lava puddings, 12 | 17.99
    Profiteroles, 120 | 14.99
    Vegan vanilla ice cream 4L | 11.99
    Ice lollies, mixed, box of 40 | 16.49`,
};
