// Usage: npm run admin -- grant <email> | revoke <email>
// Grants or revokes the admin role of an account, on the app's database (DATABASE_URL, else the embedded PGlite
// database in DATA_DIR: stop the app first then, as one process owns that folder). Each change writes an audit entry
// (admin.grant / admin.revoke, no admin, details.by = 'command'); a repeat changes nothing.
import { openDatabase } from '@kadr/core/db/database';
import { loadEnv } from '@kadr/core/env';
import { isAppError } from '@kadr/core/errors/app-error';
import { setAdmin } from '@kadr/server/modules/admin/set-admin';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email>';

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const { changed } = await setAdmin(db.prisma, email, command === 'grant', 'command');
    const role = command === 'grant' ? 'is an admin' : 'is not an admin';
    console.log(changed ? `${email} ${role} now` : `${email} ${role} already; nothing changed`);
    return 0;
  } catch (err) {
    if (!isAppError(err)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
