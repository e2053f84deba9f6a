// The layers of docs/ARCHITECTURE.md as `npx eslint .` enforces them (eslint.config.js, boundaries/dependencies):
// each fixture is a file as it would be written at that path, linted with the repository's own configuration.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `code` written at `path` (from the repository root). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('lint enforces the layers', () => {
  it('fails a client feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'src/react/stream/fixture.tsx',
      "import { useAccountLogout } from '../account';\nexport const logout = useAccountLogout;\n",
    );
    expect(errors).toEqual([
      'feature src/react/stream/fixture.tsx may not import src/react/account/index.ts (docs/ARCHITECTURE.md, Layers)',
    ]);
  });

  it('passes a client feature that imports core and the chat client', async () => {
    const errors = await boundaryErrors(
      'src/react/stream/fixture.tsx',
      "import { TextField } from '../core/ui/text-field';\nimport type { ChatService } from '../../chat/chat-service';\n" +
        'export type Parts = [typeof TextField, ChatService];\n',
    );
    expect(errors).toEqual([]);
  });

  it("lets the portal load the account feature's pages and index, nothing else of it", async () => {
    const allowed = await boundaryErrors(
      'src/react/portal/fixture.ts',
      "import { CookieBanner } from '../account';\nexport const banner = CookieBanner;\n" +
        "export const page = () => import('../account/pages/profile-page');\n",
    );
    expect(allowed).toEqual([]);
    const internal = await boundaryErrors(
      'src/react/portal/fixture.ts',
      "import { CookieBanner } from '../account/consent/cookie-banner';\nexport const banner = CookieBanner;\n",
    );
    expect(internal).toHaveLength(1);
  });

  it('fails core importing a feature', async () => {
    const errors = await boundaryErrors(
      'src/react/core/fixture.ts',
      "import { CookieBanner } from '../account';\nexport const banner = CookieBanner;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("fails a server feature that imports another feature's module, passes one through its index.ts", async () => {
    const internal = await boundaryErrors(
      'server/chat/fixture.ts',
      "import { findPollRow } from '../features/polls/poll-store.js';\nexport const find = findPollRow;\n",
    );
    expect(internal).toEqual([
      'server-feature server/chat/fixture.ts may not import server/features/polls/poll-store.ts (docs/ARCHITECTURE.md, Layers)',
    ]);
    const publicModule = await boundaryErrors(
      'server/chat/fixture.ts',
      "import { findPollRow } from '../features/polls/index.js';\nexport const find = findPollRow;\n",
    );
    expect(publicModule).toEqual([]);
  });

  it('fails a shared server module (auth, store, bus ...) importing a feature', async () => {
    const errors = await boundaryErrors(
      'server/auth/fixture.ts',
      "import { findPollRow } from '../features/polls/index.js';\nexport const find = findPollRow;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets the composition root wire any feature', async () => {
    const errors = await boundaryErrors(
      'server/resolvers.ts',
      "import { getSinglePollForFrontend } from './features/polls/resolvers.js';\nexport const poll = getSinglePollForFrontend;\n",
    );
    expect(errors).toEqual([]);
  });
});
