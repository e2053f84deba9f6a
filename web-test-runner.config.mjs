// Browser tests of the built elements (dist/) in Debian's Chromium, against the real server started from build/.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumLaunchOptions } from './tests/support/chromium.mjs';
import { startServer } from './tests/support/start-server.mjs';

// Shedding off, as in the e2e run (tests/e2e/vitest.config.ts says why).
const server = await startServer({ env: { SHED_EVENT_LOOP_DELAY_MS: '0' } });
process.on('exit', () => void server.stop());

/** Forwards the API and the demo assets to the Foyer server, so the elements talk to it same-origin. */
function proxyToFoyer() {
  return async (context, next) => {
    if (!context.path.startsWith('/graphql') && !context.path.startsWith('/demo/assets/')) return next();
    const headers = { ...context.headers, host: new URL(server.url).host };
    const body = ['GET', 'HEAD'].includes(context.method) ? undefined : await readBody(context.req);
    const response = await fetch(new URL(context.url, server.url), { method: context.method, headers, body });
    context.status = response.status;
    response.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) {
        context.set(name, value);
      }
    });
    context.body = Buffer.from(await response.arrayBuffer());
  };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export default {
  files: 'tests/browser/**/*.test.js',
  nodeResolve: true,
  concurrency: 1,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromiumLaunchOptions(),
      // A German visitor's browser, as in the e2e tests: the portal follows the browser's language (issue 19).
      createBrowserContext: ({ browser }) => browser.newContext({ locale: 'de-DE' }),
    }),
  ],
  middleware: [proxyToFoyer()],
  testFramework: { config: { timeout: 10000 } },
  async onServerStop() {
    await server.stop();
  },
};
