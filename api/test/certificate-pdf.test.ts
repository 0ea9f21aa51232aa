import type { Certificate } from '@elearn/contracts';
import { asOneRun, certificatePdf } from '../src/modules/progress/certificate.pdf';

const certificate = (learnerName: string, courseTitle: string): Certificate =>
  ({
    code: 'ABCDEFGH2345',
    learnerName,
    courseTitle,
    issuedAt: '2026-11-24T10:00:00.000Z',
  }) as Certificate;

describe('the certificate PDF', () => {
  it('keeps an Arabic phrase one right-to-left run and leaves Latin text alone', () => {
    expect(asOneRun('ليلى حسن')).toBe('ليلى\u00a0حسن');
    expect(asOneRun('Laila Hassan')).toBe('Laila Hassan');
  });

  it('embeds a face with Arabic letters (not Helvetica) for an Arabic name and title', async () => {
    const pdf = (await certificatePdf(certificate('ليلى حسن', 'أساسيات الجبر'), 'https://x/verify')).toString(
      'latin1',
    );
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
  });
});
