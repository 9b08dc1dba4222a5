import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kabely',
    Tools: 'Nářadí',
    Licences: 'Licence',
    Merchandise: 'Reklamní předměty',
  },
  products: {
    'OBD2 extension cable': 'Prodlužovací kabel OBD2',
    'Bench harness set': 'Sada kabeláže pro stůl',
    'Boot mode adapter': 'Adaptér režimu boot',
    'USB isolator': 'USB izolátor',
    'Stabilised power supply': 'Stabilizovaný zdroj',
    'ECU opening tool kit': 'Sada nářadí pro otevírání řídicích jednotek',
    'Probe adapter frame': 'Rámeček adaptéru pro sondy',
    'Checksum licence (1 year)': 'Licence na kontrolní součty (1 rok)',
    'DTC remover licence': 'Licence na odstranění DTC',
    'Portal hoodie': 'Mikina s kapucí Portal',
    'Portal cap': 'Kšiltovka Portal',
    'Sticker pack': 'Sada samolepek',
  },
  shortDescription: (name) => `${name} do dílny.`,
  description: (name) => `${name}: vyzkoušeno s běžnými nástroji pro tuning.`,
  shippingMethods: {
    'Standard parcel': 'Standardní balík',
    Express: 'Expresní doručení',
  },
  deliveryTimes: {
    '2-3 days': '2–3 dny',
    '5-10 days': '5–10 dní',
    'Next day': 'Následující den',
    '2-4 days': '2–4 dny',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Otestované soubory',
      description: 'Každý soubor je před odesláním zkontrolován v mapách a kontrolním součtu.',
    },
    'Fast delivery': {
      title: 'Rychlé dodání',
      description: 'Většina souborů Stage 1 je během otevírací doby zpět do hodiny.',
    },
    'Real support': {
      title: 'Skutečná podpora',
      description: 'Mluvte s tunerem, který připravil váš soubor, přes tiket nebo živý chat.',
    },
    'Any vehicle': {
      title: 'Jakékoli vozidlo',
      description:
        'Osobní auta, dodávky, nákladní auta, traktory, motocykly a lodě s jedním kreditním zůstatkem.',
    },
  },
} satisfies StorefrontTexts;
