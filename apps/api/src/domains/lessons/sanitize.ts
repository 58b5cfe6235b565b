// The lesson HTML allow-list (js-xss). content_body is sanitized on every write, so what the
// database holds and the site renders is already safe: no script, no event handlers, no
// javascript:/data: URLs, no styles, and iframes only from the video players below.
import { FilterXSS, type IWhiteList } from 'xss';

const ALLOWED_TAGS: IWhiteList = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  mark: [],
  small: [],
  sub: [],
  sup: [],
  abbr: ['title'],
  blockquote: ['cite'],
  q: ['cite'],
  code: [],
  pre: [],
  kbd: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  details: [],
  summary: [],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
};

/** Embeddable video players: https only, host and path prefix. */
const IFRAME_SOURCES: readonly { hosts: readonly string[]; path: string }[] = [
  {
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
    path: '/embed/',
  },
  { hosts: ['player.vimeo.com'], path: '/video/' },
];

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);
const NUMERIC = /^\d{1,5}%?$/;
const ALLOW_FEATURES = /^[a-z-]+(;\s*[a-z-]+)*;?$/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  newline: '\n',
  tab: '\t',
  lpar: '(',
  rpar: ')',
  sol: '/',
  period: '.',
};

/** Decodes character references in one pass (an unknown named reference stays literal). */
function decodeEntities(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,10});?/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const hex = body[1] === 'x' || body[1] === 'X';
        const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? match;
    },
  );
}

/** An attribute value as the browser reads it, control characters dropped (browsers ignore
 * tabs and newlines inside a URL scheme, so "java&#9;script:" must not slip through). */
function attrText(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return decodeEntities(raw).replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

function cleanUrl(raw: string): string {
  return attrText(raw).trim();
}

function schemeOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match ? `${match[1]!.toLowerCase()}:` : null;
}

/** A link or image URL: an allowed scheme, or relative (no scheme). */
function safeUrl(raw: string, schemes: ReadonlySet<string>): string | null {
  const url = cleanUrl(raw);
  if (!url) return null;
  const scheme = schemeOf(url);
  if (scheme === null) {
    // Relative, or protocol-relative (//host: http or https). A colon before any slash would be
    // read as a scheme by some parsers: refuse it.
    const beforePath = url.split(/[/?#]/, 1)[0] ?? '';
    return beforePath.includes(':') ? null : url;
  }
  return schemes.has(scheme) ? url : null;
}

/** Whether an iframe src is one of the allowed video players. */
export function isAllowedIframeSrc(raw: string): boolean {
  const url = cleanUrl(raw);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port)
    return false;
  const host = parsed.hostname.toLowerCase();
  return IFRAME_SOURCES.some(
    (source) => source.hosts.includes(host) && parsed.pathname.startsWith(source.path),
  );
}

const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Encodes an attribute value so the browser reads exactly `value`. */
function attribute(name: string, value: string): string {
  const encoded = value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return `${name}="${encoded}"`;
}

/** Sanitizes lesson HTML against the allow-list; the result is safe to render as is. */
export function sanitizeHtml(html: string): string {
  // Per call: which opened iframes were dropped, so their closing tags go too.
  const iframes: boolean[] = [];
  const filter = new FilterXSS({
    whiteList: ALLOWED_TAGS,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'noscript', 'template', 'title', 'textarea'],
    allowCommentTag: false,
    css: false,
    onTag(tag, rawHtml, info) {
      if (tag !== 'iframe') return undefined;
      if (info.isClosing) return iframes.pop() === false ? '' : undefined;
      const match = SRC_ATTRIBUTE.exec(rawHtml);
      const allowed = !!match && isAllowedIframeSrc(match[1] ?? match[2] ?? match[3] ?? '');
      const selfClosing = /\/\s*>$/.test(rawHtml);
      if (!selfClosing) iframes.push(allowed);
      return allowed ? undefined : '';
    },
    onTagAttr(tag, name, value, isWhiteAttr) {
      if (!isWhiteAttr) return ''; // dropped: event handlers, style, anything unlisted
      const text = attrText(value);
      switch (name) {
        case 'href': {
          const url = safeUrl(value, LINK_SCHEMES);
          return url === null ? '' : attribute(name, url);
        }
        case 'src': {
          if (tag === 'iframe')
            return isAllowedIframeSrc(value) ? attribute(name, cleanUrl(value)) : '';
          const url = safeUrl(value, IMAGE_SCHEMES);
          return url === null ? '' : attribute(name, url);
        }
        case 'cite': {
          const url = safeUrl(value, IMAGE_SCHEMES);
          return url === null ? '' : attribute(name, url);
        }
        case 'target':
          return text.trim() === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
        case 'width':
        case 'height':
        case 'colspan':
        case 'rowspan':
        case 'start':
        case 'frameborder':
          return NUMERIC.test(text.trim()) ? attribute(name, text.trim()) : '';
        case 'allowfullscreen':
          return 'allowfullscreen';
        case 'allow':
          return ALLOW_FEATURES.test(text.trim()) ? attribute(name, text.trim()) : '';
        case 'type':
          return /^[1aAiI]$/.test(text.trim()) ? attribute(name, text.trim()) : '';
        case 'scope':
          return /^(row|col|rowgroup|colgroup)$/.test(text.trim())
            ? attribute(name, text.trim())
            : '';
        default:
          return attribute(name, text);
      }
    },
  });
  // An unclosed <script> leaves js-xss's marker behind (the text after it stays escaped text).
  return filter
    .process(html)
    .replace(/\[\/?removed\]/g, '')
    .trim();
}
