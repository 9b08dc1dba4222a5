import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Cables',
    Tools: 'Herramientas',
    Licences: 'Licencias',
    Merchandise: 'Merchandising',
  },
  products: {
    'OBD2 extension cable': 'Cable alargador OBD2',
    'Bench harness set': 'Juego de arneses para banco',
    'Boot mode adapter': 'Adaptador de modo boot',
    'USB isolator': 'Aislador USB',
    'Stabilised power supply': 'Fuente de alimentación estabilizada',
    'ECU opening tool kit': 'Kit de herramientas para abrir centralitas',
    'Probe adapter frame': 'Marco adaptador para sondas',
    'Checksum licence (1 year)': 'Licencia de checksum (1 año)',
    'DTC remover licence': 'Licencia de eliminación de DTC',
    'Portal hoodie': 'Sudadera Portal',
    'Portal cap': 'Gorra Portal',
    'Sticker pack': 'Pack de pegatinas',
  },
  shortDescription: (name) => `${name} para el taller.`,
  description: (name) => `${name}: probado con las herramientas de reprogramación habituales.`,
  shippingMethods: {
    'Standard parcel': 'Paquete estándar',
    Express: 'Envío urgente',
  },
  deliveryTimes: {
    '2-3 days': '2-3 días',
    '5-10 days': '5-10 días',
    'Next day': 'Al día siguiente',
    '2-4 days': '2-4 días',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Archivos probados',
      description: 'Cada archivo se revisa en los mapas y el checksum antes de salir.',
    },
    'Fast delivery': {
      title: 'Entrega rápida',
      description: 'La mayoría de los archivos Stage 1 vuelven en menos de una hora en horario de apertura.',
    },
    'Real support': {
      title: 'Soporte real',
      description: 'Hable con el técnico que hizo su archivo, por ticket o chat en vivo.',
    },
    'Any vehicle': {
      title: 'Cualquier vehículo',
      description: 'Coches, furgonetas, camiones, tractores, motos y barcos, con un solo saldo de créditos.',
    },
  },
} satisfies StorefrontTexts;
