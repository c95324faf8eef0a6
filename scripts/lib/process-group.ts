// A long-running child in its own process group, so that stopping it also stops its grandchildren.
// Tooling note §4: killing only the npx/wrangler pid leaves workerd running; `setsid` + `kill -- -PGID` works.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DetachedProcess {
  /** The leader's pid, which is also the process-group id (spawn with `detached` calls setsid). */
  pid: number;
  /** Null while running; the exit code or signal once the leader has exited. */
  exitStatus(): string | null;
  /** SIGTERM to the whole group, SIGKILL after `graceMs`, and resolves once no member is left. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnDetached(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): DetachedProcess {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`could not start ${command} (see ${options.logFile})`);
  const pgid = child.pid;

  let exitStatus: string | null = null;
  child.on('exit', (code, signal) => {
    exitStatus = signal ? `killed by ${signal}` : `exit code ${code}`;
  });
  child.unref();

  // Safety net: if this process exits without calling stop() (a crash, a forgotten teardown),
  // do not leave wrangler and workerd holding the port. Only synchronous work is allowed here.
  const killOnExit = () => signalGroup(pgid, 'SIGKILL');
  process.once('exit', killOnExit);

  return {
    pid: pgid,
    exitStatus: () => exitStatus,
    async stop(graceMs = 5_000) {
      process.removeListener('exit', killOnExit);
      signalGroup(pgid, 'SIGTERM');
      const deadline = Date.now() + graceMs;
      while (groupIsAlive(pgid) && Date.now() < deadline) await sleep(100);
      if (groupIsAlive(pgid)) signalGroup(pgid, 'SIGKILL');
      while (groupIsAlive(pgid)) await sleep(50);
    },
  };
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Signal 0 to a negative pid asks whether any process of the group still exists. */
function groupIsAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
