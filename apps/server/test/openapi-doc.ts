import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// The served OpenAPI document read as a list of operations, for the tests that walk every route of it
// (fuzz.test.ts, openapi-required.test.ts).

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: unknown;
};
export interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  body?: Schema;
  /** A form-encoded body's schema (the forgot-password-by-email call). */
  form?: Schema;
  multipart: boolean;
}

/** Every operation of the document served at `/docs/json`. */
export async function openApiOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: content['application/json']?.schema,
        form: content['application/x-www-form-urlencoded']?.schema,
        multipart: 'multipart/form-data' in content || path.includes('Upload'),
      });
    }
  return operations;
}

/**
 * A value that satisfies the schema as far as a simple reading goes, so the rest of a body passes. With
 * `requiredOnly`, objects get only the properties the document lists as required.
 */
export function plausible(s: Schema | undefined, depth = 0, requiredOnly = false): unknown {
  if (!s || depth > 4) return 'abcdefgh12';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alt?.length) return plausible(alt[0], depth + 1, requiredOnly);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [plausible(s.items, depth + 1, requiredOnly)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {}))
        if (!requiredOnly || s.required?.includes(k)) out[k] = plausible(v, depth + 1, requiredOnly);
      return out;
    }
    default:
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (s.format === 'date') return '2026-01-01';
      return 'abcdefgh12'.padEnd(s.minLength ?? 0, '1');
  }
}
