import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Câbles',
    Tools: 'Outils',
    Licences: 'Licences',
    Merchandise: 'Produits dérivés',
  },
  products: {
    'OBD2 extension cable': 'Rallonge OBD2',
    'Bench harness set': 'Jeu de faisceaux pour banc',
    'Boot mode adapter': 'Adaptateur mode boot',
    'USB isolator': 'Isolateur USB',
    'Stabilised power supply': 'Alimentation stabilisée',
    'ECU opening tool kit': "Kit d'outils d'ouverture de calculateur",
    'Probe adapter frame': 'Cadre adaptateur pour sondes',
    'Checksum licence (1 year)': 'Licence checksum (1 an)',
    'DTC remover licence': 'Licence de suppression DTC',
    'Portal hoodie': 'Sweat à capuche Portal',
    'Portal cap': 'Casquette Portal',
    'Sticker pack': "Lot d'autocollants",
  },
  shortDescription: (name) => `${name} pour l'atelier.`,
  description: (name) => `${name} : testé avec les outils de reprogrammation courants.`,
  shippingMethods: {
    'Standard parcel': 'Colis standard',
    Express: 'Express',
  },
  deliveryTimes: {
    '2-3 days': '2 à 3 jours',
    '5-10 days': '5 à 10 jours',
    'Next day': 'Le lendemain',
    '2-4 days': '2 à 4 jours',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Fichiers testés',
      description: 'Chaque fichier est vérifié sur la cartographie et la somme de contrôle avant de partir.',
    },
    'Fast delivery': {
      title: 'Livraison rapide',
      description:
        "La plupart des fichiers Stage 1 reviennent en moins d'une heure pendant les heures d'ouverture.",
    },
    'Real support': {
      title: 'Un vrai support',
      description: 'Parlez au préparateur qui a fait votre fichier, par ticket ou par chat en direct.',
    },
    'Any vehicle': {
      title: 'Tous les véhicules',
      description:
        'Voitures, utilitaires, camions, tracteurs, motos et bateaux, avec un seul solde de crédits.',
    },
  },
} satisfies StorefrontTexts;
