import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' Solo para uso todoterreno y competición; el cliente responde de la legalidad en carretera.',
  services: {
    'Stage 1': {
      name: 'Etapa 1',
      description: 'Más potencia y par dentro de los límites seguros del hardware de serie.',
    },
    'Stage 2': {
      name: 'Etapa 2',
      description: 'Para admisión, intercooler y escape (downpipe) mejorados. Indique cada pieza montada.',
    },
    'Stage 3': {
      name: 'Etapa 3',
      description:
        'Calibración a medida para turbo o inyectores mayores. Envíe datalogs; incluye revisiones.',
    },
    'Economy tune': {
      name: 'Ajuste económico',
      description: 'Más par a bajas y medias vueltas para gastar menos; popular en flotas y camiones.',
    },
    'EGR off': {
      name: 'EGR anulada',
      description: 'Recirculación de gases de escape desactivada por software.',
    },
    'DPF/FAP off': {
      name: 'DPF/FAP anulado',
      description: 'Supervisión y regeneración del filtro de partículas desactivadas.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR anulado',
      description: 'Dosificación SCR/AdBlue y su vigilancia de fallos desactivadas.',
    },
    'DTC off': {
      name: 'DTC anulados',
      description: 'Códigos de fallo elegidos eliminados. Indique los códigos en el comentario del pedido.',
    },
    'Pops and bangs': {
      name: 'Petardeo',
      description: 'Petardeo al soltar el acelerador, suave o agresivo.',
    },
    'Speed limiter off': {
      name: 'Limitador de velocidad anulado',
      description: 'Limitador de velocidad máxima elevado o eliminado.',
    },
    'Start/stop off': {
      name: 'Start/stop anulado',
      description: 'Arranque/parada automático del motor desactivado por defecto.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 anulada',
      description: 'Supervisión de la sonda de oxígeno trasera desactivada.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/control de salida',
      description: 'Control de salida y corte de revoluciones duro, a las RPM que pidas.',
    },
    'Immo off': {
      name: 'Inmovilizador anulado',
      description: 'Inmovilizador desactivado para cambio de centralita. Se exige prueba de propiedad.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Archivo de caja de cambios (TCU)',
    'Raised rev limiter': 'Limitador de revoluciones elevado',
    'Two switchable maps': 'Dos mapas conmutables',
    'Extra datalog review round': 'Ronda extra de revisión de datalogs',
    'Aggressive setting': 'Ajuste agresivo',
    'Priority processing': 'Tramitación prioritaria',
  },
  credits: (n) => `${n} créditos`,
  vehicleTypes: { Car: 'Turismo', Truck: 'Camión', Tractor: 'Tractor' },
  download: {
    title: 'Lista de comprobación para reprogramar',
    description: 'Qué comprobar antes de leer, antes de pedir y antes de escribir una centralita.',
  },
} satisfies CatalogueTexts;
