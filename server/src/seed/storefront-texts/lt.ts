import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kabeliai',
    Tools: 'Įrankiai',
    Licences: 'Licencijos',
    Merchandise: 'Atributika',
  },
  products: {
    'OBD2 extension cable': 'OBD2 ilginamasis kabelis',
    'Bench harness set': 'Stendo laidų rinkinys',
    'Boot mode adapter': 'Boot režimo adapteris',
    'USB isolator': 'USB izoliatorius',
    'Stabilised power supply': 'Stabilizuotas maitinimo šaltinis',
    'ECU opening tool kit': 'ECU atidarymo įrankių rinkinys',
    'Probe adapter frame': 'Zondų adapterio rėmas',
    'Checksum licence (1 year)': 'Kontrolinių sumų licencija (1 metai)',
    'DTC remover licence': 'DTC šalinimo licencija',
    'Portal hoodie': 'Portal džemperis su gobtuvu',
    'Portal cap': 'Portal kepuraitė',
    'Sticker pack': 'Lipdukų rinkinys',
  },
  shortDescription: (name) => `${name} dirbtuvėms.`,
  description: (name) => `${name}: išbandyta su įprastais derinimo įrankiais.`,
  shippingMethods: {
    'Standard parcel': 'Standartinė siunta',
    Express: 'Skubus pristatymas',
  },
  deliveryTimes: {
    '2-3 days': '2–3 dienos',
    '5-10 days': '5–10 dienų',
    'Next day': 'Kitą dieną',
    '2-4 days': '2–4 dienos',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Patikrinti failai',
      description: 'Kiekvienas failas prieš išsiunčiant patikrinamas žemėlapiuose ir kontrolinėje sumoje.',
    },
    'Fast delivery': {
      title: 'Greitas pristatymas',
      description: 'Dauguma Stage 1 failų darbo valandomis grįžta per valandą.',
    },
    'Real support': {
      title: 'Tikra pagalba',
      description: 'Kalbėkite su derintoju, kuris paruošė jūsų failą, per užklausą arba tiesioginį pokalbį.',
    },
    'Any vehicle': {
      title: 'Bet kokia transporto priemonė',
      description:
        'Automobiliai, furgonai, sunkvežimiai, traktoriai, motociklai ir laivai su vienu kreditų likučiu.',
    },
  },
} satisfies StorefrontTexts;
