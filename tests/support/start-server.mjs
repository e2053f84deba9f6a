// Starts the built server (build/server/main.js) for browser, end-to-end and bench runs: a free port, a fresh data
// folder, and a promise that resolves once /health answers. Plain JS so bench/run.mjs can use it without a build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainScript = join(repoRoot, 'build', 'server', 'main.js');
const startTimeoutMs = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

async function waitForHealth(url, exited) {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited()) return false;
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** @param {{ env?: Record<string, string>, staticRoot?: string, dataDir?: string, port?: number }} [options] */
export async function startServer({ env = {}, staticRoot = repoRoot, dataDir: givenDataDir, port: givenPort } = {}) {
  if (!existsSync(mainScript)) throw new Error(`${mainScript} is missing: run npm run build first`);
  const port = givenPort ?? (await freePort());
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'foyer-server-'));
  if (givenDataDir) mkdirSync(givenDataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const output = [];

  const child = spawn(process.execPath, [mainScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_ROOT: staticRoot,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let exitCode = null;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve();
    });
  });

  // A data folder the caller gave outlives this server: a restart reuses it.
  const removeDataDir = () => {
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // If the test process ends without calling stop(), take the server and its data with it.
  const onExit = () => {
    child.kill('SIGKILL');
    removeDataDir();
  };
  process.on('exit', onExit);

  async function stop() {
    process.off('exit', onExit);
    if (exitCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
    }
    removeDataDir();
  }

  if (!(await waitForHealth(url, () => exitCode !== null))) {
    await stop();
    const log = Buffer.concat(output).toString('utf8');
    process.stderr.write(`The Foyer server did not start (exit ${exitCode ?? 'none'}):\n${log}\n`);
    throw new Error(`The Foyer server at ${url} did not become healthy: ${log.trim().split('\n').at(-1) ?? ''}`);
  }

  return { url, port, dataDir, pid: child.pid, stop };
}
