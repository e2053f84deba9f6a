// The operator console's e2e files share how their operators come to be: `npm run foyer -- add-operator`, as an
// event's organiser creates them, with one password for all.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
