// Takes the operator console's screenshots for docs/operators.md (issue #18): the Live show tab with a poll's live
// results, the Audience tab and the Content tab, as an owner of the demo event on a 1280 px desktop, after a visitor
// has voted and looked around. Built server, Debian's Chromium (playwright-core). Run after `npm run build`:
// node scripts/console-screenshots.mjs
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';

const imagesDir = fileURLToPath(new URL('../docs/images/', import.meta.url));
const cli = fileURLToPath(new URL('../build/server/cli.js', import.meta.url));
const EMAIL = 'owner@example.org';
const PASSWORD = 'Screenshot-Passwort-2026';

const server = await startServer();
execFileSync(process.execPath, [cli, 'add-operator', EMAIL, 'owner'], {
  env: { ...process.env, DATA_DIR: server.dataDir },
  input: `${PASSWORD}\n`,
});
const browser = await chromium.launch(chromiumLaunchOptions());

try {
  // A visitor on the welcome page, so the Audience tab has a visit and a login to show.
  const visitor = await browser.newPage({ locale: 'de-DE' });
  await visitor.goto(`${server.url}/`);
  await visitor.locator('event-portal [part="welcome"]').waitFor();

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  await page.goto(`${server.url}/console`);
  const console = page.locator('event-console');
  await console.getByLabel('E-Mail').fill(EMAIL);
  await console.getByLabel('Passwort').fill(PASSWORD);
  await console.getByLabel('Passwort').press('Enter');
  await console.getByRole('tab', { name: 'Live-Show' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${imagesDir}console-live-show.png` });

  for (const [tab, file] of [
    ['Publikum', 'console-audience.png'],
    ['Inhalte', 'console-content.png'],
  ]) {
    await console.getByRole('tab', { name: tab }).click();
    await console.getByRole('heading', { name: tab, level: 2 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${imagesDir}${file}` });
  }
  process.stdout.write('console screenshots in docs/images/console-*.png\n');
} finally {
  await browser.close();
  await server.stop();
}
