// Janus (Debian's `janus` package, 1.1.x) as a real process for the SFU's tests and benchmark: a generated minimal
// configuration folder (only the VideoRoom plugin and the WebSocket transport, both on loopback only, an API secret
// and a VideoRoom admin key), free ports, and a stop that ends the process and removes the folder. The settings are
// those of Janus's own samples (/etc/janus/*.jcfg, conf/*.jcfg.sample in meetecho/janus-gateway v1.1.2).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIBRARIES = '/usr/lib/x86_64-linux-gnu/janus';
const KEEP_PLUGIN = 'libjanus_videoroom.so';
const KEEP_TRANSPORT = 'libjanus_websockets.so';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Every library of a Janus folder but the one kept, comma-separated, for a `disable` setting. */
function allBut(folder, keep) {
  return readdirSync(join(LIBRARIES, folder))
    .filter((name) => name.endsWith('.so') && name !== keep)
    .join(',');
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts Janus and resolves once its WebSocket transport listens. */
export async function startJanus({ debugLevel = 3 } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'foyer-janus-'));
  const port = await freePort();
  const apiSecret = randomBytes(16).toString('hex');
  const adminKey = randomBytes(16).toString('hex');
  // An RTP range of its own per process, so Janus processes of parallel test files do not collide.
  const rtpStart = 20_000 + Math.floor(Math.random() * 400) * 100;
  writeFileSync(
    join(folder, 'janus.jcfg'),
    `general: {
	configs_folder = "${folder}"
	plugins_folder = "${LIBRARIES}/plugins"
	transports_folder = "${LIBRARIES}/transports"
	events_folder = "${LIBRARIES}/events"
	loggers_folder = "${LIBRARIES}/loggers"
	debug_level = ${debugLevel}
	api_secret = "${apiSecret}"
	session_timeout = 60
	server_name = "FoyerTestJanus"
}
media: {
	rtp_port_range = "${rtpStart}-${rtpStart + 99}"
}
nat: {
	ice_enforce_list = "127.0.0.1"
	ignore_mdns = true
}
plugins: {
	disable = "${allBut('plugins', KEEP_PLUGIN)}"
}
transports: {
	disable = "${allBut('transports', KEEP_TRANSPORT)}"
}
loggers: {
	disable = "${readdirSync(join(LIBRARIES, 'loggers'))
    .filter((name) => name.endsWith('.so'))
    .join(',')}"
}
events: {
	broadcast = false
}
`,
  );
  writeFileSync(
    join(folder, 'janus.plugin.videoroom.jcfg'),
    `general: {
	admin_key = "${adminKey}"
}
`,
  );
  writeFileSync(
    join(folder, 'janus.transport.websockets.jcfg'),
    `general: {
	json = "plain"
	ws = true
	ws_port = ${port}
	ws_ip = "127.0.0.1"
	wss = false
}
admin: {
	admin_ws = false
	admin_wss = false
}
`,
  );

  const child = spawn(
    'janus',
    ['--configs-folder', folder, '--config', join(folder, 'janus.jcfg'), '--disable-colors'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let failed;
  child.once('error', (error) => {
    failed =
      error.code === 'ENOENT'
        ? new Error("Janus not found: run 'apt-get install -y janus' (Debian's package, as .ci/run does)")
        : error;
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (failed) {
      rmSync(folder, { recursive: true, force: true });
      throw failed;
    }
    if (child.exitCode !== null) throw new Error(`Janus exited at start:\n${log}`);
    if (await canConnect(port)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Janus did not listen on ${port} within 15 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    apiSecret,
    adminKey,
    pid: child.pid,
    log: () => log,
    /** The environment that points a Foyer server at this Janus (docs/chat-service.md "Group calls (SFU)"). */
    env: () => ({
      CALL_SFU_JANUS_URL: `ws://127.0.0.1:${port}`,
      CALL_SFU_JANUS_API_SECRET: apiSecret,
      CALL_SFU_JANUS_ADMIN_KEY: adminKey,
    }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
