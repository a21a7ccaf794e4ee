import { describe, expect, it } from 'vitest';
import { describeSmtpError } from './describe-smtp-error';

/** A nodemailer-shaped error: its message quotes the server, which names the recipient. */
function smtpError(fields: Record<string, unknown>): Error {
  return Object.assign(
    new Error('Recipient command failed: 550 <someone@example.com> unknown'),
    fields,
  );
}

describe('describeSmtpError', () => {
  it.each([
    [
      { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' },
      'SMTP server refused the message (550, RCPT TO)',
      true,
    ],
    [
      { code: 'EMESSAGE', responseCode: 451, command: 'DATA' },
      'SMTP server refused the message (451, DATA)',
      false,
    ],
    [
      { code: 'EPROTOCOL', responseCode: 503, command: 'DATA' },
      'SMTP server refused the message (503, DATA)',
      false,
    ],
    [
      { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' },
      'SMTP server refused the login (535, AUTH PLAIN)',
      true,
    ],
    [
      { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO <someone@example.com>' },
      'SMTP server refused the message (550)',
      true,
    ],
    [{ code: 'ETIMEDOUT' }, 'SMTP server did not answer in time (ETIMEDOUT)', false],
    [
      { code: 'ESOCKET', originalCode: 'ECONNREFUSED' },
      'Could not reach the SMTP server (ESOCKET, ECONNREFUSED)',
      false,
    ],
    [
      { code: 'EDNS', originalCode: 'someone@example.com' },
      'Could not reach the SMTP server (EDNS)',
      false,
    ],
    [{ code: 'ENOAUTH' }, 'SMTP login failed (ENOAUTH)', true],
    [{}, 'SMTP send failed (ESMTP)', false],
  ])('%j -> %s', (fields, message, permanent) => {
    const described = describeSmtpError(smtpError(fields));
    expect(described.message).toBe(message);
    expect(described.permanent).toBe(permanent);
    expect(described.message).not.toContain('@');
  });

  it('copes with values that are not errors', () => {
    expect(describeSmtpError('boom').message).toBe('SMTP send failed (ESMTP)');
    expect(describeSmtpError(null).code).toBe('ESMTP');
    expect(describeSmtpError({ code: 'not a code', responseCode: 'x' }).message).toBe(
      'SMTP send failed (ESMTP)',
    );
  });
});
