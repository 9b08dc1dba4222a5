/**
 * Pieces of the staff area that the web's customer and public pages reuse (queries, small components,
 * formatting). Importing this never loads a staff screen; keep it to what those pages need.
 */
export {
  useCodeLookup,
  useCompletedVariants,
  useDealers,
  useLocationFor,
  usePriceList,
  useTermsText,
  useVehicleDropdown as useCatalogueVehicleDropdown,
} from './queries/catalogue';
export {
  refreshCredits,
  useCreditHistory,
  useMyBalance,
  useMyInvoices,
  usePaymentMethods,
  usePriceItems,
  useVatFor,
} from './queries/credits';
export {
  useCreditBalance,
  useOpenStatus,
  useOrderRefresh,
  useServiceCatalogue,
  useVehicleDropdown,
} from './queries/orders';
export { usePolicies, useSiteData } from './queries/site';
export { useDownloadCategories, useDownloads } from './queries/tuning';
export { uploadKeys } from './queries/uploads';
export { chartDates } from './lib/chartDates';
export { countryName } from './lib/countries';
export { CountrySelect } from './lib/CountrySelect';
export { codeColumns } from './pages/catalogue/codes/columns';
export { LegalText } from './pages/catalogue/content/LegalText';
export { LocationView } from './pages/catalogue/locations/LocationView';
export { priceColumns } from './pages/catalogue/prices/priceColumns';
export { useStaticData } from './pages/catalogue/useStaticData';
export { VariantFigures } from './pages/catalogue/vehicles/VariantFigures';
export { type VehiclePath, VehiclePicker } from './pages/catalogue/vehicles/VehiclePicker';
export {
  CreditNoteTag,
  credits,
  creditsToHundredths,
  InvoiceNumber,
  InvoiceStatusTag,
  money,
  signedCredits,
} from './pages/credits/format';
export { useDownloadInvoice } from './pages/credits/useDownloadInvoice';
export { FileField } from './pages/orders/FileField';
export { formatDate, formatDay } from './lib/dates';
export { HistoryTable } from './pages/regsearch/lookup/HistoryTable';
export { LookupCard } from './pages/regsearch/lookup/LookupCard';
export { DownloadButton } from './pages/tuning/downloads/DownloadButton';
export { fileSize } from './pages/tuning/downloads/fileSize';
export { useFileDownload } from './pages/tuning/downloads/useFileDownload';
export { UploadsTable } from './pages/uploads/UploadsTable';
export { FileUpload } from './platform/FileUpload';
export { ATTACHMENT_ACCEPT } from './pages/support/accept';
export { BOOLEAN_FLAGS, NOTIFICATION_SWITCHES, THEME_FIELDS } from './pages/admin/settings/fields';
export {
  shopKeys,
  useShopCategories,
  useShopOrderByInvoice,
  useShopOrders,
  useShopProducts,
  useShopSettings,
} from './queries/shop';
export { currencyDigits, formatMoney, formatPercent } from './pages/shop/money';
export { OrderStatusTag } from './pages/shop/OrderStatusTag';
export { OrderSummary } from './pages/shop/OrderSummary';
export {
  apiAccessKeys,
  useApiQuotes,
  useMyApiAccess,
  useSetQuoteStatus,
  useUpdateMyApiAccess,
} from './queries/apiAccess';
export { KeysShownOnce } from './pages/api-access/KeysShownOnce';
export { BASE_URL, FONT_FAMILY_MAX, fontFamilyRules, websiteRules } from './pages/api-access/websiteRules';
