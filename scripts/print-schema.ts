// Prints the Pothos schema to schema.graphql (sorted). `--check` exits 1 when the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '@kadr/server/graphql/schema';

const file = new URL('../schema.graphql', import.meta.url);
const printed = printSchema(schema) + '\n';
if (process.argv.includes('--check')) {
  const committed = readFileSync(file, 'utf8');
  if (committed !== printed) {
    console.error('schema.graphql is out of date: run npm run schema:print');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(file, printed);
  console.log('wrote schema.graphql');
}
