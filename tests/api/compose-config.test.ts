import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema, loadEnv, WORKER_QUEUE_NAMES } from '@kadr/core/env';

// docker/compose.yml and docker/Dockerfile cannot run here (no Docker engine): this reads them as Docker would and
// holds them to the code. The compose file parses (merge keys as compose resolves them) and is interpolated like
// compose does, with the secrets set to sample values; then every service is checked: health checks or one-shots
// awaited to completion, the start order, each Kadr command's entry file, each Kadr variable against the
// configuration schema (and the whole environment through loadEnv, as the process would read it), pinned images,
// Temporal on the same PostgreSQL, the proxy's routes. The Dockerfile's COPY sources exist (in the repository, or
// made by its build steps), its build runs the samples and the web app build in scripts/prepare.sh's order, and the
// runtime image holds every file the entries import.

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

// --- compose's variable interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$ ---

class MissingVariable extends Error {}

function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, name, op, arg, bare) => {
    if (match === '$$') return '$';
    const key = (name ?? bare) as string;
    const value = env[key];
    const unsetOrEmpty = value === undefined || value === '';
    switch (op) {
      case ':-':
        return unsetOrEmpty ? interpolate(arg, env) : value;
      case '-':
        return value === undefined ? interpolate(arg, env) : value;
      case ':?':
        if (unsetOrEmpty) throw new MissingVariable(`${key}: ${arg}`);
        return value;
      case '?':
        if (value === undefined) throw new MissingVariable(`${key}: ${arg}`);
        return value;
      default:
        return value ?? '';
    }
  });
}

/** Every string in the parsed document, interpolated (compose interpolates values, not keys). */
function interpolateAll<T>(node: T, env: Record<string, string | undefined>): T {
  if (typeof node === 'string') return interpolate(node, env) as T;
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env)) as T;
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v, env)])) as T;
  return node;
}

// --- the compose file's shape (what this test reads of it) ---

interface Healthcheck {
  test?: string[] | string;
  disable?: boolean;
}
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  entrypoint?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: Healthcheck;
  restart?: string;
  deploy?: { replicas?: number };
  volumes?: string[];
  networks?: Record<string, { aliases?: string[] } | null>;
}
interface Compose {
  name?: string;
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const composeText = read('docker/compose.yml');
const raw = parse(composeText, { merge: true }) as Compose;

/** Sample values for what the file requires; every `${NAME:?…}` in it must be one of these (checked below). */
const SECRETS = {
  POSTGRES_PASSWORD: 'a3f1c0ffee5eed5a3f1c0ffee5eed5a3f1c0ffee5eed5a3f',
  JWT_SECRET: 'b'.repeat(64),
  MINIO_ROOT_USER: 'kadr-admin',
  MINIO_ROOT_PASSWORD: 'c'.repeat(32),
  S3_ACCESS_KEY_ID: 'kadr-app',
  S3_SECRET_ACCESS_KEY: 'd'.repeat(32),
  SMTP_URL: 'smtps://kadr:mailpass@smtp.example.com:465',
};
const compose = interpolateAll(raw, SECRETS);
const services = compose.services;

const envOf = (service: Service): Record<string, string> => {
  const env = service.environment ?? {};
  const entries = Array.isArray(env) ? env.map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]) : Object.entries(env);
  return Object.fromEntries(entries.map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
};
const argv = (value: string[] | string | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : value.split(/\s+/).filter(Boolean));
const dependsOn = (service: Service): Record<string, string> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([name, d]) => [name, d.condition]));

/** Kadr's own services: built from docker/Dockerfile. */
const kadrServices = Object.entries(services).filter(([, s]) => s.build?.dockerfile === 'docker/Dockerfile');
const kadrNames = kadrServices.map(([name]) => name);
const commandOf = (name: string) => argv(services[name]!.command);
const entryOf = (name: string) => commandOf(name).find((arg) => /\.(ts|js|mjs)$/.test(arg));
const apiServices = kadrServices.filter(([name]) => entryOf(name) === 'server/src/main.ts');
const workerServices = kadrServices.filter(([name]) => entryOf(name) === 'server/src/worker.ts');
const schemaKeys = new Set(Object.keys(configSchema.shape));
const serviceWithImage = (prefix: string) => Object.entries(services).find(([, s]) => s.image?.startsWith(prefix));

describe('docker/compose.yml', () => {
  it('parses into services, with Kadr services for the API, workers and migrations', () => {
    expect(Object.keys(services).length).toBeGreaterThan(0);
    expect(apiServices.map(([name]) => name)).toEqual(['api']);
    expect(workerServices.length).toBeGreaterThanOrEqual(2);
    expect(kadrNames).toContain('migrate');
  });

  it('takes every secret from the environment: required there, never written in the file', () => {
    // Without the secrets, compose stops at the first `${NAME:?…}`; each required name is one of SECRETS.
    const strings = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];
    const required = strings(raw).flatMap((value) => [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):\?/g)].map((m) => m[1]!));
    expect(new Set(required)).toEqual(new Set(Object.keys(SECRETS)));
    expect(() => interpolateAll(raw, {})).toThrow(MissingVariable);
    for (const name of Object.keys(SECRETS)) {
      expect(() => interpolateAll(raw, { ...SECRETS, [name]: '' }), name).toThrow(new RegExp(`^${name}: set ${name}`));
    }
    // A variable that looks like a secret is set from one (or left empty for an optional provider key), never a literal.
    const secretLike = /PASSWORD|PWD|SECRET|TOKEN|ACCESS_KEY|API_KEY|SMTP_URL|DATABASE_URL/;
    for (const [name, service] of Object.entries(raw.services)) {
      for (const [key, value] of Object.entries(envOf(service))) {
        if (!secretLike.test(key)) continue;
        expect(value, `${name}.${key}`).toMatch(/^(\$\{[A-Z0-9_]+(:\?[^}]*|:-)\}|postgresql:\/\/kadr:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/kadr)$/);
      }
    }
    // The example environment file names every secret and gives none of them a value.
    const example = Object.fromEntries(
      read('docker/.env.example')
        .split('\n')
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    for (const name of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'MINIO_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL']) expect(example[name], name).toBe('');
    for (const name of Object.keys(SECRETS)) expect(example, name).toHaveProperty(name);
  });

  it('gives every service a health check, or runs it once and makes a service wait for it to succeed', () => {
    const awaited = new Set(Object.values(services).flatMap((s) => Object.entries(dependsOn(s)).filter(([, c]) => c === 'service_completed_successfully').map(([n]) => n)));
    for (const [name, service] of Object.entries(services)) {
      const oneShot = service.restart === 'no';
      if (oneShot) {
        expect(awaited.has(name), `${name} runs once: some service must wait for it (service_completed_successfully)`).toBe(true);
        continue;
      }
      expect(service.healthcheck?.test, `${name}: health check`).toBeDefined();
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(argv(service.healthcheck!.test)[0], name).toMatch(/^CMD(-SHELL)?$/);
    }
  });

  it('starts in order: dependencies exist, healthy ones have a health check, migrations complete before any Kadr process', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, condition] of Object.entries(dependsOn(service))) {
        expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
        expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(condition);
        if (condition === 'service_healthy') expect(services[dependency]!.healthcheck?.test, `${dependency} (awaited healthy by ${name})`).toBeDefined();
        if (condition === 'service_completed_successfully') expect(services[dependency]!.restart, dependency).toBe('no');
      }
    }
    for (const name of kadrNames.filter((n) => n !== 'migrate')) {
      expect(dependsOn(services[name]!).migrate, `${name} waits for the migrations`).toBe('service_completed_successfully');
    }
    const migrate = services.migrate!;
    expect(entryOf('migrate')).toBe('server/src/migrate.ts');
    expect(dependsOn(migrate).postgres).toBe('service_healthy');
  });

  it("runs only entry files that exist, and only npm scripts that package.json has", () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const name of kadrNames) {
      const command = commandOf(name);
      expect(command.length, `${name}: command`).toBeGreaterThan(0);
      const entry = entryOf(name);
      if (entry) expect(existsSync(join(root, entry)), `${name}: ${entry}`).toBe(true);
      const run = command.indexOf('run');
      if (command[0] === 'npm') expect(scripts, `${name}: npm run ${command[run + 1]}`).toHaveProperty(command[run + 1]!);
      expect(entry ?? command[0] === 'npm', `${name}: runs an entry file or an npm script`).toBeTruthy();
      if (command[0] === 'node') expect(command.slice(1, 3), name).toEqual(['--import', 'tsx']);
    }
  });

  it('sets only variables of the configuration schema in Kadr services, and each API and worker environment loads', () => {
    for (const [name, service] of kadrServices) {
      const env = envOf(service);
      for (const key of Object.keys(env)) expect(schemaKeys.has(key), `${name}: ${key} is not in core/src/env.ts`).toBe(true);
    }
    // Any variable the schema itself requires (no default, not optional) is set in every service that loads it.
    const required = [...schemaKeys].filter((key) => !configSchema.shape[key as keyof typeof configSchema.shape].safeParse(undefined).success);
    for (const [name, service] of [...apiServices, ...workerServices]) {
      const env = envOf(service);
      for (const key of required) expect(env[key], `${name}: ${key}`).toBeTruthy();
      // The whole environment as the process reads it: production's rules (JWT_SECRET, DATABASE_URL), S3's, Temporal's.
      const loaded = loadEnv(env);
      expect(loaded.NODE_ENV, name).toBe('production');
      expect(loaded.STORAGE_DRIVER, name).toBe('s3');
    }
    // The migrations read only what server/src/migrate.ts reads: no secret beyond the database URL.
    expect(Object.keys(envOf(services.migrate!)).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV']);
  });

  it('runs the API without workers on two replicas or more, ready when /readyz answers', () => {
    const [, api] = apiServices[0]!;
    expect(loadEnv(envOf(api)).RUN_WORKERS).toBe(false);
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const check = argv(api.healthcheck?.test).join(' ');
    const port = loadEnv(envOf(api)).PORT;
    expect(check).toContain(`http://127.0.0.1:${port}/readyz`);
    // The route the check calls is served by the app.
    expect(read('server/src/app.ts')).toMatch(/app\.get\('\/readyz'/);
  });

  it('has a worker for every kind of work, each limited to its own kinds and ready when its /readyz answers', () => {
    const covered = workerServices.flatMap(([name, service]) => {
      // RUN_WORKERS as server/src/worker.ts sets it.
      const env = loadEnv({ ...envOf(service), RUN_WORKERS: 'true' });
      expect(envOf(service).WORKER_QUEUES, `${name}: WORKER_QUEUES`).toBeTruthy();
      expect(env.WORKER_METRICS_PORT, `${name}: WORKER_METRICS_PORT`).toBeDefined();
      expect(argv(service.healthcheck?.test).join(' '), name).toContain(`http://127.0.0.1:${env.WORKER_METRICS_PORT}/readyz`);
      return env.WORKER_QUEUES;
    });
    // The worker entry opens that listener, which answers /readyz.
    expect(read('server/src/worker.ts')).toMatch(/env\.WORKER_METRICS_PORT/);
    expect(read('server/src/ops/worker-listener.ts')).toContain("case '/readyz'");
    expect([...covered].sort()).toEqual([...WORKER_QUEUE_NAMES].sort());
    expect(new Set(covered).size, 'no kind runs in two worker services').toBe(covered.length);
  });

  it('pins every image it pulls to a version tag', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) {
        expect(service.image ?? '', name).not.toMatch(/:latest$/);
        continue;
      }
      const image = service.image ?? '';
      const tag = /^[^@]+:([^:/@]+)$/.exec(image)?.[1];
      expect(tag, `${name}: ${image} has no tag`).toBeDefined();
      expect(tag, `${name}: ${image}`).not.toBe('latest');
      expect(tag, `${name}: ${image}`).toMatch(/\d/);
    }
  });

  it('points the Kadr processes at the services: PostgreSQL, Temporal on that same PostgreSQL, the files through the proxy', () => {
    const [postgresName, postgres] = serviceWithImage('postgres:')!;
    const pgEnv = envOf(postgres);
    const env = loadEnv(envOf(apiServices[0]![1]));
    const db = new URL(env.DATABASE_URL!);
    expect(db.hostname).toBe(postgresName);
    expect(decodeURIComponent(db.username)).toBe(pgEnv.POSTGRES_USER);
    expect(decodeURIComponent(db.password)).toBe(pgEnv.POSTGRES_PASSWORD);
    expect(db.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);

    const [temporalName, temporal] = serviceWithImage('temporalio/auto-setup:')!;
    const tEnv = envOf(temporal);
    expect(tEnv.DB).toBe('postgres12');
    expect(tEnv.POSTGRES_SEEDS).toBe(postgresName);
    expect(tEnv.DB_PORT).toBe('5432');
    expect(tEnv.POSTGRES_USER).toBe(pgEnv.POSTGRES_USER);
    expect(tEnv.POSTGRES_PWD).toBe(pgEnv.POSTGRES_PASSWORD);
    // Its own databases, not the app's.
    expect([tEnv.DBNAME, tEnv.VISIBILITY_DBNAME]).not.toContain(pgEnv.POSTGRES_DB);
    expect(new Set([tEnv.DBNAME, tEnv.VISIBILITY_DBNAME]).size).toBe(2);
    expect(dependsOn(temporal)[postgresName]).toBe('service_healthy');
    // The app's Temporal: that service, and the namespace auto-setup creates (the health check waits for it).
    expect(env.TEMPORAL_ADDRESS).toBe(`${temporalName}:7233`);
    expect(tEnv.DEFAULT_NAMESPACE).toBe(env.TEMPORAL_NAMESPACE);
    expect(argv(temporal.healthcheck?.test).join(' ')).toContain(`--namespace ${env.TEMPORAL_NAMESPACE}`);
    const [, ui] = serviceWithImage('temporalio/ui:')!;
    expect(envOf(ui).TEMPORAL_ADDRESS).toBe(`${temporalName}:7233`);

    // S3: signed for the host browsers open, which inside the network is the proxy (an alias of it).
    const filesHost = new URL(env.S3_ENDPOINT!).hostname;
    const [proxyName, proxy] = serviceWithImage('caddy:')!;
    expect(proxy.networks?.default?.aliases).toContain(filesHost);
    const minioInit = envOf(services['minio-init']!);
    expect(minioInit.S3_BUCKET).toBe(env.S3_BUCKET);
    expect(minioInit.S3_ACCESS_KEY_ID).toBe(env.S3_ACCESS_KEY_ID);
    expect(minioInit.S3_SECRET_ACCESS_KEY).toBe(env.S3_SECRET_ACCESS_KEY);
    expect(new URL(env.PUBLIC_URL).hostname).toBe(envOf(proxy).KADR_HOST);
    expect(filesHost).toBe(envOf(proxy).FILES_HOST);

    // The proxy's configuration: the mounted Caddyfile sends the app's host to the API replicas on their port and the
    // files' host to MinIO.
    const mount = proxy.volumes!.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'))!;
    const caddyfile = readFileSync(resolve(root, 'docker', mount.split(':')[0]!), 'utf8');
    const site = (host: string) => caddyfile.split(/\n(?=\S)/).find((block) => block.startsWith(`{$SITE_SCHEME:http}://{$${host}:`))!;
    expect(site('KADR_HOST')).toMatch(new RegExp(`dynamic a \\{\\s*name ${apiServices[0]![0]}\\s*port ${env.PORT}\\b`));
    const [minioName] = serviceWithImage('quay.io/minio/minio:')!;
    expect(site('FILES_HOST')).toContain(`reverse_proxy ${minioName}:9000`);
    expect(dependsOn(proxy)[minioName]).toBe('service_healthy');
    expect(proxyName).toBeTruthy();
  });

  it('declares every named volume it mounts', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.') || source.startsWith('/')) expect(existsSync(resolve(root, 'docker', source)), `${name}: ${source}`).toBe(true);
        else expect(compose.volumes ?? {}, `${name}: volume ${source}`).toHaveProperty(source);
      }
    }
  });
});

// --- docker/Dockerfile ---

interface Instruction {
  stage: string;
  op: string;
  args: string;
}

function dockerfile(text: string): Instruction[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  let stage = '';
  return lines.map((line) => {
    const [, op = '', args = ''] = /^\s*(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') stage = /\sAS\s+(\S+)/i.exec(args)?.[1] ?? args;
    return { stage, op: op.toUpperCase(), args: args.trim() };
  });
}

/** Whether `.dockerignore` leaves `path` in the build context (its patterns: names and folders from the root). */
function inContext(path: string): boolean {
  const patterns = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return !patterns.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The repository's files matching a COPY source (a path, or a `*` in its last part). */
function matches(source: string): string[] {
  if (!source.includes('*')) return existsSync(join(root, source)) ? [source] : [];
  const dir = dirname(source);
  const pattern = new RegExp(`^${source.slice(dir.length + 1).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((f) => pattern.test(f)).map((f) => `${dir}/${f}`) : [];
}

/** The file a part's package name stands for, by the part's package.json exports (`./*` → `<folder>/*.ts`). */
function workspaceFile(spec: string): string {
  const [, part = '', rest = ''] = /^@kadr\/([^/]+)\/(.+)$/.exec(spec) ?? [];
  const exports = (JSON.parse(read(`${part}/package.json`)) as { exports: Record<string, string> }).exports;
  const target = /\.(json|tsx)$/.test(rest) ? exports[`./*.${rest.split('.').at(-1)}`]! : exports['./*']!;
  return join(root, part, target.replace('*', rest));
}

/** The relative and workspace imports of the entry files, followed through the repository: every file a process loads from it. */
function importedFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((e) => join(root, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // Statements only (`import … from`, `export … from`, `import '…'`, `import('…')`), not examples in comments.
    // A relative path, or another part's package name (npm workspaces: `@kadr/core/x` is core/src/x.ts, as the part's
    // package.json exports it).
    const spec = String.raw`(\.{1,2}\/[^'"]+|@kadr\/[^'"]+)`;
    const statements = new RegExp(String.raw`^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]${spec}['"]|^\s*import\s*['"]${spec}['"]|\bimport\(\s*['"]${spec}['"]\s*\)`, 'gm');
    for (const match of source.matchAll(statements)) {
      const spec = match[1] ?? match[2] ?? match[3]!;
      const base = spec.startsWith('@kadr/') ? workspaceFile(spec) : resolve(dirname(file), spec);
      const found = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
      expect(found, `${relative(root, file)} imports ${spec}`).toBeDefined();
      // Generated code (the Prisma client, Pothos' types) is made whole by `prisma generate`: not followed.
      if (found && /\.(ts|tsx|js|mjs)$/.test(found) && !/^(core|server)\/src\/generated\//.test(relative(root, found))) queue.push(found);
    }
  }
  return new Set([...seen].map((f) => relative(root, f)));
}

describe('docker/Dockerfile', () => {
  const steps = dockerfile(read('docker/Dockerfile'));
  const stages = [...new Set(steps.map((s) => s.stage))];
  const build = steps.filter((s) => s.stage === 'build');
  const runtime = steps.filter((s) => s.stage === stages.at(-1));
  const copies = (list: Instruction[]) =>
    list
      .filter((s) => s.op === 'COPY')
      .map((s) => {
        const parts = s.args.split(/\s+/);
        const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length);
        const paths = parts.filter((p) => !p.startsWith('--'));
        return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
      });
  const buildRuns = build.filter((s) => s.op === 'RUN').map((s) => s.args).join(' && ');

  it('builds the web app with its engine samples, in the order of scripts/prepare.sh', () => {
    expect(stages).toEqual(['build', 'runtime']);
    const order = ['scripts/fetch-models.sh', 'prisma generate', 'node --import tsx scripts/make-samples.ts', 'npm run build:client'];
    const at = order.map((step) => buildRuns.indexOf(step));
    for (const [i, step] of order.entries()) expect(at[i], step).toBeGreaterThanOrEqual(0);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(buildRuns).toMatch(/NODE_ENV=production npm run build:client/);
    // The same steps as setup (scripts/prepare.sh), and the client build still prerenders the public pages.
    const prepare = read('scripts/prepare.sh');
    for (const step of ['scripts/fetch-models.sh', 'prisma generate', 'scripts/make-samples.ts', 'scripts/prerender.ts']) expect(prepare).toContain(step);
    expect(prepare.indexOf('scripts/make-samples.ts')).toBeLessThan(prepare.indexOf('vite build'));
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build:client']).toMatch(/vite build --config client\/vite\.config\.ts && node --import tsx scripts\/prerender\.ts/);
  });

  it('copies only what exists: from the build context, or what the build stage made', () => {
    // What the build stage's RUN steps make, and the step that makes each.
    const made: Record<string, string> = {
      'client/dist': 'npm run build:client',
      '.cache/models': 'scripts/fetch-models.sh',
      'core/src/generated': 'prisma generate',
      'server/src/generated': 'prisma generate',
      'client/public/samples': 'scripts/make-samples.ts',
    };
    for (const { from, sources } of [...copies(build), ...copies(runtime)]) {
      for (const source of sources) {
        const path = source.replace(/^\/app\//, '').replace(/\/$/, '');
        if (from === undefined && path === '.') continue;
        const producer = Object.entries(made).find(([dir]) => path === dir || path.startsWith(`${dir}/`));
        if (from === 'build' && producer) {
          expect(buildRuns, `${path} is made by ${producer[1]}`).toContain(producer[1]);
          continue;
        }
        expect(matches(path).length, `COPY ${from ? `--from=${from} ` : ''}${source}: not in the repository`).toBeGreaterThan(0);
        for (const file of matches(path)) expect(inContext(file), `${file} is excluded by .dockerignore`).toBe(true);
      }
    }
    expect(runtime.find((s) => s.op === 'CMD')?.args).toBe('["node", "--import", "tsx", "server/src/main.ts"]');
  });

  it("installs the workspaces: every part's package.json is copied before each stage's npm ci", () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const stage of [build, runtime]) {
      const ci = stage.findIndex((s) => s.op === 'RUN' && /\bnpm ci\b/.test(s.args));
      const before = copies(stage.slice(0, ci)).filter((c) => c.from === undefined).flatMap((c) => c.sources);
      expect(before).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]));
    }
  });

  it('puts in the runtime image every file the entries import (API, worker, migrate, admin)', () => {
    const copied = copies(runtime)
      .filter((c) => c.from === 'build')
      .flatMap((c) => c.sources.map((s) => s.replace(/^\/app\//, '').replace(/\/$/, '')));
    const entries = ['server/src/main.ts', 'server/src/worker.ts', 'server/src/migrate.ts', 'scripts/admin.ts'];
    for (const file of importedFiles(entries)) {
      expect(copied.some((c) => file === c || file.startsWith(`${c}/`)), `${file} is not in the runtime image`).toBe(true);
    }
    // Read at run time as data: the emails' words, the migrations, the segmentation models.
    for (const path of ['client/src/locales/*.json', 'prisma', '.cache/models', 'client/dist']) expect(copied, path).toContain(path);
    // Every Kadr service's entry is in the image.
    for (const name of kadrNames) {
      const entry = entryOf(name)!;
      expect(copied.some((c) => entry.startsWith(`${c}/`)), `${name}: ${entry}`).toBe(true);
    }
  });
});
