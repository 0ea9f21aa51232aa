import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

export interface FinalWordInput {
  jobName: string;
  location: string;
  duties: string[];
  competencies: string[];
  outcomes: { code: string; title: string }[];
  courses: { title: string }[];
  sources: string[];
  createdAt: Date;
}

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const numbered = (items: string[]) =>
  items.map((item, i) => new Paragraph({ children: [new TextRun(`${i + 1}. ${item}`)] }));
const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

/** The final word document of an analysis (a real .docx, generated with the `docx` library). */
export function finalWordDocument(input: FinalWordInput): Promise<Buffer> {
  const doc = new Document({
    creator: 'elearn',
    title: `Job-role analysis: ${input.jobName}`,
    sections: [
      {
        children: [
          new Paragraph({ text: `Job-role analysis: ${input.jobName}`, heading: HeadingLevel.TITLE }),
          new Paragraph({
            children: [
              new TextRun(
                `${input.location ? `Location: ${input.location}. ` : ''}Created ${input.createdAt.toISOString().slice(0, 10)}.`,
              ),
            ],
          }),
          new Paragraph({ children: [new TextRun(`Sources: ${input.sources.join('; ')}.`)] }),
          heading('Final Job Duties'),
          ...numbered(input.duties),
          heading('Recommended Competencies'),
          ...numbered(input.competencies),
          heading('Learning outcomes'),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: [cell('#', true), cell('Code', true), cell('Title', true)] }),
              ...input.outcomes.map(
                (o, i) => new TableRow({ children: [cell(String(i + 1)), cell(o.code), cell(o.title)] }),
              ),
            ],
          }),
          heading('Courses'),
          ...(input.courses.length
            ? numbered(input.courses.map((c) => c.title))
            : [new Paragraph('No catalogue course matched this analysis.')]),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
