/** Demo products by leaf category: one `name | list price in pounds` a line. */
export const SUPPLIES: Record<string, string> = {
  'Kitchen cleaning': `
    Heavy-duty degreaser 5L | 12.99
    Sanitiser spray, food safe 6 x 750ml | 13.49
    Multi-surface cleaner concentrate 5L | 10.99
    Oven cleaner, caustic 5L | 16.99
    Floor cleaner, pine 5L | 8.99
    Blue centrefeed rolls, 6 | 15.99
    Antibacterial washing-up liquid 5L | 7.99
    Colour-coded cloths, box of 50 | 8.49
    Stainless steel polish 400ml | 5.49
    Scourer sponges, pack of 40 | 9.49
    Descaler for coffee machines 5L | 17.99`,
  Washroom: `
    Hand soap, antibacterial 5L | 8.99
    Hand sanitiser gel 5L | 14.99
    Toilet rolls, 2-ply, 36 | 17.49
    Jumbo toilet rolls, 12 | 19.99
    Paper hand towels, Z-fold 3000 | 23.99
    Toilet cleaner, thick bleach 12 x 750ml | 12.99
    Air freshener spray 12 x 300ml | 14.99
    Urinal screens, pack of 10 | 13.49
    Foam hand wash cartridges 6 x 1L | 29.99
    Feminine hygiene bags, 1000 | 11.99`,
  'Dishwash & laundry': `
    Glasswasher detergent 5L | 13.49
    Glasswasher rinse aid 5L | 14.49
    Dishwasher detergent 20L | 39.99
    Dishwasher rinse aid 5L | 15.99
    Dishwasher tablets, 200 | 27.99
    Biological laundry powder 100 washes | 21.99
    Non-bio laundry liquid 5L | 19.99
    Fabric conditioner 5L | 8.99
    Stain remover for table linen 5L | 16.99
    Limescale remover 5L | 12.49`,
  'Takeaway containers': `
    Kraft food boxes, medium, 300 | 39.99
    Kraft food boxes, large, 200 | 41.99
    Pizza boxes 12in, 100 | 24.99
    Aluminium containers no. 6a with lids, 500 | 29.99
    Microwave containers 650ml with lids, 250 | 27.49
    Bagasse clamshell boxes, 500 | 36.99
    Soup containers 16oz with lids, 500 | 44.99
    Salad bowls, kraft, 750ml, 300 | 38.49
    Sandwich wedges, kraft, 500 | 34.99
    Dip pots 2oz with lids, 1000 | 22.99`,
  'Cups & lids': `
    Paper cups 8oz, double wall, 500 | 32.99
    Paper cups 12oz, double wall, 500 | 37.99
    Sip lids 8oz, 1000 | 19.99
    Sip lids 12oz, 1000 | 21.99
    Plant-based cold cups 16oz, 1000 | 54.99
    Reusable polycarbonate pint glasses, 48 | 49.99
    Paper straws, black, 2500 | 21.49
    Cup carriers, 4-cup, 360 | 27.99
    Espresso cups 4oz, 1000 | 24.99
    Stirrers, wooden, 1000 | 4.49`,
  'Napkins & tableware': `
    Dinner napkins, white, 2-ply 40cm, 2000 | 39.99
    Cocktail napkins, black, 2000 | 24.99
    Airlaid napkins, linen feel, 500 | 34.99
    Wooden cutlery sets, 250 | 16.99
    Wooden forks, 1000 | 14.99
    Paper plates 9in, 500 | 22.99
    Table covers, banqueting roll 25m | 17.49
    Candle tealights, 100 | 8.99
    Cutlery pouches, kraft, 500 | 19.99
    Coasters, pulpboard, 1000 | 16.49`,
  'Foil, film & bags': `
    Cling film 450mm x 300m | 11.99
    Catering foil 450mm x 75m | 16.49
    Baking parchment 450mm x 75m | 12.49
    Vacuum pouches 200 x 300mm, 1000 | 34.99
    Refuse sacks, heavy duty, 200 | 21.99
    Food bags, freezer, 1000 | 11.49
    Carrier bags, paper, large, 250 | 32.99
    Greaseproof sheets 250 x 350mm, 1000 | 13.99
    Piping bags, disposable, 100 | 7.99
    Pedal bin liners, 1000 | 18.99`,
  'Syrups & garnishes': `
    Sugar syrup for cocktails 1L | 6.99
    Vanilla coffee syrup 1L | 8.49
    Caramel coffee syrup 1L | 8.49
    Grenadine syrup 1L | 7.99
    Lime cordial 1L | 5.99
    Blackcurrant cordial 1L | 5.49
    Cocktail cherries, maraschino 1.5kg | 12.99
    Green olives for cocktails 1kg | 6.99
    Angostura-style aromatic bitters 200ml | 9.99
    Dehydrated orange wheels, 100 | 11.49
    Passion fruit purée 1kg | 10.49`,
  'Bar snacks': `
    Ready salted crisps, 48 x 32.5g | 17.99
    Salt & vinegar crisps, 48 x 32.5g | 17.99
    Cheese & onion crisps, 48 x 32.5g | 17.99
    Pork scratchings, 24 x 40g | 15.49
    Dry roasted peanuts, 24 x 50g | 13.99
    Salted cashews 1kg | 14.99
    Mixed olives, marinated 2kg | 15.99
    Popcorn, sweet & salty, 24 x 30g | 14.49
    Wasabi peas 1kg | 7.99
    Chilli-coated rice crackers 1kg | 8.49`,
  'Bar equipment': `
    Boston shaker, stainless steel | 12.99
    Jigger, 25/50ml, CE marked | 4.99
    Bar spoon, 40cm | 3.49
    Hawthorne strainer | 5.99
    Ice scoop, 12oz | 3.99
    Bar mats, rubber, 6 | 17.99
    Pour spouts, 12 | 5.49
    Optic measure 25ml | 9.99
    Muddler, beech wood | 4.49
    Ice bucket with tongs | 14.99
    Speed rail, 5 bottle | 29.99`,
};
