// Starts the built server (build/server/main.js) for browser, end-to-end and bench runs: a free port, a fresh data
// folder, and a promise that resolves once /health answers. Plain JS so bench/run.mjs can use it without a build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainScript = join(repoRoot, 'build', 'server', 'main.js');
const startTimeoutMs = 60_000;

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

/**
 * Whether the process `pid` holds the socket listening on `port` (read from /proc; true where there is no /proc).
 * A /health answer alone could come from another server that took the port first.
 */
function listensOn(pid, port) {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let inodes;
  try {
    inodes = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
      readFileSync(table, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((fields) => fields[1]?.endsWith(hexPort) && fields[3] === '0A')
        .map((fields) => `socket:[${fields[9]}]`),
    );
  } catch {
    return true;
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.includes(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
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

/**
 * Starts the server on a free port (or the given one). A port found free can be taken by another process before the
 * server binds it (e2e files run in parallel): then it tries the next free port, up to three times.
 * @param {{ env?: Record<string, string>, staticRoot?: string, dataDir?: string, port?: number }} [options]
 */
export async function startServer({ env = {}, staticRoot = repoRoot, dataDir: givenDataDir, port: givenPort } = {}) {
  if (!existsSync(mainScript)) throw new Error(`${mainScript} is missing: run npm run build first`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce({ env, staticRoot, givenDataDir, port: givenPort ?? (await freePort()) });
    } catch (error) {
      if (givenPort !== undefined || attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce({ env, staticRoot, givenDataDir, port }) {
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

  const healthy = await waitForHealth(url, () => exitCode !== null);
  if (healthy && !listensOn(child.pid, port)) {
    await stop();
    throw new PortTakenError(`Port ${port} answers, but from another process`);
  }
  if (!healthy) {
    await stop();
    const log = Buffer.concat(output).toString('utf8');
    if (log.includes('EADDRINUSE')) throw new PortTakenError(`Port ${port} was taken before the server bound it`);
    process.stderr.write(`The Foyer server did not start (exit ${exitCode ?? 'none'}):\n${log}\n`);
    throw new Error(`The Foyer server at ${url} did not become healthy: ${log.trim().split('\n').at(-1) ?? ''}`);
  }

  return { url, port, dataDir, pid: child.pid, stop };
}
