import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'ケーブル',
    Tools: '工具',
    Licences: 'ライセンス',
    Merchandise: 'グッズ',
  },
  products: {
    'OBD2 extension cable': 'OBD2 延長ケーブル',
    'Bench harness set': 'ベンチ用ハーネスセット',
    'Boot mode adapter': 'ブートモードアダプター',
    'USB isolator': 'USB アイソレーター',
    'Stabilised power supply': '安定化電源',
    'ECU opening tool kit': 'ECU 開封工具キット',
    'Probe adapter frame': 'プローブアダプターフレーム',
    'Checksum licence (1 year)': 'チェックサムライセンス（1 年）',
    'DTC remover licence': 'DTC 削除ライセンス',
    'Portal hoodie': 'Portal パーカー',
    'Portal cap': 'Portal キャップ',
    'Sticker pack': 'ステッカーパック',
  },
  shortDescription: (name) => `作業場向けの${name}。`,
  description: (name) => `${name}：一般的なチューニングツールで動作確認済み。`,
  shippingMethods: {
    'Standard parcel': '通常便',
    Express: '速達便',
  },
  deliveryTimes: {
    '2-3 days': '2～3 日',
    '5-10 days': '5～10 日',
    'Next day': '翌日',
    '2-4 days': '2～4 日',
  },
  sellingPoints: {
    'Tested files': {
      title: 'テスト済みファイル',
      description: 'すべてのファイルは送付前にマップとチェックサムを確認しています。',
    },
    'Fast delivery': {
      title: '迅速な納品',
      description: '営業時間中、ほとんどのステージ1ファイルは1時間以内に戻ります。',
    },
    'Real support': {
      title: '本物のサポート',
      description: 'チケットまたはライブチャットで、ファイルを担当したチューナーと直接話せます。',
    },
    'Any vehicle': {
      title: 'あらゆる車両',
      description: '乗用車、バン、トラック、トラクター、バイク、ボートまで、ひとつのクレジット残高で。',
    },
  },
} satisfies StorefrontTexts;
