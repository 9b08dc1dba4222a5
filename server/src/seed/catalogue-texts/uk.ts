import { type CatalogueTexts, counted } from './types.js';

export default {
  offRoad:
    ' Лише для бездоріжжя та автоспорту; за законність експлуатації на дорогах загального користування відповідає клієнт.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Більше потужності й крутного моменту в безпечних межах штатного обладнання.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Для доопрацьованих впуску, інтеркулера й випуску (даунпайп). Вкажіть кожну встановлену деталь.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Індивідуальне калібрування під більшу турбіну чи форсунки. Надсилайте логи; доопрацювання включено.',
    },
    'Economy tune': {
      name: 'Економна прошивка',
      description:
        'Більше крутного моменту на низьких і середніх обертах для меншої витрати пального; популярна в автопарках і на вантажівках.',
    },
    'EGR off': {
      name: 'Вимкнення EGR',
      description: 'Рециркуляцію відпрацьованих газів вимкнено програмно.',
    },
    'DPF/FAP off': {
      name: 'Вимкнення DPF/FAP',
      description: 'Контроль і регенерацію сажового фільтра вимкнено.',
    },
    'AdBlue/SCR off': {
      name: 'Вимкнення AdBlue/SCR',
      description: 'Дозування SCR/AdBlue та контроль його несправностей вимкнено.',
    },
    'DTC off': {
      name: 'Вимкнення DTC',
      description: 'Вибрані коди помилок видалено. Перелічіть коди в коментарі до замовлення.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Постріли у вихлопі під час скидання газу, м’які або агресивні.',
    },
    'Speed limiter off': {
      name: 'Вимкнення обмежувача швидкості',
      description: 'Обмежувач максимальної швидкості піднято або знято.',
    },
    'Start/stop off': {
      name: 'Вимкнення старт/стоп',
      description: 'Автоматичний старт/стоп двигуна типово вимкнено.',
    },
    'Lambda/O2 off': {
      name: 'Вимкнення лямбди/O2',
      description: 'Контроль заднього кисневого датчика вимкнено.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control і жорстка відсічка на потрібних вам обертах.',
    },
    'Immo off': {
      name: 'Вимкнення іммобілайзера',
      description: 'Іммобілайзер вимкнено для заміни ЕБК. Потрібне підтвердження права власності.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Файл КПП (TCU)',
    'Raised rev limiter': 'Підвищена відсічка обертів',
    'Two switchable maps': 'Дві перемикані карти',
    'Extra datalog review round': 'Додатковий раунд розбору логів',
    'Aggressive setting': 'Агресивне налаштування',
    'Priority processing': 'Пріоритетна обробка',
  },
  credits: counted('uk', { one: 'кредит', few: 'кредити', many: 'кредитів', other: 'кредиту' }),
  vehicleTypes: { Car: 'Легковий автомобіль', Truck: 'Вантажівка', Tractor: 'Трактор' },
  download: {
    title: 'Чек-лист прошивання',
    description: 'Що перевірити перед читанням ЕБК, перед замовленням і перед записом.',
  },
} satisfies CatalogueTexts;
