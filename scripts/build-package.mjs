// Stages the npm package a host installs in build/package/ (`npm pack build/package` makes the tarball): the
// elements' browser build, their typings, the manifest and the editor data, and nothing of the server. The repo's
// own package.json stays the private server application (its dependencies are the server's; the browser build
// bundles everything it needs, so the package has no dependencies). npm-package/package.json is its manifest,
// with the version of the repo's.
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'build/package');
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(await readFile(join(root, 'npm-package/package.json'), 'utf8'));

await rm(out, { recursive: true, force: true });
await mkdir(join(out, 'dist/chunks'), { recursive: true });
await writeFile(join(out, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
await cp(join(root, 'npm-package/README.md'), join(out, 'README.md'));

// The element entries and every chunk they import, statically or on demand: dist/ also holds the standalone
// portal and, as rollup does not empty it, the chunks of earlier builds. Without their source maps (5 MB of them,
// for sources the package does not ship).
const entries = (await readdir(join(root, 'dist'), { withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  .map((entry) => entry.name);
const queue = [...entries];
const copied = new Set();
while (queue.length > 0) {
  const file = queue.shift();
  if (copied.has(file)) continue;
  copied.add(file);
  const code = await readFile(join(root, 'dist', file), 'utf8');
  await writeFile(join(out, 'dist', file), code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
  for (const [, specifier] of code.matchAll(/["'](\.{1,2}\/[\w./-]+\.js)["']/g)) {
    queue.push(posix.join(posix.dirname(file), specifier));
  }
}
await cp(join(root, 'types'), join(out, 'types'), { recursive: true });
for (const file of ['custom-elements.json', 'web-types.json', 'vscode.html-custom-data.json']) {
  await cp(join(root, file), join(out, file));
}
console.log(`npm package ${manifest.name}@${version} staged in build/package: ${copied.size} scripts`);
