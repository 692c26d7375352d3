import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded database folder: PGlite keeps the database in memory and writes it back to the
 * folder, so a second process on the same folder loses its changes or corrupts the files. The holder
 * writes `portal.lock` (JSON, mode 0600: it may carry a local admin token) with an exclusive create; a
 * lock whose process is gone is taken over.
 */
export const LOCK_FILE = 'portal.lock';

export interface LockHolder {
  pid: number;
  startedAt: string;
  /** Tells a lock of this boot from one left by a machine that restarted (its pid may be reused). */
  bootId?: string;
  role?: string;
  [key: string]: unknown;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the database folder ${dir} is in use by process ${holder.pid}` +
        `${holder.role ? ` (${holder.role}` : ' ('}${holder.port ? ` on port ${String(holder.port)}` : ''}, since ${holder.startedAt}):` +
        ' two processes on one embedded database would corrupt it. Stop that process or use another DATA_DIR' +
        ` (if no such process runs, delete ${path.join(dir, LOCK_FILE)}).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  holder: LockHolder;
  /** Removes the lock file if it is still this lock's. */
  release(): void;
}

/** Folders this process holds: a second opening inside one process is refused too. */
const held = new Set<string>();

const bootId = (() => {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
})();

function isAlive(holder: LockHolder): boolean {
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  // Our own pid in a lock we do not hold: a previous run of a container that restarted with the same pids.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parse(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as LockHolder;
    return typeof value?.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Takes the folder's lock or throws DataDirLockedError naming the live holder. The file is written whole
 * beside the lock and hard-linked into place, so no reader ever sees a half-written lock.
 */
export function lockDataDir(dir: string, info: Record<string, unknown> = {}): DataDirLock {
  const key = path.resolve(dir);
  const file = path.join(key, LOCK_FILE);
  const holder: LockHolder = {
    ...info,
    pid: process.pid,
    startedAt: new Date().toISOString(),
    ...(bootId ? { bootId } : {}),
  };
  const text = JSON.stringify(holder);
  fs.mkdirSync(key, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, text, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      if (held.has(key)) throw new DataDirLockedError(key, parse(readText(file) ?? '') ?? holder);
      try {
        fs.linkSync(draft, file);
        held.add(key);
        let released = false;
        return {
          holder,
          release() {
            if (released) return;
            released = true;
            held.delete(key);
            if (readText(file) === text) fs.rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readText(file);
      if (current === undefined) continue;
      const currentHolder = parse(current);
      if (currentHolder && isAlive(currentHolder)) throw new DataDirLockedError(key, currentHolder);
      takeOver(file, current);
    }
    throw new Error(`could not lock ${file}: it keeps changing`);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Moves a stale lock aside. If another process replaced it meanwhile (it judged the same lock stale and
 * took over first), its fresh lock is put back, and the next attempt sees it held.
 */
function takeOver(file: string, staleText: string) {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== staleText) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Someone locked it again in between: that lock stands.
    }
  }
  fs.rmSync(aside, { force: true });
}
