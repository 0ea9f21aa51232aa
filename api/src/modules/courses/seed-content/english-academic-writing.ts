import type { SeedCourse } from './seed-course';

export const englishAcademicWriting: SeedCourse = {
  seoTxt: 'english-academic-writing',
  course: {
    title: 'English Academic Writing',
    type: 'academic',
    description:
      'Plan and write clear argumentative essays: thesis statements, paragraphs that prove a point, and honest use of sources.',
    keywords: ['english', 'writing', 'essay', 'thesis'],
    feesPiastres: null,
  },
  language: 'en',
  educationalSystem: 'International Baccalaureate',
  gradeLevels: ['Grade 11', 'Grade 12', 'University'],
  pathways: [],
  instructors: [],
  audiences: [
    { sector: 'Secondary education', intendedLearners: ['IB Diploma students'] },
    { sector: 'Higher education', intendedLearners: ['First-year university students'] },
  ],
  learningOutcomes: [
    {
      key: 'argue',
      statement: 'Build an argumentative essay around a clear, arguable thesis.',
      scope: 'Essays of 800 to 1500 words',
      domain: 'Cognitive',
      performanceCriteria: [
        'Writes a specific, arguable thesis',
        'Organises body paragraphs with claim, evidence and analysis',
      ],
    },
    {
      key: 'sources',
      statement: 'Use and cite sources accurately and avoid plagiarism.',
      scope: 'Quotation, paraphrase and summary; in-text citations',
      domain: 'Affective',
      performanceCriteria: ['Paraphrases without copying sentence structure', 'Cites every borrowed idea'],
    },
  ],
  modules: [
    {
      name: 'Arguing a position',
      outcome: 'argue',
      lessons: [
        {
          name: 'Writing a strong thesis statement',
          learningOutcomes: ['Turn a topic into a specific, arguable thesis'],
          paragraphs: [
            'A thesis is the one-sentence answer your essay defends. It must be arguable — a reasonable reader could disagree — and specific enough to be proved in the space you have. “Social media affects teenagers” is a topic, not a thesis.',
            'Compare: “Schools should limit phone use during lessons because constant notifications reduce attention, lower test results and increase bullying.” This thesis takes a side, names the reasons, and so gives the reader a map of the essay.',
            'Place the thesis at the end of the introduction. Draft it early, then revise it after writing the body: writing often changes what you think, and the thesis must match the essay you actually wrote.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Is “Climate change is a problem” a good thesis? Why?',
              answer:
                'No: it is too broad and hardly arguable; it does not state a specific position or reasons.',
            },
            {
              type: 'essay',
              question: 'Rewrite “Homework is important” as an arguable thesis.',
              answer:
                'Example: “Secondary schools should replace daily homework with two weekly projects, because projects build deeper understanding and reduce copying.”',
            },
          ],
        },
        {
          name: 'Paragraphs that prove a point',
          learningOutcomes: ['Structure body paragraphs with claim, evidence and analysis'],
          paragraphs: [
            'Each body paragraph proves one reason for the thesis. Start with a topic sentence that states the claim, give evidence (data, an example, a quotation), and then analyse: explain how the evidence supports the claim. Many weak essays stop after the evidence.',
            'A useful pattern is Claim – Evidence – Analysis – Link. The link sentence ties the paragraph back to the thesis or leads into the next point, so the essay reads as one argument rather than a list.',
            'Strong essays also answer the best counter-argument: state it fairly, then show why your position still holds. This makes the writer look informed rather than one-sided.',
          ],
          questions: [
            {
              type: 'short',
              question: 'What is missing from a paragraph that gives a statistic and then moves on?',
              answer: 'Analysis: an explanation of how the statistic supports the paragraph’s claim.',
            },
            {
              type: 'short',
              question: 'Why address a counter-argument?',
              answer:
                'It shows the writer has considered other views and strengthens the argument by answering them.',
            },
          ],
        },
      ],
    },
    {
      name: 'Using sources honestly',
      outcome: 'sources',
      lessons: [
        {
          name: 'Quoting, paraphrasing and summarising',
          learningOutcomes: ['Choose between quotation, paraphrase and summary'],
          paragraphs: [
            'Quote when the exact words matter — a striking phrase or a definition — and keep quotations short. Paraphrase to restate a specific idea in your own words and sentence structure. Summarise to give the main point of a longer passage briefly.',
            'A paraphrase that only swaps a few words for synonyms is still plagiarism. Read the passage, close it, write the idea from memory, then compare with the original to check accuracy and difference.',
            'Quotations, paraphrases and summaries all need a citation: the idea belongs to someone else even when the words are yours.',
          ],
          questions: [
            {
              type: 'short',
              question: 'When is a direct quotation the best choice?',
              answer: 'When the exact wording is important, e.g. a definition or a memorable phrase.',
            },
            {
              type: 'short',
              question: 'Does a paraphrase need a citation?',
              answer: 'Yes: the idea still comes from the source.',
            },
          ],
        },
        {
          name: 'Citing sources and avoiding plagiarism',
          learningOutcomes: ['Cite sources with a consistent referencing style'],
          paragraphs: [
            'Academic writing uses a referencing style so readers can find your sources. In APA style an in-text citation gives the author and year — (Hassan, 2021) — and the reference list at the end gives full details, ordered alphabetically by author.',
            'Plagiarism is presenting someone else’s words or ideas as your own, whether by copying, by poor paraphrasing or by forgetting a citation. Schools and universities treat it as a serious breach of academic integrity.',
            'Good habits prevent it: note the source of every idea while you research, put copied wording in quotation marks immediately, and build the reference list as you write rather than at the end. Common knowledge, such as “Cairo is the capital of Egypt”, needs no citation.',
          ],
          questions: [
            {
              type: 'short',
              question: 'What two pieces of information does an APA in-text citation contain?',
              answer: 'The author’s surname and the year of publication.',
            },
            {
              type: 'short',
              question: 'Does “Water boils at 100 °C at sea level” need a citation?',
              answer: 'No: it is common knowledge.',
            },
          ],
        },
      ],
    },
  ],
};
