import { GraphQLError, NoSchemaIntrospectionCustomRule, specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Viewer } from '../context';

/**
 * What production keeps to itself: the schema (introspection answers only signed-in admins; everyone else has the
 * published schema.graphql of the web app's build) and the "Did you mean …?" hints that spell out field, argument,
 * type and enum names to someone guessing them.
 */
const SUGGESTION = / ?Did you mean .*\?$/s;

export const introspectionRefused = () =>
  new GraphQLError('GraphQL introspection is not allowed here.', { extensions: { code: 'INTROSPECTION_DISABLED' } });

/** The error without its "Did you mean …?" tail; the same error when it has none. */
export function withoutSuggestion<E extends Error>(error: E): E | GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  if (!(error instanceof GraphQLError)) return new GraphQLError(error.message.replace(SUGGESTION, ''), { originalError: error });
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Whether the document asks for introspection. Yoga hands the same parsed document to every request with the same
 * text (its parser cache), so the answer is kept per document: a second validation pass on every request cost more
 * than the rest of a cheap query's execution.
 */
const introspecting = new WeakMap<DocumentNode, boolean>();
function usesIntrospection(args: { schema: GraphQLSchema; document: DocumentNode }): boolean {
  let uses = introspecting.get(args.document);
  if (uses === undefined) {
    uses = validate(args.schema, args.document, [NoSchemaIntrospectionCustomRule]).length > 0;
    introspecting.set(args.document, uses);
  }
  return uses;
}

/** Yoga (HTTP) plugin: no suggestions in validation or variable errors; introspection for admins only. */
export function useProductionGraphqlGuards(): Plugin<{ viewer?: Viewer | null }> {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (result.some((e) => SUGGESTION.test(e.message))) setResult(result.map((e) => withoutSuggestion(e)));
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      // After validation, with the context built: only now is it known who asks.
      if (!args.contextValue.viewer?.user.isAdmin && usesIntrospection(args)) {
        setResultAndStopExecution({ errors: [introspectionRefused()] });
      }
      return {
        onExecuteDone({ result, setResult }) {
          const single = result as ExecutionResult;
          if (single.errors?.some((e) => SUGGESTION.test(e.message))) setResult({ ...single, errors: single.errors.map(withoutSuggestion) });
        },
      };
    },
  };
}

/** graphql-ws's validate step in production: the same without the admin exception (admins introspect over HTTP). */
export const productionValidate: typeof validate = (schema, document, rules = specifiedRules, ...rest) =>
  validate(schema, document, [...rules, NoSchemaIntrospectionCustomRule], ...rest).map((e) => withoutSuggestion(e) as GraphQLError);
