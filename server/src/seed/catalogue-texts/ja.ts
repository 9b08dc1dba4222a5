import type { CatalogueTexts } from './types.js';

export default {
  offRoad: 'オフロードおよびモータースポーツ専用です。公道での適法性はお客様の責任となります。',
  services: {
    'Stage 1': {
      name: 'ステージ1',
      description: '純正ハードウェアの安全な範囲内でパワーとトルクを向上させます。',
    },
    'Stage 2': {
      name: 'ステージ2',
      description:
        '吸気、インタークーラー、排気（ダウンパイプ）をアップグレードした車両向けです。装着したパーツをすべてお知らせください。',
    },
    'Stage 3': {
      name: 'ステージ3',
      description:
        '大型タービンやインジェクター向けのカスタムキャリブレーションです。データログをお送りください。修正対応を含みます。',
    },
    'Economy tune': {
      name: 'エコチューン',
      description: '低・中回転域のトルクを高めて燃費を改善します。フリートやトラックで人気です。',
    },
    'EGR off': { name: 'EGRオフ', description: 'ソフトウェアで排気ガス再循環を停止します。' },
    'DPF/FAP off': { name: 'DPF/FAPオフ', description: '粒子状物質除去フィルターの監視と再生を停止します。' },
    'AdBlue/SCR off': { name: 'AdBlue/SCRオフ', description: 'SCR/AdBlueの噴射とその故障監視を停止します。' },
    'DTC off': {
      name: 'DTCオフ',
      description: '指定した故障コードを削除します。注文コメントにコードを記載してください。',
    },
    'Pops and bangs': {
      name: 'ポップス＆バングス',
      description: 'アクセルオフ時のアフターファイヤー音。マイルドまたはアグレッシブから選べます。',
    },
    'Speed limiter off': {
      name: 'スピードリミッター解除',
      description: '最高速度リミッターを引き上げるか解除します。',
    },
    'Start/stop off': {
      name: 'アイドリングストップ解除',
      description: 'エンジンの自動アイドリングストップを初期状態で無効にします。',
    },
    'Lambda/O2 off': { name: 'ラムダ/O2オフ', description: 'リア側O2センサーの監視を停止します。' },
    'Hardcut/launch control': {
      name: 'ハードカット/ローンチコントロール',
      description: 'ローンチコントロールとハードカット式レブリミッター。回転数はご指定どおりに設定します。',
    },
    'Immo off': {
      name: 'イモビライザー解除',
      description: 'ECU交換のためにイモビライザーを無効にします。所有を証明する書類が必要です。',
    },
  },
  options: {
    'Gearbox (TCU) file': 'トランスミッション（TCU）ファイル',
    'Raised rev limiter': 'レブリミッター引き上げ',
    'Two switchable maps': '切り替え可能な2つのマップ',
    'Extra datalog review round': 'データログ確認の追加ラウンド',
    'Aggressive setting': 'アグレッシブ設定',
    'Priority processing': '優先処理',
  },
  credits: (n) => `${n} クレジット`,
  vehicleTypes: { Car: '乗用車', Truck: 'トラック', Tractor: 'トラクター' },
  download: {
    title: '書き込み前チェックリスト',
    description: 'ECUの読み出し前、注文前、書き込み前に確認すべきこと。',
  },
} satisfies CatalogueTexts;
