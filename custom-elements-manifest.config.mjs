// The custom-elements manifest (`cem analyze`, run by `npm run build:manifest`) describes what a host page can use:
// every attribute, property, event, slot, part and CSS custom property, nothing internal, at the shipped dist/ paths.
// The analyzer reads the JSDoc of src/elements/*.ts; this plugin fills in what it cannot see there:
// - the React elements' properties: r2wc defines one per attribute at runtime (src/react/core/element/
//   define-element.tsx), so the class in the source has none; each @attr becomes its camelCase property;
// - a Lit element's property takes its attribute's JSDoc type (`'bubble' | 'unified'` rather than `ChatLayout`);
// - each event's type, `CustomEvent<FoyerEventDetails['<name>']>`: the detail types of src/elements/events.ts,
//   which the generated typings import, so an @fires without a detail type fails their type-check;
// - static fields, Lit's lifecycle and @internal state are left out; paths point at dist/*.js, not src/*.ts;
// - a `custom-element-definition` export per tag (the files call registerElement, which the analyzer does not know).
// scripts/element-typings.mjs turns the result into the .d.ts, React and Vue typings, web-types and VS Code data.

/** Lit's and the platform's lifecycle methods: public in JavaScript, nothing a host calls. */
const LIFECYCLE = new Set([
  'render',
  'updated',
  'firstUpdated',
  'willUpdate',
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
]);

/** src/elements/event-poll.ts or ./event-poll -> dist/event-poll.js (the file a host imports). */
function distPath(modulePath) {
  const name = /([\w-]+)(\.ts)?$/.exec(modulePath)?.[1];
  return `dist/${name}.js`;
}

const camelCase = (attribute) => attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** Whether a type already says it may be absent. */
const optional = (text) => /\bundefined\b/.test(text);

/** A Lit element's internal reactive state: the `{ state: true }` entries of its static `properties`. */
function litState(members) {
  const properties = members.find((member) => member.static && member.name === 'properties');
  return new Set([...(properties?.default ?? '').matchAll(/(\w+): \{ state: true \}/g)].map((match) => match[1]));
}

function completeElement(declaration) {
  declaration.superclass = declaration.superclass?.package
    ? declaration.superclass
    : { name: 'HTMLElement', package: 'global:' };
  const state = litState(declaration.members ?? []);
  const members = (declaration.members ?? []).filter(
    (member) => !member.static && !member.privacy && !LIFECYCLE.has(member.name) && !state.has(member.name),
  );
  for (const attribute of declaration.attributes ?? []) {
    const name = camelCase(attribute.name);
    attribute.fieldName = name;
    const type = attribute.type?.text ?? 'string';
    let field = members.find((member) => member.kind === 'field' && member.name === name);
    if (!field) {
      // r2wc's property: undefined until the attribute or the property is set; the feature applies the default.
      field = { kind: 'field', name };
      members.push(field);
    }
    field.type = { text: type };
    field.description ??= attribute.description;
    field.attribute = attribute.name;
  }
  for (const field of members) {
    if (field.kind !== 'field' || field.default !== undefined || optional(field.type.text)) continue;
    field.type.text = `${field.type.text} | undefined`;
  }
  declaration.members = members;
  for (const event of declaration.events ?? []) {
    event.type ??= { text: `CustomEvent<FoyerEventDetails['${event.name}']>` };
  }
}

export default {
  globs: ['src/elements/*.ts'],
  exclude: ['src/elements/*.test.ts'],
  outdir: '.',
  plugins: [
    {
      name: 'foyer-public-manifest',
      packageLinkPhase({ customElementsManifest }) {
        const modules = [];
        for (const module of customElementsManifest.modules) {
          const elements = (module.declarations ?? []).filter((declaration) => declaration.customElement);
          const entry = module.path.endsWith('/foyer.ts');
          // events.ts holds types only: the typings carry them, there is no dist file.
          if (elements.length === 0 && !entry) continue;
          module.path = distPath(module.path);
          for (const element of elements) completeElement(element);
          for (const declaration of module.declarations ?? []) delete declaration.source;
          module.exports = (module.exports ?? []).map((exported) => ({
            ...exported,
            declaration: { ...exported.declaration, module: distPath(exported.declaration.module) },
          }));
          for (const element of elements) {
            module.exports.push({
              kind: 'custom-element-definition',
              name: element.tagName,
              declaration: { name: element.name, module: module.path },
            });
          }
          modules.push(module);
        }
        customElementsManifest.modules = modules;
      },
    },
  ],
};
