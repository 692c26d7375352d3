import type { Db } from './db/client.ts';
import { openDatabase } from './db/setup.ts';
import { loadConfig } from './env.ts';
import { createAccountService } from './modules/accounts/service.ts';
import {
  setBlockedCountries,
  setDefaultPassword,
  setMaintenance,
  setModuleEnabled,
  setWebSetting,
} from './modules/merchants/repository.ts';
import { createTenantService } from './modules/merchants/service.ts';

/**
 * Operations CLI, against the same database as the server (DATA_DIR or DATABASE_URL):
 *   maintenance <merchant> on [--until <ISO time>] | off
 *   region <merchant> block <CC,CC,...> | clear
 *   module <merchant> <MODID> on | off          (a feature flag of the whitelabel module tree)
 *   default-password <merchant> <password> | clear   (logging in with it forces a password change)
 *   reset-password <merchant> <username>        (sets the account's password to the default one)
 *   analytics <merchant> <gtagId> | clear        (Google Analytics, loaded after the visitor consents)
 *   cdn <merchant> image|launch <url,...> | clear   (image and game launch CDNs, first one used)
 * Several commands run in one go when separated by a lone `+` (one database opening for all).
 * Running servers pick the change up within the tenant cache time (a few seconds).
 */
const usage = [
  'usage: cli.ts module <merchant> <MODID> on|off',
  'cli.ts maintenance <merchant> on [--until <ISO time>] | off',
  'cli.ts region <merchant> block <CC,...> | clear',
  'cli.ts default-password <merchant> <password> | clear',
  'cli.ts reset-password <merchant> <username>',
  'cli.ts analytics <merchant> <gtagId> | clear',
  'cli.ts cdn <merchant> image|launch <url,...> | clear',
].join('\n       ');

async function main(argv: string[]): Promise<string> {
  const commands: string[][] = [[]];
  for (const arg of argv) {
    if (arg === '+') commands.push([]);
    else commands.at(-1)!.push(arg);
  }
  if (commands.some((c) => c.length < 3)) throw new Error(usage);
  const { db } = await openDatabase(loadConfig());
  try {
    const results: string[] = [];
    for (const args of commands) results.push(await run(db, args));
    return results.join('\n');
  } finally {
    await db.destroy();
  }
}

async function run(db: Db, args: string[]): Promise<string> {
  const [command, merchant, action, ...rest] = args as [string, string, string, ...string[]];
  {
    if (command === 'maintenance' && (action === 'on' || action === 'off')) {
      const untilArg = rest[0] === '--until' ? rest[1] : undefined;
      const until = untilArg ? new Date(untilArg) : null;
      if (until && Number.isNaN(until.getTime())) throw new Error(`not a time: ${untilArg}`);
      if (!(await setMaintenance(db, merchant, action === 'on', until)))
        throw new Error(`no merchant ${merchant}`);
      return `maintenance ${action} for ${merchant}${until ? ` until ${until.toISOString()}` : ''}`;
    }
    if (command === 'region' && (action === 'block' || action === 'clear')) {
      const countries =
        action === 'block'
          ? (rest[0] ?? '')
              .split(',')
              .map((c) => c.trim().toUpperCase())
              .filter(Boolean)
          : [];
      if (action === 'block' && (countries.length === 0 || countries.some((c) => !/^[A-Z]{2}$/.test(c)))) {
        throw new Error('countries are ISO 3166 alpha-2 codes, comma-separated');
      }
      if (!(await setBlockedCountries(db, merchant, countries))) throw new Error(`no merchant ${merchant}`);
      return `blocked countries of ${merchant}: ${countries.join(',') || 'none'}`;
    }
    if (command === 'module' && rest[0] && (rest[0] === 'on' || rest[0] === 'off')) {
      if (!(await setModuleEnabled(db, merchant, action, rest[0] === 'on')))
        throw new Error(`no module ${action} for ${merchant}`);
      return `${action} ${rest[0]} for ${merchant}`;
    }
    if (command === 'default-password') {
      const password = action === 'clear' ? null : action;
      if (password !== null && password.length < 6)
        throw new Error('a default password has at least 6 characters');
      if (!(await setDefaultPassword(db, merchant, password))) throw new Error(`no merchant ${merchant}`);
      return `default password of ${merchant} ${password === null ? 'cleared' : 'set'}`;
    }
    if (command === 'reset-password') {
      const tenant = await createTenantService(db).get(merchant);
      if (!tenant) throw new Error(`no merchant ${merchant}`);
      if (!(await createAccountService(db).resetToDefaultPassword(tenant, action)))
        throw new Error(`no account ${action} in ${merchant}, or no default password (set one first)`);
      return `password of ${action} reset to the default; it must be changed at the next login`;
    }
    if (command === 'analytics' && action) {
      const gtagId = action === 'clear' ? null : action;
      // It ends up in a script address: only the shapes Google issues.
      if (gtagId !== null && !/^(G|GT|AW|DC)-[A-Z0-9]{4,20}$|^UA-\d{4,12}-\d{1,4}$/.test(gtagId))
        throw new Error('a gtag id looks like G-XXXXXXXXXX');
      if (!(await setWebSetting(db, merchant, { analytics: { gtagId } })))
        throw new Error(`no merchant ${merchant}`);
      return `analytics of ${merchant}: ${gtagId ?? 'none'}`;
    }
    if (command === 'cdn' && (action === 'image' || action === 'launch') && rest[0]) {
      const urls = rest[0] === 'clear' ? [] : rest[0].split(',').map((u) => u.trim());
      // They go into the page CSP: plain http(s) origins with an optional path, nothing else.
      if (urls.some((u) => !/^https?:\/\/[a-z0-9.-]+(:\d+)?(\/[\w./-]*)?$/i.test(u)))
        throw new Error('CDNs are http(s) addresses, comma-separated');
      const setting = action === 'image' ? { imageCDNs: urls } : { launchGameCDNs: urls };
      if (!(await setWebSetting(db, merchant, setting))) throw new Error(`no merchant ${merchant}`);
      return `${action} CDNs of ${merchant}: ${urls.join(',') || 'none'}`;
    }
    throw new Error(usage);
  }
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);
