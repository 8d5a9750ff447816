import { describe, expect, it } from 'vitest';
import { inertnessProblems } from '../../test/security/xss/inert';
import { OUR_IMAGE, OUR_ORIGIN } from '../../test/security/xss/payloads';
import { sanitizeRichText } from './rich-text';

const sanitize = (html: string) => sanitizeRichText(html, { imageOrigins: [OUR_ORIGIN] });

// The hostile side (100+ payloads) is test/security/rich-text-xss.test.ts.
describe('rich-text sanitiser on what the editor writes', () => {
  it('should keep bold, italics, lists, headings, quotes, code, links and our images intact', () => {
    const kept = (link: string, image: string) =>
      '<h2>Smoke alarm check</h2>' +
      '<p>Hello <strong>Sam</strong>, <em>please</em> note the <u>new</u> date (<s>old</s>).<br />Thanks</p>' +
      '<ul><li><p>One</p></li><li><p>Two</p></li></ul>' +
      '<ol start="3"><li><p>Three</p></li></ol>' +
      '<blockquote><p>Quoted</p></blockquote>' +
      '<pre><code class="language-js">a &lt; b &amp;&amp; c</code></pre>' +
      '<hr />' +
      `<p style="text-align:center">${link} or ` +
      '<a href="mailto:help@example.com" rel="noopener noreferrer">email us</a></p>' +
      `<p>${image}</p>`;
    const booking = 'https://example.com/booking?id=1&amp;x=2';
    const input = kept(
      `<a target="_blank" rel="noopener noreferrer" href="${booking}">Book now</a>`,
      `<img src="${OUR_IMAGE}" alt="Agency logo" width="200" height="80" />`,
    );
    // Attributes come out in the sanitiser's order; nothing is lost.
    const expected = kept(
      `<a target="_blank" href="${booking}" rel="noopener noreferrer">Book now</a>`,
      `<img alt="Agency logo" src="${OUR_IMAGE}" width="200" height="80" />`,
    );
    const output = sanitize(input);
    expect(output).toBe(expected);
    expect(inertnessProblems(output, OUR_ORIGIN)).toEqual([]);
  });

  it('should give every link rel="noopener noreferrer" when it keeps its href', () => {
    expect(sanitize('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a target="_blank" href="https://example.com/" rel="noopener noreferrer">x</a>',
    );
  });

  it('should drop the href but keep the text when a link is not http(s) or mailto', () => {
    expect(sanitize('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitize('<a href="/relative">click</a>')).toBe('<a>click</a>');
  });

  it('should remove an image when it is not one of our uploaded images', () => {
    expect(sanitize('<p>a<img src="https://tracker.example/pixel.gif">b</p>')).toBe('<p>ab</p>');
    expect(
      sanitizeRichText(`<img src="${OUR_IMAGE}">`, { imageOrigins: ['https://other.example'] }),
    ).toBe('');
  });

  it('should keep only text-align in a style when a paragraph has more', () => {
    expect(sanitize('<p style="color:red;text-align:right;font-size:90px">x</p>')).toBe(
      '<p style="text-align:right">x</p>',
    );
  });

  it('should escape markup in text when it is not an element', () => {
    expect(sanitize('<p>1 &lt; 2 and &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 and &lt;script&gt;</p>',
    );
  });
});
