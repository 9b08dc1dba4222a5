import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Кабели',
    Tools: 'Инструменты',
    Licences: 'Лицензии',
    Merchandise: 'Сувениры',
  },
  products: {
    'OBD2 extension cable': 'Удлинитель OBD2',
    'Bench harness set': 'Комплект жгутов для стенда',
    'Boot mode adapter': 'Адаптер режима boot',
    'USB isolator': 'USB-изолятор',
    'Stabilised power supply': 'Стабилизированный блок питания',
    'ECU opening tool kit': 'Набор инструментов для вскрытия ЭБУ',
    'Probe adapter frame': 'Рамка-адаптер для щупов',
    'Checksum licence (1 year)': 'Лицензия на контрольные суммы (1 год)',
    'DTC remover licence': 'Лицензия на удаление DTC',
    'Portal hoodie': 'Худи Portal',
    'Portal cap': 'Кепка Portal',
    'Sticker pack': 'Набор наклеек',
  },
  shortDescription: (name) => `${name} для мастерской.`,
  description: (name) => `${name}: проверено с распространёнными инструментами для чип-тюнинга.`,
  shippingMethods: {
    'Standard parcel': 'Обычная посылка',
    Express: 'Экспресс-доставка',
  },
  deliveryTimes: {
    '2-3 days': '2–3 дня',
    '5-10 days': '5–10 дней',
    'Next day': 'На следующий день',
    '2-4 days': '2–4 дня',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Проверенные файлы',
      description: 'Каждый файл проверяется по калибровкам и контрольной сумме перед отправкой.',
    },
    'Fast delivery': {
      title: 'Быстрая доставка',
      description: 'Большинство файлов Stage 1 возвращаются в течение часа в рабочее время.',
    },
    'Real support': {
      title: 'Настоящая поддержка',
      description: 'Общайтесь с тюнером, который делал ваш файл, через тикет или онлайн-чат.',
    },
    'Any vehicle': {
      title: 'Любой транспорт',
      description: 'Легковые, фургоны, грузовики, тракторы, мотоциклы и лодки — с одним балансом кредитов.',
    },
  },
} satisfies StorefrontTexts;
