import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Кабелі',
    Tools: 'Інструменти',
    Licences: 'Ліцензії',
    Merchandise: 'Сувеніри',
  },
  products: {
    'OBD2 extension cable': 'Подовжувач OBD2',
    'Bench harness set': 'Комплект джгутів для стенда',
    'Boot mode adapter': 'Адаптер режиму boot',
    'USB isolator': 'USB-ізолятор',
    'Stabilised power supply': 'Стабілізований блок живлення',
    'ECU opening tool kit': 'Набір інструментів для розкриття ЕБУ',
    'Probe adapter frame': 'Рамка-адаптер для щупів',
    'Checksum licence (1 year)': 'Ліцензія на контрольні суми (1 рік)',
    'DTC remover licence': 'Ліцензія на видалення DTC',
    'Portal hoodie': 'Худі Portal',
    'Portal cap': 'Кепка Portal',
    'Sticker pack': 'Набір наліпок',
  },
  shortDescription: (name) => `${name} для майстерні.`,
  description: (name) => `${name}: перевірено з поширеними інструментами для чип-тюнінгу.`,
  shippingMethods: {
    'Standard parcel': 'Звичайна посилка',
    Express: 'Експрес-доставка',
  },
  deliveryTimes: {
    '2-3 days': '2–3 дні',
    '5-10 days': '5–10 днів',
    'Next day': 'Наступного дня',
    '2-4 days': '2–4 дні',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Перевірені файли',
      description: 'Кожен файл перевіряється за калібруваннями та контрольною сумою перед відправленням.',
    },
    'Fast delivery': {
      title: 'Швидка доставка',
      description: 'Більшість файлів Stage 1 повертаються протягом години в робочий час.',
    },
    'Real support': {
      title: 'Справжня підтримка',
      description: 'Спілкуйтеся з тюнером, який робив ваш файл, через тікет або онлайн-чат.',
    },
    'Any vehicle': {
      title: 'Будь-який транспорт',
      description: 'Легкові, фургони, вантажівки, трактори, мотоцикли та човни — з одним балансом кредитів.',
    },
  },
} satisfies StorefrontTexts;
