import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kabels',
    Tools: 'Gereedschap',
    Licences: 'Licenties',
    Merchandise: 'Merchandise',
  },
  products: {
    'OBD2 extension cable': 'OBD2-verlengkabel',
    'Bench harness set': 'Bench-kabelset',
    'Boot mode adapter': 'Bootmode-adapter',
    'USB isolator': 'USB-isolator',
    'Stabilised power supply': 'Gestabiliseerde voeding',
    'ECU opening tool kit': "Gereedschapsset voor het openen van ECU's",
    'Probe adapter frame': 'Adapterframe voor meetpennen',
    'Checksum licence (1 year)': 'Checksumlicentie (1 jaar)',
    'DTC remover licence': 'DTC-verwijderlicentie',
    'Portal hoodie': 'Portal-hoodie',
    'Portal cap': 'Portal-pet',
    'Sticker pack': 'Stickerset',
  },
  shortDescription: (name) => `${name} voor de werkplaats.`,
  description: (name) => `${name}: getest met de gangbare tuningtools.`,
  shippingMethods: {
    'Standard parcel': 'Standaardpakket',
    Express: 'Express',
  },
  deliveryTimes: {
    '2-3 days': '2-3 dagen',
    '5-10 days': '5-10 dagen',
    'Next day': 'Volgende dag',
    '2-4 days': '2-4 dagen',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Geteste bestanden',
      description: 'Elk bestand wordt op de maps en de checksum gecontroleerd voordat het vertrekt.',
    },
    'Fast delivery': {
      title: 'Snelle levering',
      description: 'De meeste Stage 1-bestanden zijn tijdens openingstijden binnen het uur terug.',
    },
    'Real support': {
      title: 'Echte support',
      description: 'Praat met de tuner die uw bestand heeft gemaakt, via ticket of livechat.',
    },
    'Any vehicle': {
      title: 'Elk voertuig',
      description: "Auto's, bestelwagens, vrachtwagens, tractoren, motoren en boten, met één tegoed.",
    },
  },
} satisfies StorefrontTexts;
