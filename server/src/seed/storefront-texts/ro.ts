import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Cabluri',
    Tools: 'Scule',
    Licences: 'Licențe',
    Merchandise: 'Produse promoționale',
  },
  products: {
    'OBD2 extension cable': 'Prelungitor OBD2',
    'Bench harness set': 'Set de cablaje pentru bancă',
    'Boot mode adapter': 'Adaptor mod boot',
    'USB isolator': 'Izolator USB',
    'Stabilised power supply': 'Sursă de alimentare stabilizată',
    'ECU opening tool kit': 'Trusă de scule pentru deschis calculatoare',
    'Probe adapter frame': 'Cadru adaptor pentru sonde',
    'Checksum licence (1 year)': 'Licență checksum (1 an)',
    'DTC remover licence': 'Licență de ștergere DTC',
    'Portal hoodie': 'Hanorac Portal',
    'Portal cap': 'Șapcă Portal',
    'Sticker pack': 'Set de autocolante',
  },
  shortDescription: (name) => `${name} pentru atelier.`,
  description: (name) => `${name}: testat cu uneltele de tuning uzuale.`,
  shippingMethods: {
    'Standard parcel': 'Colet standard',
    Express: 'Expres',
  },
  deliveryTimes: {
    '2-3 days': '2-3 zile',
    '5-10 days': '5-10 zile',
    'Next day': 'A doua zi',
    '2-4 days': '2-4 zile',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Fișiere testate',
      description: 'Fiecare fișier este verificat pe hărți și pe checksum înainte de a pleca.',
    },
    'Fast delivery': {
      title: 'Livrare rapidă',
      description: 'Majoritatea fișierelor Stage 1 revin în mai puțin de o oră în timpul programului.',
    },
    'Real support': {
      title: 'Suport adevărat',
      description: 'Vorbiți cu tunerul care v-a făcut fișierul, prin tichet sau chat live.',
    },
    'Any vehicle': {
      title: 'Orice vehicul',
      description:
        'Autoturisme, dube, camioane, tractoare, motociclete și bărci, cu un singur sold de credite.',
    },
  },
} satisfies StorefrontTexts;
