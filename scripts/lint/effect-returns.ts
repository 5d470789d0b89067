import { parseSync } from 'oxc-parser';

/** A React effect whose callback can return something other than a cleanup function. */
export interface EffectReturnProblem {
  file: string;
  line: number;
  message: string;
}

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);
const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function hookName(callee: Node): string | null {
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && isNode(callee.property) && callee.property.type === 'Identifier') {
    return callee.property.name as string;
  }
  return null;
}

/** Visits every node below `node`, not descending into nodes for which `enter` returns false. */
function walk(node: unknown, enter: (node: Node) => boolean | void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, enter);
    return;
  }
  if (!isNode(node) || enter(node) === false) return;
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && typeof child === 'object') walk(child, enter);
  }
}

/** The `return` statements that belong to this function (not to functions nested in it). */
function ownReturns(body: Node): Node[] {
  const found: Node[] = [];
  walk(body, (node) => {
    if (FUNCTION_TYPES.has(node.type) || node.type === 'FunctionDeclaration') return false;
    if (node.type === 'ReturnStatement') found.push(node);
  });
  return found;
}

/**
 * Why: React calls whatever an effect returns as its cleanup. An effect written `() => el.scrollIntoView()`
 * returned a Promise in Chromium 156, and React's call of it crashed the app on the next render. So effects
 * use a block body and return nothing or a function written in place.
 */
function problemsOf(callback: Node): string[] {
  if (!FUNCTION_TYPES.has(callback.type)) return [];
  if (callback.async) return ['an effect callback must not be async (it would return a Promise)'];
  const body = callback.body as Node;
  if (body.type !== 'BlockStatement') {
    return FUNCTION_TYPES.has(body.type)
      ? []
      : ['an effect callback returns its expression: use a block body { … } that returns nothing or a cleanup function'];
  }
  return ownReturns(body)
    .filter((statement) => isNode(statement.argument) && !FUNCTION_TYPES.has(statement.argument.type))
    .map(() => 'an effect may only return a cleanup function written in place (() => …)');
}

export function findEffectReturnProblems(file: string, source: string): EffectReturnProblem[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) return [{ file, line: 1, message: `could not parse: ${errors[0]!.message}` }];
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const problems: EffectReturnProblem[] = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression' || !isNode(node.callee)) return;
    const name = hookName(node.callee);
    const callback = (node.arguments as unknown[])[0];
    if (!name || !EFFECT_HOOKS.has(name) || !isNode(callback)) return;
    for (const message of problemsOf(callback)) problems.push({ file, line: lineOf(callback.start), message });
  });
  return problems;
}
