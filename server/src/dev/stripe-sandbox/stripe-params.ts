/** Stripe's request parameters as a nested object (stripe-node sends `a[b][0][c]=v`, form-encoded or in the query). */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | Params | ParamValue[];

export function parseStripeParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return toArrays(root) as Params;
}

/** Objects whose keys are 0, 1, … are the arrays stripe-node encoded. */
function toArrays(value: ParamValue): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(value[k]!)]));
  if (keys.length && keys.every((k, i) => k === String(i))) return keys.map((k) => converted[k]!);
  return converted;
}

export const str = (v: ParamValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: ParamValue | undefined): Params => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
export const list = (v: ParamValue | undefined): ParamValue[] => (Array.isArray(v) ? v : []);
export const strings = (v: ParamValue | undefined): string[] => list(v).filter((x): x is string => typeof x === 'string');
export const metadataOf = (v: ParamValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));
