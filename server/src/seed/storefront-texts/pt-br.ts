import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Cabos',
    Tools: 'Ferramentas',
    Licences: 'Licenças',
    Merchandise: 'Produtos da marca',
  },
  products: {
    'OBD2 extension cable': 'Cabo extensor OBD2',
    'Bench harness set': 'Kit de chicotes para bancada',
    'Boot mode adapter': 'Adaptador de modo boot',
    'USB isolator': 'Isolador USB',
    'Stabilised power supply': 'Fonte de alimentação estabilizada',
    'ECU opening tool kit': 'Kit de ferramentas para abrir módulos',
    'Probe adapter frame': 'Moldura adaptadora para pontas de prova',
    'Checksum licence (1 year)': 'Licença de checksum (1 ano)',
    'DTC remover licence': 'Licença de remoção de DTC',
    'Portal hoodie': 'Moletom Portal',
    'Portal cap': 'Boné Portal',
    'Sticker pack': 'Kit de adesivos',
  },
  shortDescription: (name) => `${name} para a oficina.`,
  description: (name) => `${name}: testado com as ferramentas de remapeamento mais comuns.`,
  shippingMethods: {
    'Standard parcel': 'Encomenda padrão',
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
      title: 'Arquivos testados',
      description: 'Cada arquivo é conferido nos mapas e no checksum antes de sair.',
    },
    'Fast delivery': {
      title: 'Entrega rápida',
      description: 'A maioria dos arquivos Stage 1 volta em menos de uma hora no horário de atendimento.',
    },
    'Real support': {
      title: 'Suporte de verdade',
      description: 'Fale com o preparador que fez seu arquivo, por ticket ou chat ao vivo.',
    },
    'Any vehicle': {
      title: 'Qualquer veículo',
      description: 'Carros, vans, caminhões, tratores, motos e barcos, com um só saldo de créditos.',
    },
  },
} satisfies StorefrontTexts;
