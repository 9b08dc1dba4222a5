import type { CatalogueTexts } from './types.js';

export default {
  offRoad: '仅限越野和赛车运动使用；是否符合道路法规由客户自行负责。',
  services: {
    'Stage 1': { name: '一阶调校', description: '在原厂硬件的安全范围内提升功率和扭矩。' },
    'Stage 2': {
      name: '二阶调校',
      description: '适用于已升级进气、中冷器和排气（下排管）的车辆。请列出所有已加装的部件。',
    },
    'Stage 3': {
      name: '三阶调校',
      description: '针对更大涡轮或喷油嘴的定制标定。请发送数据日志（datalog）；包含后续修改。',
    },
    'Economy tune': {
      name: '经济型调校',
      description: '提升低中转速扭矩以降低油耗；深受车队和卡车用户欢迎。',
    },
    'EGR off': { name: '关闭 EGR', description: '通过软件关闭废气再循环。' },
    'DPF/FAP off': { name: '关闭 DPF/FAP', description: '关闭颗粒捕集器的监控和再生。' },
    'AdBlue/SCR off': { name: '关闭 AdBlue/SCR', description: '关闭 SCR/AdBlue 计量喷射及其故障监控。' },
    'DTC off': { name: '屏蔽故障码', description: '删除指定的故障码。请在订单备注中列出这些故障码。' },
    'Pops and bangs': { name: '排气放炮', description: '松油门时排气放炮，可选温和或激烈。' },
    'Speed limiter off': { name: '解除限速', description: '提高或取消最高车速限制。' },
    'Start/stop off': { name: '关闭自动启停', description: '默认关闭发动机自动启停功能。' },
    'Lambda/O2 off': { name: '关闭 Lambda/O2', description: '关闭后氧传感器的监控。' },
    'Hardcut/launch control': {
      name: '硬断油/弹射起步',
      description: '弹射起步控制和硬断油转速限制器，转速按您的要求设定。',
    },
    'Immo off': { name: '关闭防盗', description: '为更换 ECU 关闭发动机防盗系统。需提供车辆所有权证明。' },
  },
  options: {
    'Gearbox (TCU) file': '变速箱 (TCU) 程序',
    'Raised rev limiter': '提高断油转速',
    'Two switchable maps': '两套可切换程序',
    'Extra datalog review round': '额外一轮数据日志审核',
    'Aggressive setting': '激烈设定',
    'Priority processing': '优先处理',
  },
  credits: (n) => `${n} 积分`,
  vehicleTypes: { Car: '乘用车', Truck: '卡车', Tractor: '拖拉机' },
  download: { title: '刷写检查清单', description: '读取 ECU 前、下单前以及写入前需要检查的事项。' },
} satisfies CatalogueTexts;
