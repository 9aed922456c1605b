/** Demo products by leaf category: one `name | list price in pounds` a line. */
export const FRESH: Record<string, string> = {
  Fruit: `
    Bananas, loose 18kg box | 17.99
    Lemons, unwaxed box of 80 | 19.99
    Limes, box of 60 | 14.49
    Oranges, juicing 15kg box | 18.49
    Gala apples, box of 80 | 22.99
    Strawberries 8 x 400g | 21.99
    Raspberries 12 x 150g | 27.49
    Blueberries 12 x 125g | 22.99
    Pineapples, box of 6 | 12.99
    Avocados, ripe and ready, box of 20 | 21.99
    Seedless red grapes 4.5kg | 16.99
    Mango, Kent, box of 10 | 15.49`,
  Vegetables: `
    White potatoes, maris piper 25kg | 14.99
    Brown onions 20kg | 13.49
    Red onions 10kg | 11.49
    Carrots 10kg | 7.99
    Garlic bulbs, box of 5kg | 22.49
    Tenderstem broccoli 12 x 200g | 19.99
    Vine tomatoes 6kg | 15.99
    Chestnut mushrooms 2.5kg | 9.99
    Mixed peppers 5kg | 14.99
    Butternut squash, box of 10 | 11.99
    Courgettes 5kg | 10.49
    Sweet potatoes 10kg | 13.99`,
  'Salad & herbs': `
    Iceberg lettuce, box of 10 | 8.99
    Baby leaf salad mix 4 x 500g | 15.49
    Wild rocket 4 x 250g | 12.99
    Cucumbers, box of 12 | 7.99
    Cherry tomatoes 10 x 250g | 11.99
    Flat-leaf parsley 6 x 100g | 6.49
    Coriander 6 x 100g | 6.49
    Basil 6 x 100g | 7.99
    Mint 6 x 100g | 6.99
    Spring onions, bunch of 10 x 12 | 7.49
    Watercress 6 x 85g | 8.49`,
  'Milk & cream': `
    Whole milk 4 x 2L | 5.89
    Semi-skimmed milk 4 x 2L | 5.69
    Skimmed milk 4 x 2L | 5.49
    Whole milk, glass bottles 12 x 1 pint | 8.99
    Double cream 2 x 2L | 15.99
    Single cream 2L | 6.49
    Whipping cream 2L | 7.99
    Crème fraîche 2kg | 8.99
    Greek-style yoghurt 2kg | 6.99
    Soured cream 2kg | 7.49
    UHT milk portions 120 x 12ml | 5.99`,
  Cheese: `
    Mature Cheddar block 5kg | 34.99
    Grated mozzarella 2kg | 12.49
    Buffalo mozzarella 10 x 125g | 17.99
    Parmesan-style hard cheese 1kg | 16.99
    Halloumi 8 x 250g | 19.49
    Feta, PDO 2kg | 17.99
    Brie 1kg | 10.99
    Stilton, blue 2.25kg | 29.99
    Goats' cheese log 1kg | 13.99
    Sliced Emmental 1kg | 11.99
    Mascarpone 2 x 500g | 7.99`,
  'Butter & spreads': `
    Salted butter 40 x 250g | 89.00
    Unsalted butter 40 x 250g | 89.00
    Butter portions 100 x 10g | 9.99
    Spreadable butter 2kg | 13.49
    Vegetable spread 2kg | 6.99
    Clarified butter, ghee 2kg | 19.99
    Plant-based block butter 4 x 400g | 10.99
    Garlic butter 1kg | 9.49
    Spread portions 100 x 10g | 5.99
    Marmalade portions 96 x 20g | 10.49`,
  Eggs: `
    Free-range eggs, large, tray of 30 | 8.49
    Free-range eggs, medium, tray of 30 | 7.49
    Free-range eggs, large, case of 180 | 47.99
    Barn eggs, medium, case of 360 | 74.99
    Organic free-range eggs, large, tray of 30 | 11.99
    Liquid whole egg, pasteurised 1L | 4.99
    Liquid egg white, pasteurised 1L | 5.49
    Duck eggs, tray of 20 | 10.99
    Quail eggs, pack of 24 | 5.49
    Hard-boiled peeled eggs, bucket of 60 | 12.99`,
  'Beef & lamb': `
    Beef mince 15% fat 5kg | 39.99
    Beef burgers, 6oz, box of 48 | 41.99
    Ribeye steaks, 8oz, pack of 10 | 69.99
    Sirloin steaks, 8oz, pack of 10 | 64.99
    Beef brisket, rolled 3kg | 38.99
    Diced braising steak 5kg | 49.99
    Lamb shoulder, boned and rolled 2kg | 28.99
    Lamb rumps, pack of 10 | 54.99
    Lamb mince 2.5kg | 24.99
    Beef short ribs 4kg | 44.99
    Lamb shanks, pack of 10 | 42.99`,
  'Pork & bacon': `
    Back bacon, smoked 2.27kg | 17.99
    Back bacon, unsmoked 2.27kg | 16.99
    Streaky bacon, smoked 2kg | 14.99
    Pork sausages, 8s, 4.54kg | 22.99
    Cumberland sausages 2.27kg | 15.49
    Pork belly, boneless 4kg | 31.99
    Pork loin steaks, pack of 20 | 29.99
    Pulled pork, cooked 2kg | 21.49
    Cooked ham, sliced 1kg | 11.49
    Chorizo ring 1kg | 12.99
    Pancetta cubes 1kg | 10.49`,
  'Chicken & poultry': `
    Chicken breast fillets 5kg | 34.99
    Chicken thigh fillets, boneless 5kg | 27.99
    Whole chickens, box of 10 | 44.99
    Chicken wings 5kg | 16.99
    Chicken drumsticks 5kg | 15.49
    Breaded chicken goujons 2kg | 14.99
    Duck breasts, pack of 10 | 39.99
    Turkey crown 4kg | 36.99
    Cooked chicken breast, sliced 1kg | 13.99
    Chicken livers 2.5kg | 8.99
    Southern-fried chicken strips 2kg | 16.49`,
  Fish: `
    Cod fillets, skin on 2.5kg | 42.99
    Haddock fillets, skinless 2.5kg | 44.99
    Salmon fillets, portions 10 x 140g | 27.99
    Sea bass fillets 10 x 100g | 29.99
    Battered cod portions, box of 20 | 39.99
    Tuna loin steaks 10 x 180g | 49.99
    Mackerel fillets 2kg | 15.99
    Hake fillets 2.5kg | 31.99
    Whole sea bream, box of 10 | 32.99
    Scampi, breaded 2kg | 22.99
    Fish pie mix 2kg | 21.99`,
  Shellfish: `
    King prawns, raw, peeled 1kg | 17.99
    Cooked and peeled prawns 1kg | 13.99
    Rope-grown mussels 5kg | 19.99
    Scallops, roe off 1kg | 39.99
    Squid rings 1kg | 9.99
    Crab meat, white 454g | 24.99
    Langoustines, whole 1kg | 29.99
    Clams, palourde 1kg | 16.99
    Lobster tails 10 x 140g | 79.99
    Tempura prawns, box of 50 | 21.49`,
  'Smoked fish': `
    Smoked salmon, sliced 1kg | 34.99
    Smoked salmon trimmings 1kg | 14.99
    Hot-smoked salmon flakes 500g | 12.49
    Smoked haddock fillets 2kg | 29.99
    Smoked mackerel fillets 1kg | 11.99
    Kippers, pack of 20 | 17.49
    Smoked trout, sliced 500g | 13.99
    Gravadlax with dill 1kg | 36.99
    Smoked eel fillets 250g | 15.99
    Smoked cod's roe 1kg | 18.99`,
};
