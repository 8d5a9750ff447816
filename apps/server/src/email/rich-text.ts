import sanitizeHtml from 'sanitize-html';
import { PUBLIC_IMAGE_PATH } from '@portal/contracts';

/**
 * The rich-text email body, made safe to send and to preview: only what the web's editor
 * (tiptap's starter kit with links, images and text alignment) writes survives, so no script,
 * event handler, frame, form, style sheet or foreign image reaches a recipient or the preview.
 */
export interface RichTextOptions {
  /**
   * Origins ('https://portal.example.com') whose uploaded images (/images/{token}.{ext}) an
   * <img> may show. Any other image is removed: an email must not load third-party content.
   */
  imageOrigins: readonly string[];
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
/** Elements whose text is dropped with them: it is code or markup, never prose. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'xmp',
  'plaintext',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
];
const TEXT_ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };
const PIXELS = /^\d{1,4}$/;

/**
 * The URL as a browser would resolve it (the WHATWG parser browsers use: it strips the leading
 * and trailing controls and spaces and the tabs and newlines that hide a scheme), when it is
 * absolute, of an allowed protocol and carries no credentials; otherwise null.
 */
function absoluteUrl(value: string | undefined, protocols: Set<string>): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (!protocols.has(url.protocol) || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

function withoutKeys(attribs: sanitizeHtml.Attributes, keys: string[]) {
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => !keys.includes(key)));
}

export function sanitizeRichText(html: string, options: RichTextOptions): string {
  const imageOrigins = new Set(
    options.imageOrigins.flatMap((origin) => absoluteUrl(origin, IMAGE_PROTOCOLS)?.origin ?? []),
  );
  const ownImage = (src: string | undefined) => {
    const url = absoluteUrl(src, IMAGE_PROTOCOLS);
    return url &&
      imageOrigins.has(url.origin) &&
      PUBLIC_IMAGE_PATH.test(url.pathname) &&
      !url.search &&
      !url.hash
      ? url.href
      : null;
  };
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'blockquote',
      'code',
      'pre',
      'hr',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      ol: ['start'],
      code: ['class'],
      p: ['style'],
      h1: ['style'],
      h2: ['style'],
      h3: ['style'],
    },
    allowedClasses: { code: [/^language-[a-z0-9_+#-]{1,30}$/] },
    allowedStyles: { p: TEXT_ALIGN, h1: TEXT_ALIGN, h2: TEXT_ALIGN, h3: TEXT_ALIGN },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    enforceHtmlBoundary: false,
    nestingLimit: 50,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
    transformTags: {
      // Attribute values arrive entity-decoded; each URL is judged and rewritten canonical.
      a: (tagName, attribs) => {
        const href = absoluteUrl(attribs.href, LINK_PROTOCOLS)?.href;
        return {
          tagName,
          attribs: {
            ...withoutKeys(attribs, ['href', 'rel', 'target']),
            // A new window is the only target; the opener never reaches the page it opens.
            ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
            ...(href ? { href, rel: 'noopener noreferrer' } : {}),
          },
        };
      },
      img: (tagName, attribs) => {
        const src = ownImage(attribs.src);
        const sizes = ['width', 'height'].filter((key) => PIXELS.test(attribs[key] ?? ''));
        return {
          tagName,
          attribs: {
            ...withoutKeys(attribs, ['src', 'width', 'height']),
            ...(src ? { src } : {}),
            ...Object.fromEntries(sizes.map((key) => [key, attribs[key]!])),
          },
        };
      },
      ol: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: PIXELS.test(attribs.start ?? '') ? { start: attribs.start! } : {},
      }),
    },
    // An image that is not one of ours is removed whole (its alt text too).
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
