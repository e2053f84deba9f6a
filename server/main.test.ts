// The process itself, run from source through tsx: start-up messages, exit codes, first-start import, shutdown.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const repoRoot = new URL('..', import.meta.url).pathname;

interface Started {
  exit: Promise<{ code: number | null; stderr: string; stdout: string }>;
  kill(signal: NodeJS.Signals): void;
}

function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    exit: new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr, stdout }))),
    kill: (signal) => child.kill(signal),
  };
}

describe('starting the server', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-main-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('stops on a bad setting with one message and exit code 1', async () => {
    const { code, stderr } = await startMain({ PORT: 'abc', DATA_DIR: dataDir }).exit;
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid setting PORT: expected an integer 1-65535, got "abc"');
  });

  it('stops on a bad event file with the file, path and field, and exit code 1', async () => {
    const eventFile = join(dataDir, 'event.yaml');
    await writeFile(eventFile, 'event:\n  name: X\nprojects:\n  - id: 4\n    code: basic\n    name: B\n');
    const { code, stderr } = await startMain({ PORT: '8099', DATA_DIR: dataDir, EVENT_FILE: eventFile }).exit;
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`${eventFile}: projects[0].schedule: required, expected a mapping`);
  });

  it('imports the event on first start, serves, and shuts down cleanly on SIGTERM', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = startMain({ PORT: port, DATA_DIR: dataDir });
    let health: Response | undefined;
    // Start-up imports the whole demo event; on a busy two-core machine that can take well over 10 s.
    const readyBy = Date.now() + 50_000;
    while (Date.now() < readyBy && !health?.ok) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
    }
    expect(health?.ok).toBe(true);
    const welcome = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getWelcome { title } }' }),
    });
    expect(await welcome.json()).toEqual({ data: { getWelcome: { title: 'Willkommen beim Foyer Demo-Event!' } } });

    server.kill('SIGTERM');
    const { code, stderr } = await server.exit;
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 90_000);
});
