import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Cabos',
    Tools: 'Ferramentas',
    Licences: 'Licenças',
    Merchandise: 'Merchandising',
  },
  products: {
    'OBD2 extension cable': 'Extensão OBD2',
    'Bench harness set': 'Conjunto de cablagens para bancada',
    'Boot mode adapter': 'Adaptador de modo boot',
    'USB isolator': 'Isolador USB',
    'Stabilised power supply': 'Fonte de alimentação estabilizada',
    'ECU opening tool kit': 'Kit de ferramentas para abrir centralinas',
    'Probe adapter frame': 'Quadro adaptador para sondas',
    'Checksum licence (1 year)': 'Licença de checksum (1 ano)',
    'DTC remover licence': 'Licença de remoção de DTC',
    'Portal hoodie': 'Camisola com capuz Portal',
    'Portal cap': 'Boné Portal',
    'Sticker pack': 'Pacote de autocolantes',
  },
  shortDescription: (name) => `${name} para a oficina.`,
  description: (name) => `${name}: testado com as ferramentas de reprogramação habituais.`,
  shippingMethods: {
    'Standard parcel': 'Encomenda normal',
    Express: 'Expresso',
  },
  deliveryTimes: {
    '2-3 days': '2 a 3 dias',
    '5-10 days': '5 a 10 dias',
    'Next day': 'No dia seguinte',
    '2-4 days': '2 a 4 dias',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Ficheiros testados',
      description: 'Cada ficheiro é verificado nos mapas e no checksum antes de sair.',
    },
    'Fast delivery': {
      title: 'Entrega rápida',
      description:
        'A maioria dos ficheiros Stage 1 volta em menos de uma hora durante o horário de funcionamento.',
    },
    'Real support': {
      title: 'Apoio a sério',
      description: 'Fale com o técnico que fez o seu ficheiro, por ticket ou chat ao vivo.',
    },
    'Any vehicle': {
      title: 'Qualquer veículo',
      description: 'Automóveis, carrinhas, camiões, tratores, motas e barcos, com um só saldo de créditos.',
    },
  },
} satisfies StorefrontTexts;
