// Operator commands: `npm run foyer -- <command>` runs `node build/server/cli.js <command>` (cli-commands.ts).
import { runCommand, UsageError } from './cli-commands.js';
import { FoyerError } from './errors.js';
import { reportStartupError } from './startup-errors.js';

runCommand(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  log: (text) => console.error(text),
}).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof FoyerError) console.error(error.message);
  else reportStartupError(error);
  process.exit(1);
});
