import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kablolar',
    Tools: 'Aletler',
    Licences: 'Lisanslar',
    Merchandise: 'Promosyon ürünleri',
  },
  products: {
    'OBD2 extension cable': 'OBD2 uzatma kablosu',
    'Bench harness set': 'Tezgâh kablo demeti seti',
    'Boot mode adapter': 'Boot modu adaptörü',
    'USB isolator': 'USB izolatörü',
    'Stabilised power supply': 'Regüleli güç kaynağı',
    'ECU opening tool kit': 'ECU açma alet seti',
    'Probe adapter frame': 'Prob adaptör çerçevesi',
    'Checksum licence (1 year)': 'Checksum lisansı (1 yıl)',
    'DTC remover licence': 'DTC silme lisansı',
    'Portal hoodie': 'Portal kapüşonlu sweatshirt',
    'Portal cap': 'Portal şapka',
    'Sticker pack': 'Çıkartma paketi',
  },
  shortDescription: (name) => `Atölye için ${name}.`,
  description: (name) => `${name}: yaygın tuning araçlarıyla test edildi.`,
  shippingMethods: {
    'Standard parcel': 'Standart koli',
    Express: 'Ekspres',
  },
  deliveryTimes: {
    '2-3 days': '2-3 gün',
    '5-10 days': '5-10 gün',
    'Next day': 'Ertesi gün',
    '2-4 days': '2-4 gün',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Test edilmiş dosyalar',
      description: 'Her dosya bizden çıkmadan önce haritalar ve checksum üzerinden kontrol edilir.',
    },
    'Fast delivery': {
      title: 'Hızlı teslimat',
      description: 'Çoğu Stage 1 dosyası çalışma saatlerinde bir saat içinde geri gelir.',
    },
    'Real support': {
      title: 'Gerçek destek',
      description: 'Dosyanızı hazırlayan tuner ile destek talebi veya canlı sohbet üzerinden konuşun.',
    },
    'Any vehicle': {
      title: 'Her araç',
      description:
        'Otomobiller, kamyonetler, kamyonlar, traktörler, motosikletler ve tekneler, tek bir kredi bakiyesiyle.',
    },
  },
} satisfies StorefrontTexts;
