import type { CatalogueTranslations, Translatable } from '@portal/contracts';
import type { Http } from '../http.js';

/** Catalogue names and descriptions per language (besides the default language, kept on the record). */
export function translationsApi(http: Http) {
  return {
    get: (entity: Translatable, id: number) =>
      http.get<CatalogueTranslations>(`/catalogue/translations/${entity}/${id}`),
    save: (entity: Translatable, id: number, translations: CatalogueTranslations['translations']) =>
      http.put<CatalogueTranslations>(`/catalogue/translations/${entity}/${id}`, { translations }),
  };
}
