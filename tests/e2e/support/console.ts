// The operator console's e2e files share how their operators come to be: `npm run foyer -- add-operator`, as an
// event's organiser creates them, with one password for all.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';

const cli = fileURLToPath(new URL('../../../build/server/cli.js', import.meta.url));

export const OPERATOR_PASSWORD = 'correct horse battery staple';

/** Adds one operator per role, `<role>@example.org`, to the data folder of a running server. */
export function addOperators(dataDir: string, roles: readonly string[]): void {
  for (const role of roles) {
    execFileSync(process.execPath, [cli, 'add-operator', `${role}@example.org`, role], {
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${OPERATOR_PASSWORD}\n`,
    });
  }
}

/**
 * Logs `<role>@example.org` in on a page that shows the operators' login form (/console's `<event-console>`, /present's
 * `<event-present>`) and waits for `signedIn`, what the element shows once logged in.
 */
export async function logInAsOperator(
  host: Locator,
  role: string,
  signedIn: Locator = host.getByText(`Angemeldet als ${role}@example.org`),
): Promise<void> {
  await host.getByLabel('E-Mail').fill(`${role}@example.org`);
  await host.getByLabel('Passwort').fill(OPERATOR_PASSWORD);
  await host.getByRole('button', { name: 'Anmelden' }).click();
  await signedIn.waitFor();
}
