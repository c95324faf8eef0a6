// Runs a short-lived command to completion, keeping its output quiet unless it fails.
import { spawn } from 'node:child_process';

export interface CommandResult {
  output: string;
  durationMs: number;
}

export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) {
        resolve({ output, durationMs: performance.now() - startedAt });
        return;
      }
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      reject(new Error(`${[command, ...args].join(' ')} ${how}:\n${output}`));
    });
  });
}
