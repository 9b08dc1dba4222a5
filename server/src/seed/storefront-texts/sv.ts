import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kablar',
    Tools: 'Verktyg',
    Licences: 'Licenser',
    Merchandise: 'Merchandise',
  },
  products: {
    'OBD2 extension cable': 'OBD2-förlängningskabel',
    'Bench harness set': 'Bänkkabelsats',
    'Boot mode adapter': 'Boot-lägesadapter',
    'USB isolator': 'USB-isolator',
    'Stabilised power supply': 'Stabiliserat nätaggregat',
    'ECU opening tool kit': 'Verktygssats för att öppna styrenheter',
    'Probe adapter frame': 'Adapterram för mätspetsar',
    'Checksum licence (1 year)': 'Checksummalicens (1 år)',
    'DTC remover licence': 'Licens för DTC-borttagning',
    'Portal hoodie': 'Portal-huvtröja',
    'Portal cap': 'Portal-keps',
    'Sticker pack': 'Klistermärkespaket',
  },
  shortDescription: (name) => `${name} för verkstaden.`,
  description: (name) => `${name}: testad med de vanliga trimningsverktygen.`,
  shippingMethods: {
    'Standard parcel': 'Standardpaket',
    Express: 'Express',
  },
  deliveryTimes: {
    '2-3 days': '2–3 dagar',
    '5-10 days': '5–10 dagar',
    'Next day': 'Nästa dag',
    '2-4 days': '2–4 dagar',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Testade filer',
      description: 'Varje fil kontrolleras i mappar och checksumma innan den skickas.',
    },
    'Fast delivery': {
      title: 'Snabb leverans',
      description: 'De flesta Stage 1-filer är tillbaka inom en timme under öppettiderna.',
    },
    'Real support': {
      title: 'Riktig support',
      description: 'Prata med trimmaren som gjorde din fil, via ärende eller livechatt.',
    },
    'Any vehicle': {
      title: 'Alla fordon',
      description: 'Bilar, skåpbilar, lastbilar, traktorer, motorcyklar och båtar, med ett kreditsaldo.',
    },
  },
} satisfies StorefrontTexts;
