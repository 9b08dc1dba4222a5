import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kábelek',
    Tools: 'Szerszámok',
    Licences: 'Licencek',
    Merchandise: 'Ajándéktárgyak',
  },
  products: {
    'OBD2 extension cable': 'OBD2 hosszabbító kábel',
    'Bench harness set': 'Asztali kábelköteg-készlet',
    'Boot mode adapter': 'Boot módú adapter',
    'USB isolator': 'USB leválasztó',
    'Stabilised power supply': 'Stabilizált tápegység',
    'ECU opening tool kit': 'ECU-nyitó szerszámkészlet',
    'Probe adapter frame': 'Mérőtüske-adapterkeret',
    'Checksum licence (1 year)': 'Checksum licenc (1 év)',
    'DTC remover licence': 'DTC-törlő licenc',
    'Portal hoodie': 'Portal kapucnis pulóver',
    'Portal cap': 'Portal baseballsapka',
    'Sticker pack': 'Matricacsomag',
  },
  shortDescription: (name) => `${name} a műhelybe.`,
  description: (name) => `${name}: a szokásos tuningeszközökkel tesztelve.`,
  shippingMethods: {
    'Standard parcel': 'Normál csomag',
    Express: 'Expressz',
  },
  deliveryTimes: {
    '2-3 days': '2-3 nap',
    '5-10 days': '5-10 nap',
    'Next day': 'Másnap',
    '2-4 days': '2-4 nap',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Tesztelt fájlok',
      description: 'Minden fájlt ellenőrzünk a térképeken és az ellenőrzőösszegen, mielőtt kiküldjük.',
    },
    'Fast delivery': {
      title: 'Gyors szállítás',
      description: 'A legtöbb Stage 1 fájl nyitvatartási időben egy órán belül visszaérkezik.',
    },
    'Real support': {
      title: 'Valódi támogatás',
      description: 'Beszéljen azzal a tunerrel, aki a fájlját készítette, jegyen vagy élő chaten.',
    },
    'Any vehicle': {
      title: 'Bármilyen jármű',
      description: 'Autók, kisbuszok, teherautók, traktorok, motorok és hajók, egyetlen kreditegyenleggel.',
    },
  },
} satisfies StorefrontTexts;
