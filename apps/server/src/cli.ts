import { openDatabase } from './db/setup.ts';
import { loadConfig } from './env.ts';
import { setBlockedCountries, setMaintenance, setModuleEnabled } from './modules/merchants/repository.ts';

/**
 * Operations CLI, against the same database as the server (DATA_DIR or DATABASE_URL):
 *   maintenance <merchant> on [--until <ISO time>] | off
 *   region <merchant> block <CC,CC,...> | clear
 *   module <merchant> <MODID> on | off          (a feature flag of the whitelabel module tree)
 * Running servers pick the change up within the tenant cache time (a few seconds).
 */
const usage =
  'usage: cli.ts module <merchant> <MODID> on|off\n       ' +
  'cli.ts maintenance <merchant> on [--until <ISO time>] | off\n       cli.ts region <merchant> block <CC,...> | clear';

async function main(args: string[]): Promise<string> {
  const [command, merchant, action, ...rest] = args;
  if (!command || !merchant || !action) throw new Error(usage);
  const { db } = await openDatabase(loadConfig());
  try {
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
    throw new Error(usage);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);
