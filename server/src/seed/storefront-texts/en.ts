import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Cables',
    Tools: 'Tools',
    Licences: 'Licences',
    Merchandise: 'Merchandise',
  },
  products: {
    'OBD2 extension cable': 'OBD2 extension cable',
    'Bench harness set': 'Bench harness set',
    'Boot mode adapter': 'Boot mode adapter',
    'USB isolator': 'USB isolator',
    'Stabilised power supply': 'Stabilised power supply',
    'ECU opening tool kit': 'ECU opening tool kit',
    'Probe adapter frame': 'Probe adapter frame',
    'Checksum licence (1 year)': 'Checksum licence (1 year)',
    'DTC remover licence': 'DTC remover licence',
    'Portal hoodie': 'Portal hoodie',
    'Portal cap': 'Portal cap',
    'Sticker pack': 'Sticker pack',
  },
  shortDescription: (name) => `${name} for the workshop.`,
  description: (name) => `${name}: tested with the common tuning tools.`,
  shippingMethods: {
    'Standard parcel': 'Standard parcel',
    Express: 'Express',
  },
  deliveryTimes: {
    '2-3 days': '2-3 days',
    '5-10 days': '5-10 days',
    'Next day': 'Next day',
    '2-4 days': '2-4 days',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Tested files',
      description: 'Every file is checked on the map and the checksum before it leaves us.',
    },
    'Fast delivery': {
      title: 'Fast delivery',
      description: 'Most Stage 1 files are back within the hour during opening hours.',
    },
    'Real support': {
      title: 'Real support',
      description: 'Talk to the tuner who did your file, by ticket or live chat.',
    },
    'Any vehicle': {
      title: 'Any vehicle',
      description: 'Cars, vans, trucks, tractors, bikes and boats, with one credit balance.',
    },
  },
} satisfies StorefrontTexts;
