import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kabler',
    Tools: 'Værktøj',
    Licences: 'Licenser',
    Merchandise: 'Merchandise',
  },
  products: {
    'OBD2 extension cable': 'OBD2-forlængerkabel',
    'Bench harness set': 'Bench-ledningssæt',
    'Boot mode adapter': 'Boot-mode-adapter',
    'USB isolator': 'USB-isolator',
    'Stabilised power supply': 'Stabiliseret strømforsyning',
    'ECU opening tool kit': 'Værktøjssæt til åbning af ECU',
    'Probe adapter frame': 'Adapterramme til prober',
    'Checksum licence (1 year)': 'Checksum-licens (1 år)',
    'DTC remover licence': 'DTC-fjerner-licens',
    'Portal hoodie': 'Portal-hættetrøje',
    'Portal cap': 'Portal-kasket',
    'Sticker pack': 'Klistermærkepakke',
  },
  shortDescription: (name) => `${name} til værkstedet.`,
  description: (name) => `${name}: testet med de almindelige tuningværktøjer.`,
  shippingMethods: {
    'Standard parcel': 'Standardpakke',
    Express: 'Ekspres',
  },
  deliveryTimes: {
    '2-3 days': '2-3 dage',
    '5-10 days': '5-10 dage',
    'Next day': 'Næste dag',
    '2-4 days': '2-4 dage',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Testede filer',
      description: 'Hver fil kontrolleres på kortene og checksummen, før den sendes.',
    },
    'Fast delivery': {
      title: 'Hurtig levering',
      description: 'De fleste Stage 1-filer er tilbage inden for en time i åbningstiden.',
    },
    'Real support': {
      title: 'Rigtig support',
      description: 'Tal med den tuner, der lavede din fil, via ticket eller livechat.',
    },
    'Any vehicle': {
      title: 'Alle køretøjer',
      description: 'Biler, varevogne, lastbiler, traktorer, motorcykler og både, med én kreditsaldo.',
    },
  },
} satisfies StorefrontTexts;
