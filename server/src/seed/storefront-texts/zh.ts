import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: '线缆',
    Tools: '工具',
    Licences: '授权',
    Merchandise: '周边商品',
  },
  products: {
    'OBD2 extension cable': 'OBD2 延长线',
    'Bench harness set': '台架线束套件',
    'Boot mode adapter': 'Boot 模式适配器',
    'USB isolator': 'USB 隔离器',
    'Stabilised power supply': '稳压电源',
    'ECU opening tool kit': 'ECU 开盖工具套件',
    'Probe adapter frame': '探针适配架',
    'Checksum licence (1 year)': '校验和授权（1 年）',
    'DTC remover licence': 'DTC 删除授权',
    'Portal hoodie': 'Portal 连帽衫',
    'Portal cap': 'Portal 棒球帽',
    'Sticker pack': '贴纸包',
  },
  shortDescription: (name) => `适用于维修车间的${name}。`,
  description: (name) => `${name}：已通过常用调校工具测试。`,
  shippingMethods: {
    'Standard parcel': '标准包裹',
    Express: '特快专递',
  },
  deliveryTimes: {
    '2-3 days': '2–3 天',
    '5-10 days': '5–10 天',
    'Next day': '次日',
    '2-4 days': '2–4 天',
  },
  sellingPoints: {
    'Tested files': { title: '经过测试的文件', description: '每个文件在发出前都会检查数据图和校验和。' },
    'Fast delivery': { title: '快速交付', description: '营业时间内，大多数 Stage 1 文件在一小时内返回。' },
    'Real support': { title: '真人支持', description: '通过工单或在线聊天，直接与处理您文件的调校师沟通。' },
    'Any vehicle': {
      title: '任何车辆',
      description: '轿车、厢式车、卡车、拖拉机、摩托车和船只，共用一个积分余额。',
    },
  },
} satisfies StorefrontTexts;
