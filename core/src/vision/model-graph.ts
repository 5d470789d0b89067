/**
 * A rewrite of a tfjs graph model's topology (its model.json) that gives the same numbers for less CPU.
 *
 * Human's `faceres` model (the identity descriptor) was converted from Keras, whose ReLU6 became
 * `Relu → Minimum(·, 6) → Maximum(·, 0)`: two broadcasting binary kernels per activation, which tfjs' WASM backend
 * runs as a slow generic loop (38 of faceres' 88 ms of CPU per face). `ClipByValue(·, 0, 6)` is one vectorised
 * kernel with the same result for every number: after the Relu, x ≥ 0, so max(min(x, 6), 0) = min(x, 6) =
 * min(max(x, 0), 6), and a NaN stays a NaN either way. The two constants stay where they are (the clip reads them as
 * its inputs), so the weights file is untouched; `assertClipBounds` checks, once loaded, that each lower bound is at
 * most its upper one, which is all the equality needs.
 */

interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
  [key: string]: unknown;
}

interface ModelJson {
  modelTopology?: { node?: GraphNode[] };
  [key: string]: unknown;
}

/** One clip made of a Minimum and a Maximum: the names of its two constants. */
export interface FusedClip {
  node: string;
  min: string;
  max: string;
}

const nodeName = (input: string) => input.replace(/^\^/, '').split(':')[0]!;

/**
 * `Maximum(Minimum(x, hi), lo)` → `ClipByValue(x, lo, hi)` where the Minimum feeds nothing else and both bounds are
 * constants. Returns the rewritten model.json and the clips made (none: the model is returned as it was).
 */
export function fuseClipByValue(model: ModelJson): { model: ModelJson; clips: FusedClip[] } {
  const nodes = model.modelTopology?.node;
  if (!nodes) return { model, clips: [] };
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const consumers = new Map<string, number>();
  for (const n of nodes) for (const input of n.input ?? []) consumers.set(nodeName(input), (consumers.get(nodeName(input)) ?? 0) + 1);
  const isConst = (input: string | undefined) => input !== undefined && !input.includes(':') && byName.get(input)?.op === 'Const';

  const removed = new Set<string>();
  const clips: FusedClip[] = [];
  const rewritten = nodes.map((n) => {
    if (n.op !== 'Maximum' || n.input?.length !== 2) return n;
    const [inner, lo] = n.input;
    const min = byName.get(inner!);
    if (!min || min.op !== 'Minimum' || min.input?.length !== 2 || !isConst(lo) || consumers.get(min.name) !== 1) return n;
    const [x, hi] = min.input;
    if (!isConst(hi) || x!.startsWith('^')) return n;
    removed.add(min.name);
    clips.push({ node: n.name, min: lo!, max: hi! });
    return { ...n, op: 'ClipByValue', input: [x!, lo!, hi!] };
  });
  if (!clips.length) return { model, clips };
  return {
    model: { ...model, modelTopology: { ...model.modelTopology, node: rewritten.filter((n) => !removed.has(n.name)) } },
    clips,
  };
}

/** Throws unless every clip's lower bound is at most its upper one (`value` reads a constant of the loaded model). */
export function assertClipBounds(clips: FusedClip[], value: (constName: string) => number | undefined): void {
  for (const clip of clips) {
    const lo = value(clip.min);
    const hi = value(clip.max);
    if (lo === undefined || hi === undefined || !(lo <= hi)) {
      throw new Error(`Model rewrite: clip ${clip.node} has bounds ${lo}..${hi}; the rewrite would change its results`);
    }
  }
}
