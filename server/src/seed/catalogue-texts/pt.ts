import type { CatalogueTexts } from './types.js';

export default {
  offRoad:
    ' Apenas para uso fora de estrada e em desporto motorizado; o cliente é responsável pela legalidade na via pública.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Mais potência e binário dentro dos limites seguros do hardware de série.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Para admissão, intercooler e escape (downpipe) melhorados. Indique todas as peças montadas.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description: 'Calibração à medida para turbo ou injetores maiores. Envie datalogs; inclui revisões.',
    },
    'Economy tune': {
      name: 'Reprogramação económica',
      description:
        'Mais binário a baixas e médias rotações para gastar menos combustível; popular entre frotas e camiões.',
    },
    'EGR off': {
      name: 'EGR desativada',
      description: 'Recirculação dos gases de escape desligada por software.',
    },
    'DPF/FAP off': {
      name: 'DPF/FAP desativado',
      description: 'Monitorização e regeneração do filtro de partículas desligadas.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR desativado',
      description: 'Dosagem SCR/AdBlue e a respetiva monitorização de avarias desligadas.',
    },
    'DTC off': {
      name: 'DTC desativados',
      description: 'Códigos de avaria escolhidos removidos. Indique os códigos no comentário da encomenda.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Estalos no escape ao levantar o pé, suaves ou agressivos.',
    },
    'Speed limiter off': {
      name: 'Limitador de velocidade desativado',
      description: 'Limitador de velocidade máxima aumentado ou removido.',
    },
    'Start/stop off': {
      name: 'Start/stop desativado',
      description: 'Paragem/arranque automático do motor desativado por predefinição.',
    },
    'Lambda/O2 off': {
      name: 'Sonda lambda/O2 desativada',
      description: 'Monitorização da sonda de oxigénio traseira desligada.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control e corte de rotação seco, às rotações que pedir.',
    },
    'Immo off': {
      name: 'Imobilizador desativado',
      description: 'Imobilizador desativado para troca de centralina. É exigida prova de propriedade.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Ficheiro da caixa de velocidades (TCU)',
    'Raised rev limiter': 'Limitador de rotação aumentado',
    'Two switchable maps': 'Dois mapas comutáveis',
    'Extra datalog review round': 'Ronda extra de análise de datalogs',
    'Aggressive setting': 'Regulação agressiva',
    'Priority processing': 'Processamento prioritário',
  },
  credits: (n) => `${n} créditos`,
  vehicleTypes: { Car: 'Ligeiro de passageiros', Truck: 'Camião', Tractor: 'Trator' },
  download: {
    title: 'Lista de verificação para reprogramação',
    description: 'O que verificar antes de ler, antes de encomendar e antes de escrever uma centralina.',
  },
} satisfies CatalogueTexts;
