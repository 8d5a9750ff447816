import { parseDocument } from 'htmlparser2';
import { PUBLIC_IMAGE_PATH } from '@portal/contracts';

/** A node of htmlparser2's DOM, as far as these checks read it. */
interface DomNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

/** Elements a rich-text email body may hold (what the editor writes), with their attributes. */
const ALLOWED: Record<string, readonly string[]> = {
  p: ['style'],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  a: ['href', 'rel', 'target'],
  ul: [],
  ol: ['start'],
  li: [],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  blockquote: [],
  code: ['class'],
  pre: [],
  hr: [],
  img: ['src', 'alt', 'width', 'height'],
};

/** Never acceptable, whatever the allow-list above says (checked separately on purpose). */
const FORBIDDEN = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'template',
  'noscript',
  'xmp',
  'plaintext',
  'title',
  'body',
  'html',
  'head',
  'audio',
  'video',
  'source',
  'portal',
]);

const LINK = /^(https?|mailto):$/;

/** The value without whitespace and control characters, which browsers skip in a scheme. */
const withoutControls = (value: string) =>
  [...value].filter((char) => char.charCodeAt(0) > 0x20 && !/\s/.test(char)).join('');

/** The URL as a browser would take it; null when it is not absolute. */
function urlOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Everything in `html` that could run script, load what it should not or escape its place, as
 * a browser-like parser reads it (entities decoded): an empty list means inert.
 */
export function inertnessProblems(html: string, imageOrigin: string): string[] {
  const problems: string[] = [];
  const visit = (node: DomNode) => {
    // htmlparser2 gives script and style elements their own node types.
    if (node.type === 'script' || node.type === 'style' || node.type === 'tag') {
      const name = node.name ?? '';
      if (FORBIDDEN.has(name)) problems.push(`forbidden element <${name}>`);
      if (!ALLOWED[name]) problems.push(`unexpected element <${name}>`);
      for (const [attribute, raw] of Object.entries(node.attribs ?? {})) {
        const value = raw.trim();
        if (/^on/i.test(attribute)) problems.push(`event handler ${attribute} on <${name}>`);
        if (!ALLOWED[name]?.includes(attribute)) {
          problems.push(`unexpected attribute ${attribute} on <${name}>`);
        }
        if (/(javascript|vbscript|livescript|data)\s*:/i.test(withoutControls(value))) {
          problems.push(`script or data URL in ${attribute}="${value}"`);
        }
        if (attribute === 'href') {
          const url = urlOf(value);
          if (!url || !LINK.test(url.protocol)) problems.push(`href not http(s)/mailto: ${value}`);
          if (url?.username || url?.password) problems.push(`credentials in ${value}`);
        }
        if (attribute === 'src') {
          const url = urlOf(value);
          if (
            !url ||
            url.origin !== imageOrigin ||
            !PUBLIC_IMAGE_PATH.test(url.pathname) ||
            url.search ||
            url.hash ||
            url.username
          ) {
            problems.push(`image not ours: ${value}`);
          }
        }
        if (['width', 'height', 'start'].includes(attribute) && !/^\d{1,4}$/.test(value)) {
          problems.push(`${attribute} not a number: ${value}`);
        }
        if (attribute === 'class' && !/^language-[a-z0-9_+#-]+$/.test(value)) {
          problems.push(`class ${value}`);
        }
        if (attribute === 'style') {
          if (/expression|url\s*\(|javascript|behavior|binding|@import/i.test(value)) {
            problems.push(`style with ${value}`);
          }
          if (!/^text-align:\s*(left|right|center|justify);?$/.test(value)) {
            problems.push(`style beyond text-align: ${value}`);
          }
        }
        if (attribute === 'target' && value !== '_blank') problems.push(`target ${value}`);
        if (attribute === 'rel' && value !== 'noopener noreferrer') problems.push(`rel ${value}`);
      }
      if (name === 'a' && node.attribs?.target && node.attribs.rel !== 'noopener noreferrer') {
        problems.push('a new window without rel="noopener noreferrer"');
      }
    }
    if (node.type === 'directive' || node.type === 'cdata') problems.push(`${node.type} node`);
    for (const child of node.children ?? []) visit(child);
  };
  visit(parseDocument(html, { decodeEntities: true }));
  // The text cannot hold markup either: every < of the input's text must come out escaped.
  if (/<\s*\/?\s*(script|iframe|svg|math|style|object|embed|meta|base|link|form)\b/i.test(html)) {
    problems.push('a dangerous tag in the raw output');
  }
  return problems;
}
