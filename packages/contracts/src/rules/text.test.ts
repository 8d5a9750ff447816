import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { normaliseSearch, ZSearchText } from './search';
import { ZOptionalNotes, isValidEmail, stripMarkup, zRequiredText } from './text';

describe('normaliseSearch', () => {
  it('should trim the search text when it has words', () => {
    expect(normaliseSearch('  12 Smith St ')).toBe('12 Smith St');
    expect(ZSearchText.parse(' a ')).toBe('a');
  });

  it('should give undefined when the search text is empty or blank', () => {
    expect(normaliseSearch('')).toBeUndefined();
    expect(normaliseSearch('   ')).toBeUndefined();
    expect(normaliseSearch(null)).toBeUndefined();
    expect(ZSearchText.parse(undefined)).toBeUndefined();
  });
});

describe('stripMarkup', () => {
  it('should keep only the visible text when given rich text', () => {
    expect(stripMarkup('<p>Hello <b>there</b></p>')).toBe('Hello there');
    expect(stripMarkup('<p><br/></p>\n')).toBe('');
    expect(stripMarkup('a&nbsp;b')).toBe('a b');
  });
});

describe('isValidEmail', () => {
  it('should accept an address when it is well formed', () => {
    expect(isValidEmail('jane.citizen@agency.com.au')).toBe(true);
  });

  it('should reject an address when it is malformed', () => {
    expect(isValidEmail('jane')).toBe(false);
    expect(isValidEmail('jane@agency')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});

describe('zRequiredText', () => {
  const schema = zRequiredText('Reason is required', 'Reason cannot be empty');

  it('should give the required message only when nothing is given', () => {
    expect(messagesOf(schema, '')).toEqual(['Reason is required']);
  });

  it('should give the empty message when only blanks are given', () => {
    expect(messagesOf(schema, ' \n ')).toEqual(['Reason cannot be empty']);
  });
});

describe('ZOptionalNotes', () => {
  it('should give undefined when the notes are blank', () => {
    expect(ZOptionalNotes.parse('  ')).toBeUndefined();
    expect(ZOptionalNotes.parse(null)).toBeUndefined();
  });

  it("should say 'Message should be 500 characters or less' when the notes have 501", () => {
    expect(messagesOf(ZOptionalNotes, 'x'.repeat(501))).toEqual([
      'Message should be 500 characters or less',
    ]);
  });
});
