import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kabel',
    Tools: 'Piranti',
    Licences: 'Lisènsi',
    Merchandise: 'Barang dagangan',
  },
  products: {
    'OBD2 extension cable': 'Kabel sambungan OBD2',
    'Bench harness set': 'Set kabel kanggo bangku',
    'Boot mode adapter': 'Adaptor mode boot',
    'USB isolator': 'Isolator USB',
    'Stabilised power supply': 'Catu daya stabil',
    'ECU opening tool kit': 'Kit piranti mbukak ECU',
    'Probe adapter frame': 'Rangka adaptor probe',
    'Checksum licence (1 year)': 'Lisènsi checksum (1 taun)',
    'DTC remover licence': 'Lisènsi pambusak DTC',
    'Portal hoodie': 'Hoodie Portal',
    'Portal cap': 'Topi Portal',
    'Sticker pack': 'Paket stiker',
  },
  shortDescription: (name) => `${name} kanggo bengkel.`,
  description: (name) => `${name}: wis diuji nganggo piranti tuning sing umum.`,
  shippingMethods: {
    'Standard parcel': 'Paket standar',
    Express: 'Ekspres',
  },
  deliveryTimes: {
    '2-3 days': '2-3 dina',
    '5-10 days': '5-10 dina',
    'Next day': 'Dina sabanjuré',
    '2-4 days': '2-4 dina',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Berkas sing wis diuji',
      description: 'Saben berkas dipriksa peta lan checksum-é sadurungé dikirim.',
    },
    'Fast delivery': {
      title: 'Kiriman cepet',
      description: 'Umume berkas Stage 1 bali sajroning sejam ing jam kerja.',
    },
    'Real support': {
      title: 'Dhukungan sejati',
      description: 'Omong-omongan karo tuner sing nggarap berkasmu, liwat tiket utawa obrolan langsung.',
    },
    'Any vehicle': {
      title: 'Kendaraan apa waé',
      description: 'Mobil, van, truk, traktor, motor lan prau, nganggo siji saldo kredit.',
    },
  },
} satisfies StorefrontTexts;
