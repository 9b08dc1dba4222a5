import type { JsonSchema } from '../fuzz/arbitraries.js';

/** Field names that hold the id of someone's record, in bodies and query strings. */
export const ID_FIELD =
  /^(_id|id|ids|orderID|order_id|user_id|invoice|invoice_id|product_id|ticket_id|shopping_cart_id|notifications|inactive_users)$/;
/** Path parameters that name a record. */
export const ID_PARAM = /^(id|.*_id|.*Id|invoice_no)$/;

/** A plain valid-looking value for a schema, with id fields set to `id`. */
export function exampleOf(schema: JsonSchema | undefined, id: number, name = ''): unknown {
  if (!schema) return undefined;
  if (ID_FIELD.test(name)) {
    const t = schema.type ?? schema.anyOf?.[0]?.type;
    return t === 'array' ? [id] : t === 'string' ? String(id) : id;
  }
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return exampleOf(union.find((u) => u.type !== 'null') ?? union[0], id, name);
  if (schema.allOf?.length) return exampleOf(schema.allOf[0], id, name);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'email') return 'walker@example.test';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'array':
      return [exampleOf(schema.items, id)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = exampleOf(v, id, k);
      return out;
    }
    default:
      return 'x';
  }
}
