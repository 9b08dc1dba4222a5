import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALE_AREAS } from './setup.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

/**
 * The portal addresses people formally in Spanish ("usted"): no "tú" pronouns or possessives, no second-person
 * verb forms, no informal imperatives ("Escribe", "Compra créditos") at the start of a sentence or clause.
 * "Compra" alone is the noun (a purchase), so an imperative only counts when a word follows it.
 */
const INFORMAL_SPANISH = [
  /(?<!\p{L})(?:tú|tu|tus|te|ti|contigo|tuy[oa]s?|tienes|puedes|quieres|estás|eres|has|necesitas|debes|podrás|tendrás|recibirás|verás)(?!\p{L})/iu,
  /(?:^|[.:;!?]\s+|[¡¿])(?:escribe|compra|elige|introduce|indica|selecciona|usa|vuelve|intenta|inténtalo|rellena|asigna|guarda|solicita|renuévalo|revisa|comprueba|añade|envía|sube|pulsa|habla|haz|pon)(?=\s+\p{L})/iu,
];

function strings(node: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([prefix, node]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const informal = (texts: [string, string][]) =>
  texts.filter(([, v]) => INFORMAL_SPANISH.some((re) => re.test(v))).map(([k, v]) => `${k}: ${v}`);

describe('Spanish texts', () => {
  it('address the reader formally (usted)', () => {
    const files = ['es.json', ...LOCALE_AREAS.map((area) => `${area}/es.json`)];
    const texts = files.flatMap((f) => strings(JSON.parse(readFileSync(path.join(dir, f), 'utf8')), f));
    expect(informal(texts)).toEqual([]);
  });

  it('recognise the informal forms', () => {
    const old: [string, string][] = [
      ['a', 'Tus pedidos'],
      ['b', 'Escribe un mensaje'],
      ['c', 'No tienes suficientes créditos. Compra créditos primero.'],
      ['d', '¿Qué tan satisfecho estás con el archivo?'],
      ['e', 'Las claves se cifran; escribe un valor nuevo para sustituir una.'],
    ];
    const formal: [string, string][] = [
      ['f', 'Compra'],
      ['g', 'No tiene suficientes créditos. Compre créditos primero.'],
      ['h', 'La tarea vuelve a estar en cola.'],
      ['i', 'Gracias por su compra.'],
    ];
    expect(informal(old)).toHaveLength(old.length);
    expect(informal(formal)).toEqual([]);
  });
});
