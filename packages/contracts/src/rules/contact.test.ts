import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import {
  ZContact,
  ZContactEmail,
  ZContactName,
  ZContactNumber,
  ZContactNumberEntry,
  ZContactNumberEntryRequired,
  ZContactNumberRequired,
  normalisePhone,
} from './contact';

describe('ZContactName', () => {
  it('should accept and trim a name when it is given', () => {
    expect(ZContactName.parse('  Jane Citizen ')).toBe('Jane Citizen');
    expect(ZContactName.parse('x'.repeat(75))).toHaveLength(75);
  });

  it("should say 'Name is required' when the name is empty, blank or missing", () => {
    expect(messagesOf(ZContactName, '')).toEqual(['Name is required']);
    expect(messagesOf(ZContactName, '   ')).toEqual(['Name is required']);
    expect(messagesOf(ZContactName, undefined)).toEqual(['Name is required']);
  });

  it("should say 'Name must not be longer than 75 characters' when the name has 76", () => {
    expect(messagesOf(ZContactName, 'x'.repeat(76))).toEqual([
      'Name must not be longer than 75 characters',
    ]);
  });
});

describe('ZContactEmail', () => {
  it('should give null when the email is blank or missing', () => {
    expect(ZContactEmail.parse('')).toBeNull();
    expect(ZContactEmail.parse('   ')).toBeNull();
    expect(ZContactEmail.parse(undefined)).toBeNull();
    expect(ZContactEmail.parse(null)).toBeNull();
  });

  it('should accept and trim a valid email when given one', () => {
    expect(ZContactEmail.parse(' jane@agency.com.au ')).toBe('jane@agency.com.au');
  });

  it("should say 'Please enter a valid email address' when the email is malformed", () => {
    expect(messagesOf(ZContactEmail, 'jane@')).toEqual(['Please enter a valid email address']);
    expect(messagesOf(ZContactEmail, 'not an email')).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it("should say 'Email must not be longer than 75 characters' when the email has 76", () => {
    const email = `${'a'.repeat(64)}@example.com`; // 76 characters
    expect(email).toHaveLength(76);
    expect(messagesOf(ZContactEmail, email)).toContain(
      'Email must not be longer than 75 characters',
    );
  });
});

describe('normalisePhone', () => {
  it('should give E.164 when given an Australian mobile', () => {
    expect(normalisePhone('0412 345 678')).toBe('+61412345678');
    expect(normalisePhone('0412345678')).toBe('+61412345678');
    expect(normalisePhone('+61 412 345 678')).toBe('+61412345678');
  });

  it('should give E.164 when given an Australian landline', () => {
    expect(normalisePhone('(03) 9123 4567')).toBe('+61391234567');
    expect(normalisePhone('02 9876 5432')).toBe('+61298765432');
  });

  it('should keep the country when given an international number', () => {
    expect(normalisePhone('+64 21 123 4567')).toBe('+64211234567');
  });

  it('should give null when the text is not a valid number', () => {
    expect(normalisePhone('abc')).toBeNull();
    expect(normalisePhone('1234')).toBeNull();
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
  });
});

describe('ZContactNumber', () => {
  it('should store the number in international format when it is valid', () => {
    expect(ZContactNumber.parse('0412 345 678')).toBe('+61412345678');
  });

  it('should allow an empty number when on the first step', () => {
    expect(ZContactNumber.parse('')).toBe('');
    expect(ZContactNumber.parse('  ')).toBe('');
  });

  it("should say 'Please enter a valid contact number' when the number is invalid", () => {
    expect(messagesOf(ZContactNumber, '12ab')).toEqual(['Please enter a valid contact number']);
  });
});

describe('ZContactNumberRequired', () => {
  it("should say 'Contact number is required' when the number is empty after the first step", () => {
    expect(messagesOf(ZContactNumberRequired, '')).toEqual(['Contact number is required']);
    expect(messagesOf(ZContactNumberRequired, undefined)).toEqual(['Contact number is required']);
  });

  it("should say 'Please enter a valid contact number' when the number is invalid", () => {
    expect(messagesOf(ZContactNumberRequired, '999')).toEqual([
      'Please enter a valid contact number',
    ]);
  });

  it('should store the number in international format when it is valid', () => {
    expect(ZContactNumberRequired.parse('(03) 9123 4567')).toBe('+61391234567');
  });
});

describe('ZContactNumberEntry', () => {
  it('should accept an entry with a type when the number is valid', () => {
    expect(ZContactNumberEntry.parse({ number: '0412345678', type: 'MOBILE' })).toEqual({
      number: '+61412345678',
      type: 'MOBILE',
    });
    expect(
      ZContactNumberEntry.parse({ contactNumberId: 4, number: '', type: 'HOME' }),
    ).toMatchObject({ contactNumberId: 4, number: '' });
  });

  it('should reject the entry when the type is unknown', () => {
    expect(ZContactNumberEntry.safeParse({ number: '', type: 'FAX' }).success).toBe(false);
  });

  it("should say 'Contact number is required' when the required entry is blank", () => {
    expect(messagesOf(ZContactNumberEntryRequired, { number: '', type: 'MOBILE' })).toEqual([
      'Contact number is required',
    ]);
  });
});

describe('ZContact', () => {
  it('should default to no address and no numbers when only a name is given', () => {
    expect(ZContact.parse({ name: 'Jo', email: '' })).toEqual({
      name: 'Jo',
      email: null,
      contactNumbers: [],
      address: { kind: 'none' },
    });
  });

  it("should say 'Name is required' when the contact has no name", () => {
    expect(messagesOf(ZContact, { name: '' })).toEqual(['Name is required']);
  });
});
