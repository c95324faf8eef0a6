// Makes sure Debian's Chromium is there before the browser tests run: they never skip silently.
// playwright-core drives the system Chromium (tooling note §1: chromium 156 from apt); it downloads no browser.
// Installs it with apt-get only when that is possible without asking (root + apt-get + the default path).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

if (!isExecutable(chromiumPath) && canInstallWithApt()) {
  console.log(`Chromium not found at ${chromiumPath}; installing it with apt-get (about 113 MB to download).`);
  runStreaming('apt-get', ['update']);
  runStreaming('apt-get', ['install', '-y', 'chromium']);
}

if (!isExecutable(chromiumPath)) {
  console.error(
    'Browser tests need Chromium: install it with "sudo apt-get install -y chromium" (Debian/Ubuntu) ' +
      `or set CHROMIUM_PATH to a Chromium binary (looked at ${chromiumPath}).`,
  );
  process.exit(1);
}

const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`${chromiumPath} --version failed: ${(version.stderr || version.stdout || '').trim()}`);
  process.exit(1);
}
console.log(`Using ${version.stdout.trim()} (${chromiumPath})`);

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Only the Debian package's own path can be fixed by apt; a custom CHROMIUM_PATH is the user's to provide. */
function canInstallWithApt() {
  const isRoot = process.getuid?.() === 0;
  return isRoot && chromiumPath === DEFAULT_CHROMIUM && findOnPath('apt-get') !== null;
}

function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, command))) return path.join(dir, command);
  }
  return null;
}

function runStreaming(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}
