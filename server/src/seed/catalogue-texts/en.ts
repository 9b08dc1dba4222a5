import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' For off-road and motorsport use only; the customer is responsible for road legality.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'More power and torque within the safe limits of the stock hardware.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description: 'For upgraded intake, intercooler and exhaust (downpipe). Tell us every part fitted.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description: 'Custom calibration for a bigger turbo or injectors. Send datalogs; includes revisions.',
    },
    'Economy tune': {
      name: 'Economy tune',
      description: 'More low and mid-range torque for lower fuel use; popular with fleets and trucks.',
    },
    'EGR off': { name: 'EGR off', description: 'Exhaust gas recirculation switched off in software.' },
    'DPF/FAP off': {
      name: 'DPF/FAP off',
      description: 'Particulate filter monitoring and regeneration switched off.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR off',
      description: 'SCR/AdBlue dosing and its fault monitoring switched off.',
    },
    'DTC off': {
      name: 'DTC off',
      description: 'Chosen fault codes removed. List the codes in the order comment.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Overrun crackle on lift-off, mild or aggressive.',
    },
    'Speed limiter off': { name: 'Speed limiter off', description: 'Top speed limiter raised or removed.' },
    'Start/stop off': {
      name: 'Start/stop off',
      description: 'Automatic engine start/stop disabled by default.',
    },
    'Lambda/O2 off': { name: 'Lambda/O2 off', description: 'Rear oxygen sensor monitoring switched off.' },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control and a hard-cut rev limiter, with the RPM you ask for.',
    },
    'Immo off': {
      name: 'Immo off',
      description: 'Immobiliser disabled for an ECU swap. Proof of ownership is required.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Gearbox (TCU) file',
    'Raised rev limiter': 'Raised rev limiter',
    'Two switchable maps': 'Two switchable maps',
    'Extra datalog review round': 'Extra datalog review round',
    'Aggressive setting': 'Aggressive setting',
    'Priority processing': 'Priority processing',
  },
  credits: (n) => `${n} credits`,
  vehicleTypes: { Car: 'Car', Truck: 'Truck', Tractor: 'Tractor' },
  download: {
    title: 'Flashing checklist',
    description: 'What to check before reading, before ordering and before writing an ECU.',
  },
} satisfies CatalogueTexts;
