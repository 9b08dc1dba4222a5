import { type CatalogueTexts, counted } from './types.js';

export default {
  offRoad:
    ' Только для бездорожья и автоспорта; за законность эксплуатации на дорогах общего пользования отвечает клиент.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Больше мощности и крутящего момента в безопасных пределах штатного оборудования.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Для доработанных впуска, интеркулера и выпуска (даунпайп). Укажите каждую установленную деталь.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Индивидуальная калибровка под турбину или форсунки большего размера. Присылайте логи; доработки включены.',
    },
    'Economy tune': {
      name: 'Экономичная прошивка',
      description:
        'Больше крутящего момента на низких и средних оборотах для меньшего расхода топлива; популярна у автопарков и грузовиков.',
    },
    'EGR off': {
      name: 'Отключение EGR',
      description: 'Рециркуляция отработавших газов отключена программно.',
    },
    'DPF/FAP off': {
      name: 'Отключение DPF/FAP',
      description: 'Контроль и регенерация сажевого фильтра отключены.',
    },
    'AdBlue/SCR off': {
      name: 'Отключение AdBlue/SCR',
      description: 'Дозирование SCR/AdBlue и контроль его неисправностей отключены.',
    },
    'DTC off': {
      name: 'Отключение DTC',
      description: 'Выбранные коды ошибок удалены. Перечислите коды в комментарии к заказу.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Хлопки в выхлопе при сбросе газа, мягкие или агрессивные.',
    },
    'Speed limiter off': {
      name: 'Отключение ограничителя скорости',
      description: 'Ограничитель максимальной скорости поднят или снят.',
    },
    'Start/stop off': {
      name: 'Отключение старт/стоп',
      description: 'Автоматический старт/стоп двигателя по умолчанию выключен.',
    },
    'Lambda/O2 off': {
      name: 'Отключение лямбды/O2',
      description: 'Контроль заднего датчика кислорода отключён.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control и жёсткая отсечка на нужных вам оборотах.',
    },
    'Immo off': {
      name: 'Отключение иммобилайзера',
      description: 'Иммобилайзер отключён для замены ЭБУ. Требуется подтверждение права собственности.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Файл КПП (TCU)',
    'Raised rev limiter': 'Повышенная отсечка оборотов',
    'Two switchable maps': 'Две переключаемые карты',
    'Extra datalog review round': 'Дополнительный раунд разбора логов',
    'Aggressive setting': 'Агрессивная настройка',
    'Priority processing': 'Приоритетная обработка',
  },
  credits: counted('ru', { one: 'кредит', few: 'кредита', many: 'кредитов', other: 'кредита' }),
  vehicleTypes: { Car: 'Легковой автомобиль', Truck: 'Грузовик', Tractor: 'Трактор' },
  download: {
    title: 'Чек-лист прошивки',
    description: 'Что проверить перед чтением ЭБУ, перед заказом и перед записью.',
  },
} satisfies CatalogueTexts;
