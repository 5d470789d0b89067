/**
 * The fields of a GraphQL input that were given: an optional field sent as null counts as left out, so the use
 * case's defaults (and its own validation of what is missing) apply.
 */
export const givenFields = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
