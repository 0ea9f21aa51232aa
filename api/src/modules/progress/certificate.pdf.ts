import { join } from 'node:path';
import type { Certificate } from '@elearn/contracts';
import PDFDocument from 'pdfkit';
import { API_ROOT } from '../../paths';

/*
 * DejaVu Sans, embedded: pdfkit's built-in Helvetica has no Arabic, so an Arabic name or
 * course title came out as empty boxes. DejaVu covers Latin and Arabic in one face, and
 * pdfkit's shaper (fontkit) joins Arabic letters and lays right-to-left runs out in order.
 */
const FONTS = join(API_ROOT, 'node_modules/dejavu-fonts-ttf/ttf');
const REGULAR = join(FONTS, 'DejaVuSans.ttf');
const BOLD = join(FONTS, 'DejaVuSans-Bold.ttf');

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * A name or title as one shaped line. pdfkit lays a phrase out word by word in typing order,
 * which puts right-to-left words in the wrong order; joined by no-break spaces, the phrase is
 * one run that fontkit orders right to left as a whole. (A phrase mixing Latin words into
 * Arabic would need full bidi reordering; names and titles are one script.)
 */
export const asOneRun = (text: string) => (RIGHT_TO_LEFT.test(text) ? text.replace(/ /g, '\u00a0') : text);

/** The largest size up to `size` (at least 12) at which `text` fits one line of `width`. */
function fittedSize(doc: PDFKit.PDFDocument, text: string, size: number, width: number) {
  let fitted = size;
  while (fitted > 12 && doc.fontSize(fitted).widthOfString(text) > width) fitted -= 1;
  return fitted;
}

/**
 * The certificate as an A4 landscape PDF: learner, course, date and the
 * verification code with the public address.
 */
export function certificatePdf(certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: 'Certificate' },
  });
  doc.registerFont('Regular', REGULAR);
  doc.registerFont('Bold', BOLD);
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
  doc.moveDown(3).font('Bold').fontSize(36).fillColor('#1f4e79');
  doc.text('Certificate of Mastery', 60, 110, { width, align: 'center' });
  doc.moveDown(1.5).font('Regular').fontSize(16).fillColor('#333333');
  doc.text('This certifies that', { width, align: 'center' });
  const name = asOneRun(certificate.learnerName);
  doc.moveDown(0.5).font('Bold');
  doc.fontSize(fittedSize(doc, name, 28, width)).text(name, { width, align: 'center' });
  doc
    .moveDown(0.5)
    .font('Regular')
    .fontSize(16)
    .text('has mastered every learning outcome of', { width, align: 'center' });
  const title = asOneRun(certificate.courseTitle);
  doc.moveDown(0.5).font('Bold');
  doc.fontSize(fittedSize(doc, title, 22, width)).text(title, { width, align: 'center' });
  doc.moveDown(1.5).font('Regular').fontSize(14);
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
