// Debian's Chromium, launched by playwright-core: browser downloads are impossible here (DESIGN.md, pinned facts).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** Launch options for playwright's chromium; fails with the fix when Chromium is missing. */
export function chromiumLaunchOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    );
  }
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
}
