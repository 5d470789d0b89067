import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is printed from the Pothos schema (npm run schema:print); this turns it and the
// operations into typed documents: the client's into client/src/gql/, the tests' into tests/gql/ (so test
// operations never reach the browser bundle). All outputs are committed and checked for drift in CI.
const typedDocuments = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    scalars: { DateTime: 'string' },
    enumsAsTypes: true,
    useTypeImports: true,
  },
} as const;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
      ...typedDocuments,
    },
    'client/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
    'tests/gql/': {
      documents: ['tests/**/*.ts', '!tests/gql/**'],
      ...typedDocuments,
    },
  },
};

export default config;
