import { useSiteData } from '../../queries/site';

/** The site currency every shop price is in. */
export const useShopCurrency = (): string => useSiteData().data?.settings.currency ?? 'EUR';
