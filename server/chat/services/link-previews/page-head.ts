// What a link preview reads of a page: its title and its Open Graph, Twitter card and description <meta>s, taken from
// the <head> by htmlparser2's streaming Parser as the bytes arrive. It builds no tree and keeps nothing but the open
// elements' names and the few values a preview shows, and stops at </head>, at the first element a head cannot hold
// (the body has begun), past MAX_ELEMENTS elements, MAX_DEPTH open ones or MAX_ATTRIBUTES on one: its work grows with
// the bytes it reads and no faster, and those are bounded (LINK_PREVIEW_LIMITS.maxBytes), whatever a page holds (a
// hostile page of unclosed tags froze the server for 53 s under jsdom, issue #25).
import { StringDecoder } from 'node:string_decoder';
import { Parser } from 'htmlparser2';

/** A head holds these (and unknown elements a browser would also move to the body are where reading stops). */
const HEAD_ELEMENTS = new Set(['html', 'head', 'title', 'meta', 'link', 'base', 'style', 'script', 'noscript']);
/** Elements and comments read at most: a real head has a few dozen. */
const MAX_ELEMENTS = 1000;
/** Elements open at once (html, head, noscript ...): a real head nests three or four. */
const MAX_DEPTH = 16;
/** Attributes of one element: a <meta> has two or three. */
const MAX_ATTRIBUTES = 64;
/** Characters kept of the title and of each <meta> value; a preview clips them further. */
const MAX_VALUE_LENGTH = 2048;

/** The <meta> names (or properties) a preview reads. */
const META_NAMES = new Set([
  'og:title',
  'twitter:title',
  'og:description',
  'twitter:description',
  'description',
  'og:image',
  'og:image:url',
  'twitter:image',
]);

export interface PageHead {
  title: string;
  /** The first content of each <meta> the preview reads, by its name or property in lower case. */
  meta: ReadonlyMap<string, string>;
}

export interface HeadReader {
  /** Reads the next bytes of the page; true once it has read what it will (the rest need not be fetched). */
  write(chunk: Buffer): boolean;
  /** What was found. */
  end(): PageHead;
}

export function createHeadReader(): HeadReader {
  const decoder = new StringDecoder('utf8');
  const meta = new Map<string, string>();
  let title: string | undefined;
  let inTitle = false;
  let elements = 0;
  let depth = 0;
  let attributes = 0;
  let done = false;

  const parser = new Parser(
    {
      onopentagname(name) {
        elements += 1;
        depth += 1;
        attributes = 0;
        if (!HEAD_ELEMENTS.has(name) || elements > MAX_ELEMENTS || depth > MAX_DEPTH) stop();
        else if (name === 'title' && title === undefined) inTitle = true;
      },
      onattribute() {
        attributes += 1;
        if (attributes > MAX_ATTRIBUTES) stop();
      },
      onopentag(name, attribs) {
        if (done || name !== 'meta') return;
        const key = (attribs['property'] ?? attribs['name'] ?? '').trim().toLowerCase();
        const content = attribs['content']?.trim();
        if (content && META_NAMES.has(key) && !meta.has(key)) meta.set(key, content.slice(0, MAX_VALUE_LENGTH));
      },
      ontext(text) {
        if (!inTitle || done) return;
        title = (title ?? '') + text.slice(0, MAX_VALUE_LENGTH - (title?.length ?? 0));
        // Full: the rest of a long title is not kept (the tokenizer still passes over it, once).
        if (title.length >= MAX_VALUE_LENGTH) inTitle = false;
      },
      oncomment() {
        elements += 1;
        if (elements > MAX_ELEMENTS) stop();
      },
      onclosetag(name) {
        depth -= 1;
        if (name === 'title') inTitle = false;
        if (name === 'head') stop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function stop() {
    done = true;
    inTitle = false;
    // The tokenizer ends its loop at once: nothing of the rest of this chunk is read.
    parser.pause();
  }

  return {
    write(chunk) {
      if (!done) parser.write(decoder.write(chunk));
      return done;
    },
    end() {
      return { title: title ?? '', meta };
    },
  };
}
