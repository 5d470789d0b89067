import { inject, describe, expect, it } from 'vitest';
import { diffSchemaAgainstMigrations, schemaSource } from '@kadr/scripts/prisma/new-migration';

// prisma/schema.prisma and prisma/migrations must describe the same database: a model change without its
// migration would pass the type-checks and break production on deploy.
describe('migrations', () => {
  it('match prisma/schema.prisma exactly', async () => {
    expect(await diffSchemaAgainstMigrations(inject('pgServerUrl'))).toBe('');
  }, 60_000);

  it('a model change without a migration is reported as drift, with the SQL to fix it', async () => {
    const schema = schemaSource();
    const changed = schema.content.replace(/model User \{/, 'model User {\n  nickname String?');
    expect(changed).not.toBe(schema.content);
    const sql = await diffSchemaAgainstMigrations(inject('pgServerUrl'), { ...schema, content: changed });
    expect(sql).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"nickname" TEXT/);
  }, 60_000);
});
