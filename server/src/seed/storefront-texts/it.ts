import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Cavi',
    Tools: 'Attrezzi',
    Licences: 'Licenze',
    Merchandise: 'Merchandising',
  },
  products: {
    'OBD2 extension cable': 'Prolunga OBD2',
    'Bench harness set': 'Set cablaggi da banco',
    'Boot mode adapter': 'Adattatore modalità boot',
    'USB isolator': 'Isolatore USB',
    'Stabilised power supply': 'Alimentatore stabilizzato',
    'ECU opening tool kit': 'Kit attrezzi per apertura centraline',
    'Probe adapter frame': 'Telaio adattatore per sonde',
    'Checksum licence (1 year)': 'Licenza checksum (1 anno)',
    'DTC remover licence': 'Licenza rimozione DTC',
    'Portal hoodie': 'Felpa Portal',
    'Portal cap': 'Cappellino Portal',
    'Sticker pack': 'Set di adesivi',
  },
  shortDescription: (name) => `${name} per l'officina.`,
  description: (name) => `${name}: testato con i più comuni strumenti di tuning.`,
  shippingMethods: {
    'Standard parcel': 'Pacco standard',
    Express: 'Espresso',
  },
  deliveryTimes: {
    '2-3 days': '2-3 giorni',
    '5-10 days': '5-10 giorni',
    'Next day': 'Il giorno dopo',
    '2-4 days': '2-4 giorni',
  },
  sellingPoints: {
    'Tested files': {
      title: 'File testati',
      description: 'Ogni file viene controllato su mappe e checksum prima di partire.',
    },
    'Fast delivery': {
      title: 'Consegna rapida',
      description: "La maggior parte dei file Stage 1 torna entro un'ora durante l'orario di apertura.",
    },
    'Real support': {
      title: 'Assistenza vera',
      description: 'Parla con il tecnico che ha fatto il tuo file, via ticket o chat dal vivo.',
    },
    'Any vehicle': {
      title: 'Qualsiasi veicolo',
      description: 'Auto, furgoni, camion, trattori, moto e barche, con un unico saldo crediti.',
    },
  },
} satisfies StorefrontTexts;
