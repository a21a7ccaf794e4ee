import type { OutgoingMail } from './mailer';

/**
 * For tests: a report e-mail with a PDF-like attachment holding every byte value, so any
 * re-encoding on the way (base64, line endings, charset) would show as a difference.
 */
export function samplePdf(): Buffer {
  const bytes = Buffer.alloc(6000);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 37 + 11) % 256;
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1'), bytes]);
}

export function sampleMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: 'partner.one@example.com',
    subject: 'Your mSoul report — Ünïcödé ✓',
    text: 'Your couple report is attached.\nIt is guidance, not therapy.',
    html: '<p>Your couple report is <strong>attached</strong>.</p>',
    attachments: [
      { filename: 'msoul-report.pdf', content: samplePdf(), contentType: 'application/pdf' },
    ],
    deliveryKey: 'ref-0123456789abcdef:person1',
    ...overrides,
  };
}
