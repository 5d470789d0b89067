import { existsSync } from 'node:fs';
import { defineConfig } from 'prisma/config';

// Prisma's CLI insists on a native schema-engine binary even for `generate`, which never runs it, and cannot
// download one here. Point it at our stand-in (scripts/prisma/schema-engine), which forwards migrate commands
// to the WASM build of the same engine.
const standIn = new URL('./scripts/prisma/schema-engine', import.meta.url).pathname;
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && existsSync(standIn)) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = standIn;
}

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/kadr' },
});
