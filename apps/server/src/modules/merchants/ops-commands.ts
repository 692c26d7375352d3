import { opsCommand, type OpsCommand } from '@portal/contract';

export const opsUsage = [
  'usage: cli.ts module <merchant> <MODID> on|off',
  'cli.ts maintenance <merchant> on [--until <ISO time>] | off',
  'cli.ts region <merchant> block <CC,...> | clear',
  'cli.ts default-password <merchant> <password> | clear',
  'cli.ts reset-password <merchant> <username>',
  'cli.ts analytics <merchant> <gtagId> | clear',
  'cli.ts cdn <merchant> image|launch <url,...> | clear',
  'cli.ts audit verify',
  '(several commands separated by a lone +)',
].join('\n       ');

/** The ops CLI's arguments as commands; throws with the usage text or the reason when one is wrong. */
export function parseOpsArgs(argv: string[]): OpsCommand[] {
  const groups: string[][] = [[]];
  for (const arg of argv) {
    if (arg === '+') groups.push([]);
    else groups.at(-1)!.push(arg);
  }
  return groups.map(parseOne);
}

function parseOne(args: string[]): OpsCommand {
  const [command, merchant, action, ...rest] = args;
  if (command === 'audit' && merchant === 'verify' && args.length === 2) return { op: 'audit-verify' };
  if (!command || !merchant || !action) throw new Error(opsUsage);
  let parsed: unknown;
  if (command === 'maintenance' && (action === 'on' || action === 'off')) {
    const untilArg = rest[0] === '--until' ? rest[1] : undefined;
    const until = untilArg ? new Date(untilArg) : null;
    if (until && Number.isNaN(until.getTime())) throw new Error(`not a time: ${untilArg}`);
    parsed = { op: 'maintenance', merchant, on: action === 'on', until: until?.toISOString() ?? null };
  } else if (command === 'region' && (action === 'block' || action === 'clear')) {
    const countries =
      action === 'block'
        ? (rest[0] ?? '')
            .split(',')
            .map((c) => c.trim().toUpperCase())
            .filter(Boolean)
        : [];
    if (action === 'block' && (countries.length === 0 || countries.some((c) => !/^[A-Z]{2}$/.test(c))))
      throw new Error('countries are ISO 3166 alpha-2 codes, comma-separated');
    parsed = { op: 'region', merchant, countries: [...new Set(countries)] };
  } else if (command === 'module' && (rest[0] === 'on' || rest[0] === 'off')) {
    parsed = { op: 'module', merchant, modId: action, enabled: rest[0] === 'on' };
  } else if (command === 'default-password') {
    const password = action === 'clear' ? null : action;
    if (password !== null && password.length < 6)
      throw new Error('a default password has at least 6 characters');
    parsed = { op: 'default-password', merchant, password };
  } else if (command === 'reset-password') {
    parsed = { op: 'reset-password', merchant, username: action };
  } else if (command === 'analytics') {
    parsed = { op: 'analytics', merchant, gtagId: action === 'clear' ? null : action };
  } else if (command === 'cdn' && (action === 'image' || action === 'launch') && rest[0]) {
    const urls = rest[0] === 'clear' ? [] : rest[0].split(',').map((u) => u.trim());
    parsed = { op: 'cdn', merchant, kind: action, urls };
  } else {
    throw new Error(opsUsage);
  }
  const result = opsCommand.safeParse(parsed);
  if (!result.success) throw new Error(`${args.join(' ')}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}
