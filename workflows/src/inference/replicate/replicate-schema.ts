import type { ReplicateModelVersion, SchemaObject } from './replicate-types';

// A model version's input schema (`openapi_schema.components.schemas.Input`, as Cog publishes it): which inputs the
// model takes and what it accepts for each, so a request names only what the model knows.

export interface InputSchema {
  /** Each input by name, its `allOf`/`$ref` (Cog's way of naming an enum) resolved. */
  properties: Record<string, SchemaObject>;
  required: string[];
}

/** The inputs a version takes, or null when its schema does not say (no schema, or one without an Input). */
export function inputSchema(version: Pick<ReplicateModelVersion, 'openapi_schema'> | null | undefined): InputSchema | null {
  const schemas = version?.openapi_schema?.components?.schemas;
  const input = schemas?.Input;
  if (!input?.properties) return null;
  const resolve = (prop: SchemaObject): SchemaObject => {
    const ref = prop.allOf?.find((part) => typeof part.$ref === 'string')?.$ref;
    const named = ref?.startsWith('#/components/schemas/') ? schemas?.[ref.slice('#/components/schemas/'.length)] : undefined;
    return named ? { ...named, ...prop } : prop;
  };
  const properties = Object.fromEntries(Object.entries(input.properties).map(([name, prop]) => [name, resolve(prop)]));
  return { properties, required: input.required ?? [] };
}

/** The names among `needed` the schema does not take. */
export const missingInputs = (schema: InputSchema, needed: readonly string[]) => needed.filter((name) => !(name in schema.properties));

/** Whether `value` is what the input accepts, as far as its enum and bounds say. */
export function accepts(prop: SchemaObject, value: unknown): boolean {
  if (Array.isArray(prop.enum) && !prop.enum.includes(value)) return false;
  if (typeof value === 'number') {
    if (typeof prop.minimum === 'number' && value < prop.minimum) return false;
    if (typeof prop.maximum === 'number' && value > prop.maximum) return false;
    if (prop.type === 'integer' && !Number.isInteger(value)) return false;
  }
  return true;
}
