import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/email/rich-text';
import { inertnessProblems } from './xss/inert';
import { OUR_IMAGE, OUR_ORIGIN, XSS_PAYLOADS } from './xss/payloads';

const sanitize = (html: string) => sanitizeRichText(html, { imageOrigins: [OUR_ORIGIN] });

/** Each payload alone, and wrapped in the formatting an editor writes around it. */
const CASES = XSS_PAYLOADS.flatMap((payload, index) => [
  { index, payload },
  { index, payload: `<p>Dear tenant, <strong>${payload}</strong></p><ul><li>${payload}</li></ul>` },
]);

describe('rich-text sanitiser against cross-site scripting', () => {
  it('should run at least 100 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  it('should find something to refuse in nearly every payload as it arrives', () => {
    // The check is not vacuous: it flags the raw payloads (a few are inert text already).
    const flagged = XSS_PAYLOADS.filter((payload) => inertnessProblems(payload, OUR_ORIGIN).length);
    expect(flagged.length / XSS_PAYLOADS.length).toBeGreaterThan(0.95);
  });

  it.each(CASES)('should leave payload $index inert: $payload', ({ payload }) => {
    const output = sanitize(payload);
    expect(inertnessProblems(output, OUR_ORIGIN), output).toEqual([]);
    // A second pass changes nothing: what a browser re-parses is what was checked (no mXSS).
    expect(sanitize(output)).toBe(output);
  });

  it('should never let an event handler or a script URL through in any case variant', () => {
    const handlers = ['onerror', 'ONERROR', 'OnError', 'onload', 'onmouseover', 'onfocus'];
    const tags = ['img', 'IMG', 'a', 'p', 'h1', 'code', 'strong'];
    for (const tag of tags) {
      for (const handler of handlers) {
        const output = sanitize(`<${tag} ${handler}="alert(1)" src="${OUR_IMAGE}">x</${tag}>`);
        expect(inertnessProblems(output, OUR_ORIGIN), output).toEqual([]);
        expect(output.toLowerCase()).not.toContain('alert');
      }
    }
  });
});
