import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('should hide the sign-in token when a callback URL is logged', () => {
    expect(
      redactUrl('/auth/callback?token=eyJ.abc.def&state=%2F&__acp_compliance_session_id=x'),
    ).toBe('/auth/callback?token=[redacted]&state=%2F&__acp_compliance_session_id=x');
  });

  it('should leave a URL alone when it has no secret parameter', () => {
    expect(redactUrl('/portfolio?page=2&tokens=3')).toBe('/portfolio?page=2&tokens=3');
  });
});
