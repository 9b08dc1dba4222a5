import type { CatalogueTexts } from './types.js';

export default {
  offRoad:
    ' Yalnızca arazi ve motor sporları kullanımı içindir; trafikte kullanımın yasallığından müşteri sorumludur.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Orijinal donanımın güvenli sınırları içinde daha fazla güç ve tork.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Geliştirilmiş emme, intercooler ve egzoz (downpipe) için. Takılan her parçayı bize bildirin.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Daha büyük turbo veya enjektörler için özel kalibrasyon. Datalog gönderin; revizyonlar dahildir.',
    },
    'Economy tune': {
      name: 'Ekonomi yazılımı',
      description:
        'Daha düşük yakıt tüketimi için düşük ve orta devirde daha fazla tork; filolarda ve kamyonlarda popüler.',
    },
    'EGR off': { name: 'EGR iptali', description: 'Egzoz gazı devridaimi yazılımla kapatılır.' },
    'DPF/FAP off': {
      name: 'DPF/FAP iptali',
      description: 'Partikül filtresinin izlenmesi ve rejenerasyonu kapatılır.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR iptali',
      description: 'SCR/AdBlue dozajlaması ve arıza izlemesi kapatılır.',
    },
    'DTC off': {
      name: 'DTC iptali',
      description: 'Seçilen arıza kodları kaldırılır. Kodları sipariş notunda listeleyin.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Gaz bırakıldığında egzozdan patlama sesleri, hafif veya agresif.',
    },
    'Speed limiter off': {
      name: 'Hız sınırlayıcı iptali',
      description: 'Azami hız sınırlayıcı yükseltilir veya kaldırılır.',
    },
    'Start/stop off': {
      name: 'Start/stop iptali',
      description: 'Motorun otomatik start/stop özelliği varsayılan olarak kapatılır.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 iptali',
      description: 'Arka oksijen sensörünün izlenmesi kapatılır.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control ve sert devir kesici, istediğiniz devirde.',
    },
    'Immo off': {
      name: 'İmmobilizer iptali',
      description: 'ECU değişimi için immobilizer devre dışı bırakılır. Mülkiyet belgesi gereklidir.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Şanzıman (TCU) dosyası',
    'Raised rev limiter': 'Yükseltilmiş devir kesici',
    'Two switchable maps': 'İki değiştirilebilir harita',
    'Extra datalog review round': 'Ek datalog inceleme turu',
    'Aggressive setting': 'Agresif ayar',
    'Priority processing': 'Öncelikli işlem',
  },
  credits: (n) => `${n} kredi`,
  vehicleTypes: { Car: 'Otomobil', Truck: 'Kamyon', Tractor: 'Traktör' },
  download: {
    title: 'Yazılım yükleme kontrol listesi',
    description: 'ECU okumadan, sipariş vermeden ve yazmadan önce kontrol edilecekler.',
  },
} satisfies CatalogueTexts;
