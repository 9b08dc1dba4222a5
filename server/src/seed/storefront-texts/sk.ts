import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Káble',
    Tools: 'Náradie',
    Licences: 'Licencie',
    Merchandise: 'Reklamné predmety',
  },
  products: {
    'OBD2 extension cable': 'Predlžovací kábel OBD2',
    'Bench harness set': 'Súprava káblov na stôl',
    'Boot mode adapter': 'Adaptér režimu boot',
    'USB isolator': 'USB izolátor',
    'Stabilised power supply': 'Stabilizovaný zdroj',
    'ECU opening tool kit': 'Súprava náradia na otváranie riadiacich jednotiek',
    'Probe adapter frame': 'Rámik adaptéra pre sondy',
    'Checksum licence (1 year)': 'Licencia na kontrolné súčty (1 rok)',
    'DTC remover licence': 'Licencia na odstránenie DTC',
    'Portal hoodie': 'Mikina s kapucňou Portal',
    'Portal cap': 'Šiltovka Portal',
    'Sticker pack': 'Sada nálepiek',
  },
  shortDescription: (name) => `${name} do dielne.`,
  description: (name) => `${name}: vyskúšané s bežnými nástrojmi na tuning.`,
  shippingMethods: {
    'Standard parcel': 'Štandardný balík',
    Express: 'Expresné doručenie',
  },
  deliveryTimes: {
    '2-3 days': '2 – 3 dni',
    '5-10 days': '5 – 10 dní',
    'Next day': 'Nasledujúci deň',
    '2-4 days': '2 – 4 dni',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Otestované súbory',
      description: 'Každý súbor sa pred odoslaním skontroluje v mapách a kontrolnom súčte.',
    },
    'Fast delivery': {
      title: 'Rýchle dodanie',
      description: 'Väčšina súborov Stage 1 je počas otváracích hodín späť do hodiny.',
    },
    'Real support': {
      title: 'Skutočná podpora',
      description: 'Hovorte s tunerom, ktorý pripravil váš súbor, cez tiket alebo živý chat.',
    },
    'Any vehicle': {
      title: 'Akékoľvek vozidlo',
      description:
        'Osobné autá, dodávky, nákladné autá, traktory, motocykle a lode s jedným kreditným zostatkom.',
    },
  },
} satisfies StorefrontTexts;
