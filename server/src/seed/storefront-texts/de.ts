import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kabel',
    Tools: 'Werkzeuge',
    Licences: 'Lizenzen',
    Merchandise: 'Fanartikel',
  },
  products: {
    'OBD2 extension cable': 'OBD2-Verlängerungskabel',
    'Bench harness set': 'Bench-Kabelsatz',
    'Boot mode adapter': 'Boot-Modus-Adapter',
    'USB isolator': 'USB-Isolator',
    'Stabilised power supply': 'Stabilisiertes Netzteil',
    'ECU opening tool kit': 'Werkzeugsatz zum Öffnen von Steuergeräten',
    'Probe adapter frame': 'Adapterrahmen für Messspitzen',
    'Checksum licence (1 year)': 'Checksummen-Lizenz (1 Jahr)',
    'DTC remover licence': 'DTC-Entferner-Lizenz',
    'Portal hoodie': 'Portal-Hoodie',
    'Portal cap': 'Portal-Cap',
    'Sticker pack': 'Aufkleber-Set',
  },
  shortDescription: (name) => `${name} für die Werkstatt.`,
  description: (name) => `${name}: getestet mit den gängigen Tuning-Tools.`,
  shippingMethods: {
    'Standard parcel': 'Standardpaket',
    Express: 'Express',
  },
  deliveryTimes: {
    '2-3 days': '2–3 Tage',
    '5-10 days': '5–10 Tage',
    'Next day': 'Am nächsten Tag',
    '2-4 days': '2–4 Tage',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Geprüfte Dateien',
      description: 'Jede Datei wird vor dem Versand auf Kennfelder und Prüfsumme kontrolliert.',
    },
    'Fast delivery': {
      title: 'Schnelle Lieferung',
      description:
        'Die meisten Stage-1-Dateien sind während der Öffnungszeiten innerhalb einer Stunde zurück.',
    },
    'Real support': {
      title: 'Echter Support',
      description: 'Sprechen Sie per Ticket oder Live-Chat mit dem Tuner, der Ihre Datei bearbeitet hat.',
    },
    'Any vehicle': {
      title: 'Jedes Fahrzeug',
      description: 'Pkw, Transporter, Lkw, Traktoren, Motorräder und Boote mit einem einzigen Guthaben.',
    },
  },
} satisfies StorefrontTexts;
