/** The demo shop's and home page's records by their English texts, which the records themselves hold. */
export type CategoryName = 'Cables' | 'Tools' | 'Licences' | 'Merchandise';

export type ProductName =
  | 'OBD2 extension cable'
  | 'Bench harness set'
  | 'Boot mode adapter'
  | 'USB isolator'
  | 'Stabilised power supply'
  | 'ECU opening tool kit'
  | 'Probe adapter frame'
  | 'Checksum licence (1 year)'
  | 'DTC remover licence'
  | 'Portal hoodie'
  | 'Portal cap'
  | 'Sticker pack';

export type SellingPointTitle = 'Tested files' | 'Fast delivery' | 'Real support' | 'Any vehicle';

export type ShippingMethodName = 'Standard parcel' | 'Express';

/** The demo shipping methods' delivery times, local and international. */
export type DeliveryTime = '2-3 days' | '5-10 days' | 'Next day' | '2-4 days';

/** One language's texts of the demo shop and of the home page's selling points. */
export interface StorefrontTexts {
  categories: Record<CategoryName, string>;
  products: Record<ProductName, string>;
  /** A demo product's short description, around its name in this language. */
  shortDescription: (name: string) => string;
  /** A demo product's description (one plain sentence; the seed wraps it in a paragraph). */
  description: (name: string) => string;
  shippingMethods: Record<ShippingMethodName, string>;
  deliveryTimes: Record<DeliveryTime, string>;
  sellingPoints: Record<SellingPointTitle, { title: string; description: string }>;
}
