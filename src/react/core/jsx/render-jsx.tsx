import DOMPurify, { type Config } from 'dompurify';
import { createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { buttonStyles, type ButtonVariant } from '../ui/button';
import { RouteLinkContext } from '../ui/route-link';
import {
  ALLOWED_TAGS,
  COMPONENT_ATTRIBUTES,
  GLOBAL_ATTRIBUTES,
  URL_ATTRIBUTES,
  VOID_TAGS,
  isSafeUrl,
} from './jsx-allowlist';

const REACT_ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};

const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...Object.keys(ALLOWED_TAGS), ...Object.keys(COMPONENT_ATTRIBUTES)],
  ALLOWED_ATTR: [
    ...new Set([
      ...GLOBAL_ATTRIBUTES,
      ...Object.values(ALLOWED_TAGS).flat(),
      ...Object.values(COMPONENT_ATTRIBUTES).flat(),
    ]),
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

/**
 * Turns operator-supplied jsx content into React elements without evaluating it: DOMPurify parses and sanitises it
 * against the allowlist, then each remaining node becomes an element; a tag outside the allowlist keeps only its
 * text and allowed children, and an unsafe URL drops its attribute.
 */
export function renderJsx(source: string): ReactNode {
  const fragment = DOMPurify.sanitize(source, PURIFY_CONFIG);
  return toReact(Array.from(fragment.childNodes), 'jsx');
}

/** Renders jsx content; the work is redone only when the source changes. */
export function JsxContent({ source }: { source: string }) {
  return useMemo(() => renderJsx(source), [source]);
}

function toReact(nodes: ChildNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (!(node instanceof Element)) return null;
    const tag = node.localName;
    const children = toReact(Array.from(node.childNodes), key);
    if (tag in COMPONENT_ATTRIBUTES)
      return <JsxComponent key={key} tag={tag} attributes={attributesOf(node, tag)} children={children} />;
    if (!(tag in ALLOWED_TAGS)) return <Fragment key={key}>{children}</Fragment>;
    const props: Record<string, unknown> = { key, ...reactProps(attributesOf(node, tag)) };
    if (tag === 'a' && props['target'] === '_blank') props['rel'] = 'noopener noreferrer';
    if (tag === 'a' && props['target'] !== undefined && props['target'] !== '_blank') delete props['target'];
    return VOID_TAGS.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
  });
}

/** The allowed attributes of an element, each URL checked once more after DOMPurify. */
function attributesOf(element: Element, tag: string): Record<string, string> {
  const allowed = new Set([...GLOBAL_ATTRIBUTES, ...(ALLOWED_TAGS[tag] ?? COMPONENT_ATTRIBUTES[tag] ?? [])]);
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (!allowed.has(name)) continue;
    if (URL_ATTRIBUTES.includes(name) && !isSafeUrl(value)) continue;
    attributes[name] = value;
  }
  return attributes;
}

function reactProps(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [REACT_ATTRIBUTE_NAMES[name] ?? name, value]),
  );
}

interface JsxComponentProps {
  tag: string;
  attributes: Record<string, string>;
  children: ReactNode[];
}

/** The documented components of jsx content. */
function JsxComponent({ tag, attributes, children }: JsxComponentProps) {
  switch (tag) {
    case 'foyer-button':
      return <JsxButton attributes={attributes}>{children}</JsxButton>;
    default:
      return <>{children}</>;
  }
}

/** <foyer-button link="/stream" variant="secondary" new-tab>: a link styled as a button. */
function JsxButton({ attributes, children }: { attributes: Record<string, string>; children: ReactNode }) {
  const RouteLink = useContext(RouteLinkContext);
  const link = attributes['link'];
  const variant: ButtonVariant = attributes['variant'] === 'secondary' ? 'secondary' : 'primary';
  const newTab = 'new-tab' in attributes ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (!link) return <span css={buttonStyles(variant)}>{children}</span>;
  const internal = link.startsWith('/') && !link.startsWith('//');
  if (internal && RouteLink) {
    return (
      <RouteLink to={link} css={buttonStyles(variant)} {...newTab}>
        {children}
      </RouteLink>
    );
  }
  return (
    <a href={link} css={buttonStyles(variant)} {...newTab}>
      {children}
    </a>
  );
}
