/**
 * The demo shop's goods: what a Cambodian mini-mart sells, named in English and Khmer. Brands carry a
 * barcode prefix (884 is Cambodia's GS1 prefix, 885 Thailand's, 893 Vietnam's) so barcodes look real.
 */

/** [code, English, Khmer, barcode prefix] */
export const DEMO_BRANDS: [string, string, string, string][] = [
  ['COCA', 'Coca-Cola', 'កូកា-កូឡា', '8841101'],
  ['PEPSI', 'Pepsi', 'ប៉េបស៊ី', '8841102'],
  ['STING', 'Sting', 'ស្ទីង', '8841103'],
  ['ANGKOR', 'Angkor Beer', 'ស្រាបៀរអង្គរ', '8841201'],
  ['CAMBEER', 'Cambodia Beer', 'ស្រាបៀរកម្ពុជា', '8841202'],
  ['VITAL', 'Vital', 'វីតាល់', '8841301'],
  ['KULEN', 'Eau Kulen', 'ទឹកគូលែន', '8841302'],
  ['NESTLE', 'Nestlé', 'នេស្លេ', '8850123'],
  ['LACTASOY', 'Lactasoy', 'ឡាក់តាសូយ', '8851234'],
  ['MAMA', 'Mama', 'ម៉ាម៉ា', '8852345'],
  ['YUMYUM', 'Yum Yum', 'យំយំ', '8853456'],
  ['UNILEVER', 'Unilever', 'យូនីលីវើ', '8934567'],
  ['COLGATE', 'Colgate', 'កុលហ្គេត', '8935678'],
  ['KAMPOT', 'Kampot Pepper', 'ម្រេចកំពត', '8841401'],
  ['MEKONG', 'Mekong', 'មេគង្គ', '8841501'],
  ['SNACKCO', 'Orion', 'អូរីយ៉ុន', '8936789'],
]

/** [code, English, Khmer] */
export const DEMO_UNITS: [string, string, string][] = [
  ['CAN', 'Can', 'កំប៉ុង'],
  ['BTL', 'Bottle', 'ដប'],
  ['PCK', 'Pack', 'កញ្ចប់'],
  ['BAG', 'Bag', 'ថង់'],
  ['SACK', 'Sack', 'បាវ'],
  ['BOX', 'Box', 'ប្រអប់'],
  ['PCS', 'Piece', 'ដុំ'],
]

/** Categories with their sub-categories: [code, English, Khmer, [[code, English, Khmer], ...]] */
export const DEMO_CATEGORIES: [string, string, string, [string, string, string][]][] = [
  [
    'DRINKS',
    'Drinks',
    'ភេសជ្ជៈ',
    [
      ['SOFT', 'Soft drinks', 'ភេសជ្ជៈមិនមានជាតិអាល់កុល'],
      ['WATER', 'Drinking water', 'ទឹកបរិសុទ្ធ'],
      ['BEER', 'Beer', 'ស្រាបៀរ'],
      ['COFFEE', 'Coffee and tea', 'កាហ្វេ និងតែ'],
      ['MILK', 'Milk', 'ទឹកដោះគោ'],
    ],
  ],
  [
    'RICE',
    'Rice',
    'អង្ករ',
    [
      ['FRAGRANT', 'Fragrant rice', 'អង្ករក្រអូប'],
      ['WHITE', 'White rice', 'អង្ករស'],
      ['STICKY', 'Sticky rice', 'អង្ករដំណើប'],
    ],
  ],
  [
    'NOODLES',
    'Noodles',
    'មី និងគុយទាវ',
    [
      ['INSTANT', 'Instant noodles', 'មីកញ្ចប់'],
      ['RICENOODLE', 'Rice and glass noodles', 'គុយទាវ និងមីសួ'],
    ],
  ],
  [
    'COOKING',
    'Cooking',
    'គ្រឿងផ្សំធ្វើម្ហូប',
    [
      ['SAUCE', 'Sauces', 'ទឹកត្រី និងទឹកជ្រលក់'],
      ['SPICE', 'Spices, salt and sugar', 'គ្រឿងទេស'],
      ['OIL', 'Cooking oil', 'ប្រេងឆា'],
    ],
  ],
  [
    'CARE',
    'Personal care',
    'អនាម័យផ្ទាល់ខ្លួន',
    [
      ['SOAP', 'Soap', 'សាប៊ូ'],
      ['HAIR', 'Hair care', 'ថែរក្សាសក់'],
      ['ORAL', 'Oral care', 'ថែរក្សាមាត់ធ្មេញ'],
    ],
  ],
  [
    'HOME',
    'Household',
    'សម្ភារៈប្រើប្រាស់ក្នុងផ្ទះ',
    [
      ['CLEAN', 'Cleaning', 'សម្ភារៈសម្អាត'],
      ['PAPER', 'Paper and other', 'ក្រដាស និងផ្សេងៗ'],
    ],
  ],
  [
    'SNACKS',
    'Snacks',
    'នំចំណី',
    [
      ['CHIPS', 'Chips', 'ដំឡូងចៀន'],
      ['BISCUIT', 'Biscuits and cakes', 'នំប៊ីស្គី'],
    ],
  ],
]

/** [English, Khmer, brand, sub-category, unit, price in US cents] */
export type DemoProduct = [string, string, string, string, string, number]

export const DEMO_PRODUCTS: DemoProduct[] = [
  ['Coca-Cola 330ml Can', 'កូកា-កូឡា កំប៉ុង ៣៣០មល', 'COCA', 'SOFT', 'CAN', 60],
  ['Coca-Cola 1.5L Bottle', 'កូកា-កូឡា ដប ១.៥លីត្រ', 'COCA', 'SOFT', 'BTL', 150],
  ['Sprite 330ml Can', 'ស្ព្រាយ កំប៉ុង ៣៣០មល', 'COCA', 'SOFT', 'CAN', 60],
  ['Fanta Orange 330ml Can', 'ហ្វានតា ក្រូច កំប៉ុង ៣៣០មល', 'COCA', 'SOFT', 'CAN', 60],
  ['Pepsi 330ml Can', 'ប៉េបស៊ី កំប៉ុង ៣៣០មល', 'PEPSI', 'SOFT', 'CAN', 55],
  ['7UP 330ml Can', 'សេវេនអាប់ កំប៉ុង ៣៣០មល', 'PEPSI', 'SOFT', 'CAN', 55],
  ['Sting Energy Drink 330ml', 'ភេសជ្ជៈប៉ូវកម្លាំង ស្ទីង ៣៣០មល', 'STING', 'SOFT', 'BTL', 60],
  ['Vital Drinking Water 500ml', 'ទឹកបរិសុទ្ធ វីតាល់ ៥០០មល', 'VITAL', 'WATER', 'BTL', 25],
  ['Vital Drinking Water 1.5L', 'ទឹកបរិសុទ្ធ វីតាល់ ១.៥លីត្រ', 'VITAL', 'WATER', 'BTL', 50],
  ['Eau Kulen 600ml', 'ទឹកបរិសុទ្ធ គូលែន ៦០០មល', 'KULEN', 'WATER', 'BTL', 30],
  ['Eau Kulen 20L Refill', 'ទឹកបរិសុទ្ធ គូលែន ធុង ២០លីត្រ', 'KULEN', 'WATER', 'BTL', 150],
  ['Angkor Beer 330ml Can', 'ស្រាបៀរ អង្គរ កំប៉ុង ៣៣០មល', 'ANGKOR', 'BEER', 'CAN', 75],
  ['Angkor Beer 24 Cans', 'ស្រាបៀរ អង្គរ មួយកេស ២៤កំប៉ុង', 'ANGKOR', 'BEER', 'BOX', 1500],
  ['Cambodia Beer 330ml Can', 'ស្រាបៀរ កម្ពុជា កំប៉ុង ៣៣០មល', 'CAMBEER', 'BEER', 'CAN', 70],
  ['Cambodia Beer 24 Cans', 'ស្រាបៀរ កម្ពុជា មួយកេស ២៤កំប៉ុង', 'CAMBEER', 'BEER', 'BOX', 1450],
  ['Nescafé 3in1 Original 20 Sticks', 'នេសកាហ្វេ ៣ក្នុង១ ២០កញ្ចប់', 'NESTLE', 'COFFEE', 'PCK', 350],
  ['Milo 3in1 15 Sticks', 'មីឡូ ៣ក្នុង១ ១៥កញ្ចប់', 'NESTLE', 'COFFEE', 'PCK', 400],
  ['Lipton Yellow Label Tea 100 Bags', 'តែលីបតុន ១០០កញ្ចប់', 'UNILEVER', 'COFFEE', 'BOX', 450],
  ['Lactasoy Soy Milk 250ml', 'ទឹកសណ្ដែក ឡាក់តាសូយ ២៥០មល', 'LACTASOY', 'MILK', 'BOX', 40],
  ['Sweetened Condensed Milk 390g', 'ទឹកដោះគោខាប់ នេស្លេ ៣៩០ក្រាម', 'NESTLE', 'MILK', 'CAN', 150],
  ['Phka Malis Jasmine Rice 5kg', 'អង្ករផ្កាម្លិះ ៥គីឡូក្រាម', 'MEKONG', 'FRAGRANT', 'BAG', 650],
  ['Phka Malis Jasmine Rice 25kg', 'អង្ករផ្កាម្លិះ ២៥គីឡូក្រាម', 'MEKONG', 'FRAGRANT', 'SACK', 3000],
  ['Sen Kra Ob Fragrant Rice 5kg', 'អង្ករសែនក្រអូប ៥គីឡូក្រាម', 'MEKONG', 'FRAGRANT', 'BAG', 600],
  ['Neang Khon White Rice 5kg', 'អង្ករនាងខុន ៥គីឡូក្រាម', 'MEKONG', 'WHITE', 'BAG', 550],
  ['Sticky Rice 1kg', 'អង្ករដំណើប ១គីឡូក្រាម', 'MEKONG', 'STICKY', 'BAG', 150],
  ['Mama Noodles Pork 60g', 'មីម៉ាម៉ា រសជាតិសាច់ជ្រូក ៦០ក្រាម', 'MAMA', 'INSTANT', 'PCK', 25],
  ['Mama Noodles Spicy Shrimp 60g', 'មីម៉ាម៉ា រសជាតិបង្គាហឹរ ៦០ក្រាម', 'MAMA', 'INSTANT', 'PCK', 25],
  ['Mama Noodles Pork 30 Packs', 'មីម៉ាម៉ា សាច់ជ្រូក មួយកេស ៣០កញ្ចប់', 'MAMA', 'INSTANT', 'BOX', 700],
  ['Yum Yum Noodles Chicken 60g', 'មីយំយំ រសជាតិសាច់មាន់ ៦០ក្រាម', 'YUMYUM', 'INSTANT', 'PCK', 25],
  ['Kuy Teav Rice Noodles 500g', 'គុយទាវ ៥០០ក្រាម', 'MEKONG', 'RICENOODLE', 'PCK', 120],
  ['Glass Noodles 200g', 'មីសួ ២០០ក្រាម', 'MEKONG', 'RICENOODLE', 'PCK', 90],
  ['Fish Sauce 700ml', 'ទឹកត្រី ៧០០មល', 'MEKONG', 'SAUCE', 'BTL', 150],
  ['Soy Sauce 600ml', 'ទឹកស៊ីអ៊ីវ ៦០០មល', 'MEKONG', 'SAUCE', 'BTL', 130],
  ['Oyster Sauce 300ml', 'ទឹកប្រេងខ្យង ៣០០មល', 'MEKONG', 'SAUCE', 'BTL', 160],
  ['Prahok Fish Paste 500g', 'ប្រហុក ៥០០ក្រាម', 'MEKONG', 'SAUCE', 'BOX', 250],
  ['Kampot Black Pepper 100g', 'ម្រេចខ្មៅកំពត ១០០ក្រាម', 'KAMPOT', 'SPICE', 'PCK', 450],
  ['Kampot Red Pepper 100g', 'ម្រេចក្រហមកំពត ១០០ក្រាម', 'KAMPOT', 'SPICE', 'PCK', 650],
  ['Kampot Sea Salt 500g', 'អំបិលសមុទ្រកំពត ៥០០ក្រាម', 'KAMPOT', 'SPICE', 'PCK', 100],
  ['Kampong Speu Palm Sugar 500g', 'ស្ករត្នោតកំពង់ស្ពឺ ៥០០ក្រាម', 'MEKONG', 'SPICE', 'PCK', 200],
  ['Soybean Cooking Oil 1L', 'ប្រេងឆាសណ្ដែក ១លីត្រ', 'MEKONG', 'OIL', 'BTL', 250],
  ['Lux Soap Bar 85g', 'សាប៊ូដុំ លុក ៨៥ក្រាម', 'UNILEVER', 'SOAP', 'PCS', 60],
  ['Lifebuoy Soap Bar 85g', 'សាប៊ូដុំ ឡាយប៊យ ៨៥ក្រាម', 'UNILEVER', 'SOAP', 'PCS', 55],
  ['Sunsilk Shampoo 320ml', 'សាប៊ូកក់សក់ សាន់ស៊ីល ៣២០មល', 'UNILEVER', 'HAIR', 'BTL', 350],
  ['Colgate Toothpaste 150g', 'ថ្នាំដុសធ្មេញ កុលហ្គេត ១៥០ក្រាម', 'COLGATE', 'ORAL', 'BOX', 180],
  ['Colgate Toothbrush Soft', 'ច្រាសដុសធ្មេញ កុលហ្គេត ទន់', 'COLGATE', 'ORAL', 'PCS', 100],
  ['Breeze Washing Powder 800g', 'ម្សៅសាប៊ូ ប្រ៊ីស ៨០០ក្រាម', 'UNILEVER', 'CLEAN', 'BAG', 250],
  ['Sunlight Dishwashing Liquid 750ml', 'ទឹកលាងចាន ស៊ុនឡាយ ៧៥០មល', 'UNILEVER', 'CLEAN', 'BTL', 180],
  ['Comfort Fabric Softener 800ml', 'ទឹកក្រអូបសម្លៀកបំពាក់ ខមហ្វត ៨០០មល', 'UNILEVER', 'CLEAN', 'BAG', 300],
  ['Toilet Tissue 10 Rolls', 'ក្រដាសអនាម័យ ១០ដុំ', 'MEKONG', 'PAPER', 'PCK', 300],
  ['Mosquito Coils 10 Pieces', 'ធូបដុតបណ្ដេញមូស ១០ដុំ', 'MEKONG', 'PAPER', 'BOX', 120],
  ['Potato Chips Original 50g', 'ដំឡូងបារាំងចៀន ៥០ក្រាម', 'SNACKCO', 'CHIPS', 'PCK', 80],
  ['Banana Chips 200g', 'ចេកចៀន ២០០ក្រាម', 'MEKONG', 'CHIPS', 'PCK', 150],
  ['Choco Pie 12 Pieces', 'នំឈុកកូប៉ៃ ១២ដុំ', 'SNACKCO', 'BISCUIT', 'BOX', 350],
  ['Custard Cake 6 Pieces', 'នំខាស់ថាដ ៦ដុំ', 'SNACKCO', 'BISCUIT', 'BOX', 250],
]

/** Unprocessed rice is exempt from VAT in Cambodia; everything else here is taxable. */
export const DEMO_UNTAXED_CATEGORIES = new Set(['RICE'])
