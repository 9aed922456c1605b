/** Demo products by leaf category: one `name | list price in pounds` a line. */
export const DRINKS: Record<string, string> = {
  'Soft drinks': `
    Cola cans 24 x 330ml | 9.49
    Diet cola cans 24 x 330ml | 9.49
    Lemonade bottles 24 x 500ml | 11.99
    Sparkling orange cans 24 x 330ml | 8.99
    Ginger beer bottles 12 x 275ml | 8.49
    Cola post-mix bag-in-box 7L | 54.99
    Lemon-lime soda cans 24 x 330ml | 8.99
    Elderflower pressé bottles 12 x 275ml | 11.49
    Cloudy lemonade glass bottles 12 x 275ml | 10.99
    Energy drink cans 24 x 250ml | 17.99
    Cream soda bottles 12 x 500ml | 7.49`,
  'Juices & smoothies': `
    Orange juice, smooth 12 x 1L | 13.99
    Orange juice with bits 12 x 1L | 13.99
    Apple juice, cloudy 12 x 1L | 12.49
    Cranberry juice drink 12 x 1L | 14.99
    Pineapple juice 12 x 1L | 12.99
    Tomato juice 12 x 1L | 13.49
    Fresh orange juice, chilled 6 x 2L | 16.99
    Mango smoothie 12 x 250ml | 13.99
    Strawberry & banana smoothie 12 x 250ml | 13.99
    Grapefruit juice, pink 12 x 1L | 13.99
    Apple juice mini bottles 24 x 200ml | 9.99`,
  'Water & mixers': `
    Still spring water 24 x 500ml | 5.49
    Sparkling mineral water 24 x 500ml | 6.99
    Still mineral water, glass 24 x 330ml | 12.99
    Sparkling mineral water, glass 12 x 750ml | 11.49
    Indian tonic water 24 x 200ml | 10.99
    Light tonic water 24 x 200ml | 10.99
    Soda water 24 x 200ml | 8.49
    Ginger ale 24 x 200ml | 10.49
    Bitter lemon 24 x 200ml | 10.49
    Still water 5L x 4 | 5.99
    Elderflower tonic water 24 x 200ml | 12.49`,
  'Beers & ciders': `
    Lager, 4.0% keg 50L | 119.00
    Premium lager bottles 24 x 330ml | 27.99
    Pale ale, cask 9 gallon | 109.00
    Best bitter, cask 9 gallon | 99.00
    IPA cans 24 x 440ml | 38.99
    Stout, nitro cans 24 x 440ml | 32.99
    Apple cider, keg 50L | 129.00
    Pear cider bottles 12 x 500ml | 19.99
    Alcohol-free lager bottles 24 x 330ml | 19.99
    Wheat beer bottles 20 x 500ml | 34.99
    Craft pilsner cans 24 x 330ml | 34.49
    Mixed fruit cider bottles 12 x 500ml | 19.49`,
  Wines: `
    House red, Merlot 6 x 75cl | 32.99
    House white, Sauvignon Blanc 6 x 75cl | 33.99
    Rosé, Pinot Grigio blush 6 x 75cl | 31.99
    Prosecco DOC, extra dry 6 x 75cl | 47.99
    Rioja crianza 6 x 75cl | 49.99
    Chardonnay, unoaked 6 x 75cl | 38.99
    Malbec 6 x 75cl | 44.99
    English sparkling wine 6 x 75cl | 119.00
    Champagne brut NV 6 x 75cl | 149.00
    House red bag-in-box 10L | 44.99
    Dessert wine 6 x 37.5cl | 41.99`,
  Spirits: `
    London dry gin 70cl | 15.49
    Vodka 70cl | 13.99
    Blended Scotch whisky 70cl | 15.99
    Single malt Scotch whisky, 12 year 70cl | 32.99
    White rum 70cl | 14.49
    Spiced rum 70cl | 17.49
    Dark rum 1L | 19.99
    Blanco tequila 70cl | 21.99
    Brandy VS 70cl | 17.99
    Coffee liqueur 70cl | 14.99
    Triple sec 70cl | 11.99
    Pink gin 70cl | 16.49`,
  'Tea & coffee': `
    English breakfast tea bags, catering 1100 | 18.99
    Decaffeinated tea bags 160 | 4.49
    Earl Grey string & tag tea bags 250 | 11.49
    Peppermint infusion envelopes 250 | 12.99
    Espresso coffee beans 6 x 1kg | 89.99
    Decaf coffee beans 1kg | 17.49
    Filter coffee, ground 50 x 60g | 29.99
    Instant coffee granules 750g | 19.99
    Hot chocolate powder 2kg | 13.49
    Sencha green tea bags 100 | 9.99
    Oat barista drink 6 x 1L | 12.99`,
};
