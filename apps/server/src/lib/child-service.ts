import { fork, type ChildProcess } from 'node:child_process';

/**
 * Runs another service of the repository as a child process (the house game vendor under `npm start`).
 * It gets an IPC channel so it can exit when this process goes, even after a kill -9; it is restarted
 * after a crash, at most once every 5 s.
 */
/** This process's environment with the given values; an undefined value removes the variable. */
function childEnv(values: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

export function runChildService(opts: {
  name: string;
  entry: string;
  cwd: string;
  env: Record<string, string | undefined>;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
}): { stop(): void } {
  let child: ChildProcess | null = null;
  let stopping = false;
  let lastStart = 0;
  const start = () => {
    lastStart = Date.now();
    child = fork(opts.entry, [], {
      cwd: opts.cwd,
      execArgv: ['--import', 'tsx'],
      env: childEnv(opts.env),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      opts.log.error({ service: opts.name, code, signal }, 'child service exited; restarting');
      setTimeout(start, Math.max(0, 5_000 - (Date.now() - lastStart)));
    });
    opts.log.info({ service: opts.name, pid: child.pid }, 'child service started');
  };
  start();
  const stop = () => {
    stopping = true;
    child?.kill('SIGTERM');
  };
  process.once('exit', stop);
  return { stop };
}
