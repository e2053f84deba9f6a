// Gives a part of the client its own copy of the packages it uses. Rollup tree-shakes a package once for the whole
// build, so every zod feature the chat's frame reader needs (unions, literals, null) would otherwise land in the zod
// chunk that the portal loads for its configuration: the portal would pay for the chat. The modules the given
// importers reach in node_modules get ids of their own (`<file>?<suffix>`), so rollup bundles and tree-shakes them
// apart: into the reader's lazy chunk only (docs/decisions/0012-shared-contract.md).
import { readFile } from 'node:fs/promises';

/** `importers`: the modules whose packages are copied, e.g. /shared\/chat\//. */
export function separateCopy({ importers, suffix }) {
  const marker = `?${suffix}`;
  const strip = (id) => (id.endsWith(marker) ? id.slice(0, -marker.length) : id);
  return {
    name: 'separate-copy',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(marker) || importers.test(importer))) return null;
      const resolved = await this.resolve(source, strip(importer), { ...options, skipSelf: true });
      // Another plugin may ask again for what this one answered: mark an id once.
      if (!resolved || resolved.external || !resolved.id.includes('/node_modules/') || resolved.id.endsWith(marker)) {
        return resolved;
      }
      return { ...resolved, id: `${resolved.id}${marker}` };
    },
    load(id) {
      return id.endsWith(marker) ? readFile(strip(id), 'utf8') : null;
    },
  };
}
