import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXTS } from '../seed/catalogue-texts/index.js';
import { LEGAL_TEXTS } from '../seed/legal-texts/index.js';
import { STOREFRONT_TEXTS } from '../seed/storefront-texts/index.js';

// The portal addresses people formally in Spanish ("usted"), in e-mails, invoices, API messages and the demo
// texts as on the web: no "tú" pronouns or possessives, no second-person verb forms, no informal imperatives
// at the start of a sentence or clause ("Compra" alone is the noun, so an imperative needs a word after it).
const INFORMAL = [
  /(?<!\p{L})(?:tú|tu|tus|te|ti|contigo|tuy[oa]s?|tienes|puedes|quieres|estás|eres|has|necesitas|debes|podrás|tendrás|recibirás|verás)(?!\p{L})/iu,
  /(?:^|[.:;!?]\s+|[¡¿]|\n)(?:escribe|compra|elige|introduce|indica|selecciona|usa|vuelve|intenta|inténtalo|rellena|asigna|guarda|solicita|renuévalo|revisa|comprueba|añade|envía|sube|pulsa|habla|haz|pon)(?=\s+\p{L})/iu,
];

const dir = path.dirname(fileURLToPath(import.meta.url));

function strings(node: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([prefix, node]);
  else if (typeof node === 'function') out.push([prefix, String(node('X'))]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const informal = (texts: [string, string][]) =>
  texts.filter(([, v]) => INFORMAL.some((re) => re.test(v))).map(([k, v]) => `${k}: ${v}`);

describe('Spanish server texts', () => {
  it('address the reader formally (usted)', () => {
    const json = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const texts = [
      ...strings(json('locales/es.json'), 'locales'),
      ...strings(json('messages/locales/es.json'), 'messages'),
      ...strings(LEGAL_TEXTS.es, 'legal'),
      ...strings(STOREFRONT_TEXTS.es, 'storefront'),
      ...strings(CATALOGUE_TEXTS.es, 'catalogue'),
    ];
    expect(informal(texts)).toEqual([]);
  });

  it('recognise the informal forms', () => {
    expect(
      informal([
        ['a', 'Tu archivo modificado del pedido n.º 4 está listo'],
        ['b', 'Nos pondremos en contacto contigo.'],
        ['c', 'Los precios han cambiado; revisa el nuevo total.'],
        ['d', 'Ya has usado este cupón.'],
      ]),
    ).toHaveLength(4);
    expect(
      informal([
        ['e', 'Gracias por su compra.'],
        ['f', 'La tarea vuelve a estar en cola.'],
      ]),
    ).toEqual([]);
  });
});
