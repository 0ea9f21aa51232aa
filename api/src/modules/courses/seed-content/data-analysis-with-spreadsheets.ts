import type { SeedCourse } from './seed-course';

export const dataAnalysisWithSpreadsheets: SeedCourse = {
  seoTxt: 'data-analysis-with-spreadsheets',
  language: 'en',
  educationalSystem: null,
  gradeLevels: ['University', 'Working professionals'],
  pathways: ['Data Analyst'],
  instructors: [],
  audiences: [
    { sector: 'Technology', intendedLearners: ['Junior analysts', 'Office staff who report numbers'] },
  ],
  learningOutcomes: [
    {
      key: 'clean',
      statement: 'Prepare raw data for analysis and calculate with conditional and lookup formulas.',
      scope: 'Tables of up to a few thousand rows',
      domain: 'Cognitive',
      performanceCriteria: [
        'Removes duplicates and fixes inconsistent values',
        'Uses SUMIFS and XLOOKUP correctly',
      ],
    },
    {
      key: 'summarise',
      statement: 'Summarise data with pivot tables and choose charts that answer a question.',
      scope: 'Pivot tables, bar, line and scatter charts',
      domain: 'Cognitive',
      performanceCriteria: [
        'Builds a pivot table that groups and filters',
        'Matches the chart type to the comparison being made',
      ],
    },
  ],
  modules: [
    {
      name: 'Clean data, reliable formulas',
      outcome: 'clean',
      lessons: [
        {
          name: 'Cleaning a data set',
          learningOutcomes: ['Find and fix the common problems of raw data'],
          paragraphs: [
            'Analysis is only as good as its data. Before any formula, look at the data: one row per record, one column per field, a single header row, and no merged cells or subtotals inside the table.',
            'The usual problems are duplicates, blanks, stray spaces and inconsistent spellings (“Cairo”, “cairo ”, “CAIRO”). TRIM removes extra spaces, PROPER or UPPER makes text consistent, and Remove Duplicates deletes repeated rows — after you decide which columns define a duplicate.',
            'Numbers stored as text and dates in mixed formats break sums and sorting. Convert them with VALUE or DATEVALUE, or with Text to Columns. Keep the raw data untouched on its own sheet and clean a copy, so every step can be checked and repeated.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Which function removes leading and trailing spaces from text?',
              answer: 'TRIM.',
            },
            {
              type: 'short',
              question: 'Why keep an untouched copy of the raw data?',
              answer:
                'So cleaning steps can be checked, corrected and repeated without losing the original values.',
            },
          ],
        },
        {
          name: 'Conditional sums and lookups',
          learningOutcomes: ['Use SUMIFS, COUNTIFS and XLOOKUP'],
          paragraphs: [
            'SUMIFS adds the values that meet one or more conditions: =SUMIFS(C:C, A:A, "Cairo", B:B, "2025") adds column C where the city is Cairo and the year is 2025. COUNTIFS counts rows with the same kind of conditions, and AVERAGEIFS averages them.',
            'XLOOKUP finds a value in one column and returns the matching value from another: =XLOOKUP(F2, A:A, D:D, "Not found") looks for F2 in column A and returns the value on the same row of column D. Unlike VLOOKUP, it can look to the left and it does not break when columns are inserted.',
            'Use absolute references ($A$2:$A$500) when a formula is copied down a column but its ranges must stay fixed. A quick sense check — does the total of the conditional sums equal the grand total? — catches most formula mistakes.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Write a formula that counts orders in column B equal to "Paid".',
              answer: '=COUNTIFS(B:B, "Paid").',
            },
            {
              type: 'short',
              question: 'Name two advantages of XLOOKUP over VLOOKUP.',
              answer:
                'It can return values from columns to the left, and it does not depend on a column number that breaks when columns move.',
            },
          ],
        },
      ],
    },
    {
      name: 'Summaries and charts',
      outcome: 'summarise',
      lessons: [
        {
          name: 'Pivot tables',
          learningOutcomes: ['Group, total and filter data with a pivot table'],
          paragraphs: [
            'A pivot table summarises a large table in seconds. Drag a field to Rows to group by it (for example Region), a numeric field to Values to total it (Sales), and a field to Columns to compare categories side by side (Quarter).',
            'Values can be shown as a sum, a count, an average, or as a percentage of the column or grand total — useful for questions such as “what share of sales came from each region?”. Filters and slicers narrow the summary without changing the data.',
            'A pivot table does not update by itself: refresh it after the data changes. Format the source as a Table so new rows are included automatically.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Where do you place a field to group the summary by it?',
              answer: 'In the Rows (or Columns) area.',
            },
            {
              type: 'short',
              question: 'You added 50 rows to the data but the pivot table shows old totals. Why?',
              answer: 'It has not been refreshed (or its source range does not include the new rows).',
            },
          ],
        },
        {
          name: 'Charts that tell a clear story',
          learningOutcomes: ['Choose and format a chart for the question being asked'],
          paragraphs: [
            'Start from the question, not the chart. To compare categories use a bar chart; to show change over time use a line chart; to show the relationship between two numeric variables use a scatter chart. Pie charts work only for a few parts of one whole.',
            'Remove what does not help: heavy gridlines, 3-D effects and legends that repeat the axis labels. Sort bars from largest to smallest, start the value axis of a bar chart at zero, and label the axes with units.',
            'Give the chart a title that states the finding, such as “Online sales doubled in 2025”, rather than “Sales by channel”. Highlight the one series that matters in a strong colour and keep the rest grey.',
          ],
          questions: [
            {
              type: 'mcq',
              question: 'Which chart best shows monthly revenue over two years? (a) pie (b) line (c) scatter',
              answer: '(b) a line chart, because it shows change over time.',
            },
            {
              type: 'short',
              question: 'Why should a bar chart’s value axis start at zero?',
              answer: 'Bar lengths are read as sizes; a cut axis exaggerates differences.',
            },
          ],
        },
      ],
    },
  ],
};
