import type { SeedCourse } from './seed-course';

export const projectManagementEssentials: SeedCourse = {
  seoTxt: 'project-management-essentials',
  language: 'en',
  educationalSystem: null,
  gradeLevels: ['Working professionals'],
  pathways: ['Project Leader'],
  instructors: [],
  audiences: [
    { sector: 'Business', intendedLearners: ['New project coordinators', 'Team leads who run projects'] },
  ],
  learningOutcomes: [
    {
      key: 'plan',
      statement:
        'Define a project’s scope and build a schedule with a work breakdown structure and critical path.',
      scope: 'Small and medium projects with one team',
      domain: 'Cognitive',
      performanceCriteria: [
        'Writes a scope statement with deliverables and exclusions',
        'Identifies the critical path of a network of tasks',
      ],
    },
    {
      key: 'deliver',
      statement: 'Manage risks and deliver work iteratively with agile practices.',
      scope: 'Risk registers, Scrum events and artefacts',
      domain: 'Cognitive',
      performanceCriteria: [
        'Scores risks by probability and impact',
        'Plans a sprint from a prioritised backlog',
      ],
    },
  ],
  modules: [
    {
      name: 'Scope and schedule',
      outcome: 'plan',
      lessons: [
        {
          name: 'Scope statements and the work breakdown structure',
          learningOutcomes: ['Break a project into deliverables and work packages'],
          paragraphs: [
            'A project is temporary work with a defined start and finish that creates a unique result. Most failed projects fail at the start, because nobody agreed what “done” means. The scope statement fixes that: it lists the deliverables, the acceptance criteria for each, and — just as important — what is out of scope.',
            'The work breakdown structure (WBS) decomposes the scope into smaller pieces until each piece, a work package, can be estimated, assigned to one owner and checked. A company website might break into design, content, development and launch; development breaks into pages, forms and hosting.',
            'A useful rule is the 100% rule: the children of each element must add up to exactly the work of their parent, nothing more and nothing less. If work is not in the WBS, it is not in the project — which protects the team from scope creep, the slow addition of unapproved work.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Why should a scope statement list exclusions?',
              answer:
                'To make explicit what will not be delivered, so stakeholders cannot assume it is included and scope creep is prevented.',
            },
            {
              type: 'short',
              question: 'What is a work package?',
              answer:
                'The lowest level of the WBS: a piece of work small enough to estimate, assign to one owner and verify.',
            },
          ],
        },
        {
          name: 'Scheduling and the critical path',
          learningOutcomes: ['Find the critical path and the float of tasks'],
          paragraphs: [
            'Once the work packages are known, list their dependencies: which tasks cannot start until another finishes. Drawing the tasks as a network shows every route from the start of the project to its end.',
            'The critical path is the longest route through the network. Its length is the shortest possible duration of the project, and any delay to a task on it delays the whole project. Suppose A (3 days) is followed by B (4 days) and, in parallel, C (2 days); D (1 day) needs both B and C. Path A–B–D takes 8 days and A–C–D takes 6 days, so A–B–D is critical.',
            'Tasks off the critical path have float (slack): C above can slip by 2 days without delaying the finish. Project managers watch critical tasks closely and can move people from tasks with float to protect the end date.',
          ],
          questions: [
            {
              type: 'calculation',
              question:
                'Tasks: P (2 d) then Q (5 d) then S (2 d); R (3 d) runs after P and before S. What is the critical path and duration?',
              answer: 'P–Q–S with 9 days (P–R–S takes 7 days).',
            },
            {
              type: 'short',
              question: 'What is float?',
              answer: 'How long a task can be delayed without delaying the project’s end date.',
            },
          ],
        },
      ],
    },
    {
      name: 'Risk and agile delivery',
      outcome: 'deliver',
      lessons: [
        {
          name: 'Identifying and responding to risk',
          learningOutcomes: ['Build a risk register and choose responses'],
          paragraphs: [
            'A risk is an uncertain event that would affect the project if it happened. Identify risks early with the team, past project notes and stakeholders, and record each in a risk register with an owner.',
            'Score each risk by probability and impact (for example 1 to 5 each) and multiply: a supplier delay with probability 4 and impact 5 scores 20 and deserves attention before a printing error scoring 2.',
            'For threats there are four common responses: avoid (change the plan so the risk cannot occur), transfer (insurance or a fixed-price contract), mitigate (reduce probability or impact, such as a second supplier) and accept (note it and keep a contingency reserve). Review the register at every status meeting: risks change as the project moves.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Give an example of transferring a risk.',
              answer:
                'Buying insurance, or signing a fixed-price contract so the supplier carries the cost overrun.',
            },
            {
              type: 'calculation',
              question:
                'Risk X has probability 3 and impact 4; risk Y has probability 5 and impact 2. Which comes first?',
              answer: 'X scores 12 and Y scores 10, so X is handled first.',
            },
          ],
        },
        {
          name: 'Agile delivery with Scrum',
          learningOutcomes: ['Plan and run a sprint with Scrum roles, events and artefacts'],
          paragraphs: [
            'Agile methods deliver a project in short cycles, so the customer sees working results early and the plan adapts to what is learned. Scrum is the most widely used agile framework.',
            'Scrum has three accountabilities: the Product Owner orders the product backlog by value, the Developers build the increment, and the Scrum Master helps the team improve and removes impediments. Work happens in sprints of at most one month, often two weeks.',
            'Each sprint starts with sprint planning (choosing backlog items and a sprint goal), has a 15-minute daily scrum, and ends with a sprint review of the increment with stakeholders and a retrospective on how the team works. Agile does not remove planning; it plans in smaller, more frequent steps.',
          ],
          questions: [
            {
              type: 'mcq',
              question: 'Who orders the product backlog? (a) Scrum Master (b) Product Owner (c) Sponsor',
              answer: '(b) the Product Owner.',
            },
            {
              type: 'short',
              question: 'What is the purpose of the sprint retrospective?',
              answer:
                'For the team to inspect how it worked during the sprint and agree improvements for the next one.',
            },
          ],
        },
      ],
    },
  ],
};
