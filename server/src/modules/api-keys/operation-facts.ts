import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { Kind, validate, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import type { RootType } from './graphql-scope-map';

/** What an API key's request is checked on: the executed operation's root type and root field names. */
export interface OperationRoot {
  root: RootType;
  /** The schema names of its root fields (aliases resolved), fragments and inline fragments expanded. */
  fields: string[];
}

const rootOf = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;
const roots = new WeakMap<DocumentNode, Map<string, OperationRoot | null>>();
const costs = new WeakMap<DocumentNode, number>();

/**
 * The root fields the operation will execute. Fields under `@skip`/`@include` count too (their condition may be a
 * variable), so a key is never let past by a condition: what is checked is a superset of what runs. Null when the
 * document has no such operation (execution answers that error itself).
 */
export function operationRoot(document: DocumentNode, operationName: string | null | undefined): OperationRoot | null {
  let perDocument = roots.get(document);
  if (!perDocument) roots.set(document, (perDocument = new Map()));
  const cacheKey = operationName ?? '';
  if (perDocument.has(cacheKey)) return perDocument.get(cacheKey)!;
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  let result: OperationRoot | null = null;
  if (operation) {
    const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
    const fields = new Set<string>();
    const seen = new Set<string>();
    const collect = (set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
        else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
        else if (!seen.has(selection.name.value)) {
          seen.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          if (fragment) collect(fragment);
        }
      }
    };
    collect(operation.selectionSet);
    result = { root: rootOf[operation.operation], fields: [...fields] };
  }
  perDocument.set(cacheKey, result);
  return result;
}

/**
 * The document's cost as graphql-armor computes it (its cost-limit rule with the app's defaults: object 2, scalar 1,
 * depth factor 1.5, `first`/`last` multiply), summed over its operations. Computed by running that rule alone,
 * since the app's own validation is cached and does not report the cost to the request.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode): number {
  const known = costs.get(document);
  if (known !== undefined) return known;
  let cost = 0;
  validate(schema, document, [costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, onAccept: [(_ctx, { n }) => void (cost += n)] })]);
  const rounded = Math.ceil(cost);
  costs.set(document, rounded);
  return rounded;
}
