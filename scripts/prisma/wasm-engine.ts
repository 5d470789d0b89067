// Loads Prisma's schema engine compiled to WASM (byte-identical to the native engine of prisma 7.10.0), so that
// migrations can be diffed on machines where the native engine cannot be downloaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const require = createRequire(import.meta.url);

export type DiffTarget =
  | { tag: 'empty' }
  | { tag: 'schemaDatamodel'; files: { path: string; content: string }[] }
  | { tag: 'schemaDatasource'; files: { path: string; content: string }[]; configDir: string };

export interface WasmSchemaEngine {
  diff(params: { from: DiffTarget; to: DiffTarget; script: boolean; exitCode: boolean | null; shadowDatabaseUrl: string | null; filters: { externalTables: string[]; externalEnums: string[] } }): Promise<{ exitCode: number; stdout?: string }>;
  free(): void;
}

type Glue = Record<string, unknown> & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: { new: (o: unknown, cb: (msg: string) => void, adapter: unknown) => Promise<WasmSchemaEngine> };
};

// wasm-bindgen glue keeps module-level views of the instance's memory: instantiate once per process, or a
// second instance leaves those views pointing at the first one's memory.
let glueReady: Promise<Glue> | undefined;

async function instantiateGlue(): Promise<Glue> {
  const pkgDir = dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const glue = (await import(join(pkgDir, 'schema_engine_bg.js'))) as Glue;
  // The engine reports panics through this global registry (see platform notes).
  (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message(message: string) {
      throw new Error(`schema engine panicked: ${message}`);
    },
  };
  const { instance } = await WebAssembly.instantiate(readFileSync(join(pkgDir, 'schema_engine_bg.wasm')), {
    './schema_engine_bg.js': glue as WebAssembly.ModuleImports,
  });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return glue;
}

export async function loadSchemaEngine(connectionString: string, schemaFile: string): Promise<WasmSchemaEngine> {
  const glue = await (glueReady ??= instantiateGlue());
  const adapter = bindMigrationAwareSqlAdapterFactory(new CharSafePrismaPg({ connectionString }));
  const content = readFileSync(schemaFile, 'utf8');
  return glue.SchemaEngine.new({ datamodels: [[schemaFile, content]] }, () => {}, adapter);
}

type PerformIO = (q: unknown) => Promise<{ fields: { dataTypeID: number }[] }>;
type Queryable = { performIO: PerformIO; startTransaction?: (...a: unknown[]) => Promise<Queryable> };

/**
 * adapter-pg 7.10.0 has no mapping for Postgres' internal `"char"` type (OID 18), which the schema describer
 * reads from the catalogs; pg already returns it as a one-character string, so report it as text (OID 25).
 */
function charAsText<T extends Queryable>(q: T): T {
  const performIO = q.performIO.bind(q);
  q.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
    return result;
  };
  const start = q.startTransaction?.bind(q);
  if (start) q.startTransaction = async (...args) => charAsText(await start(...args));
  return q;
}

class CharSafePrismaPg extends PrismaPg {
  override async connect() {
    return charAsText((await super.connect()) as unknown as Queryable) as unknown as Awaited<ReturnType<PrismaPg['connect']>>;
  }
}
