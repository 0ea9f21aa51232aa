import type { Certificate } from '@elearn/contracts';
import PDFDocument from 'pdfkit';

/**
 * The certificate as an A4 landscape PDF (pdfkit, its built-in Helvetica):
 * learner, course, date and the verification code with the public address.
 */
export function certificatePdf(certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: 'Certificate' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 120;
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(3)
    .stroke('#1f4e79');
  doc.moveDown(3).font('Helvetica-Bold').fontSize(36).fillColor('#1f4e79');
  doc.text('Certificate of Mastery', 60, 110, { width, align: 'center' });
  doc.moveDown(1.5).font('Helvetica').fontSize(16).fillColor('#333333');
  doc.text('This certifies that', { width, align: 'center' });
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(certificate.learnerName, { width, align: 'center' });
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(16)
    .text('has mastered every learning outcome of', { width, align: 'center' });
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(certificate.courseTitle, { width, align: 'center' });
  doc.moveDown(1.5).font('Helvetica').fontSize(14);
  doc.text(`Date: ${certificate.issuedAt.slice(0, 10)}`, { width, align: 'center' });
  doc.text(`Verification code: ${certificate.code}`, { width, align: 'center' });
  doc
    .moveDown(0.5)
    .fontSize(11)
    .fillColor('#555555')
    .text(`Verify at ${verifyUrl}`, { width, align: 'center' });
  doc.end();
  return done;
}
