import type { CatalogueTexts } from './types.js';

export default {
  offRoad:
    ' Somente para uso off-road e em competições; o cliente é responsável pela legalidade para rodar nas ruas.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Mais potência e torque dentro dos limites seguros do hardware original.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Para admissão, intercooler e escapamento (downpipe) modificados. Informe cada peça instalada.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Calibração sob medida para turbo ou bicos injetores maiores. Envie datalogs; revisões incluídas.',
    },
    'Economy tune': {
      name: 'Remap econômico',
      description:
        'Mais torque em rotações baixas e médias para consumir menos; popular entre frotas e caminhões.',
    },
    'EGR off': {
      name: 'Anulação de EGR',
      description: 'Recirculação dos gases de escape desligada via software.',
    },
    'DPF/FAP off': {
      name: 'Anulação de DPF/FAP',
      description: 'Monitoramento e regeneração do filtro de partículas desligados.',
    },
    'AdBlue/SCR off': {
      name: 'Anulação de AdBlue/SCR',
      description: 'Dosagem de SCR/AdBlue e seu monitoramento de falhas desligados.',
    },
    'DTC off': {
      name: 'Anulação de DTC',
      description: 'Códigos de falha escolhidos removidos. Liste os códigos no comentário do pedido.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Estalos no escapamento ao tirar o pé do acelerador, suaves ou agressivos.',
    },
    'Speed limiter off': {
      name: 'Limitador de velocidade anulado',
      description: 'Limitador de velocidade máxima elevado ou removido.',
    },
    'Start/stop off': {
      name: 'Start/stop anulado',
      description: 'Partida/parada automática do motor desativada por padrão.',
    },
    'Lambda/O2 off': {
      name: 'Sonda lambda/O2 anulada',
      description: 'Monitoramento da sonda de oxigênio traseira desligado.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control e corte de giro seco, na rotação que você pedir.',
    },
    'Immo off': {
      name: 'Imobilizador anulado',
      description:
        'Imobilizador desativado para troca de módulo (ECU). É exigida comprovação de propriedade.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Arquivo do câmbio (TCU)',
    'Raised rev limiter': 'Limitador de giro elevado',
    'Two switchable maps': 'Dois mapas comutáveis',
    'Extra datalog review round': 'Rodada extra de análise de datalogs',
    'Aggressive setting': 'Ajuste agressivo',
    'Priority processing': 'Processamento prioritário',
  },
  credits: (n) => `${n} créditos`,
  vehicleTypes: { Car: 'Carro', Truck: 'Caminhão', Tractor: 'Trator' },
  download: {
    title: 'Checklist de reprogramação',
    description: 'O que verificar antes de ler, antes de fazer o pedido e antes de gravar uma ECU.',
  },
} satisfies CatalogueTexts;
