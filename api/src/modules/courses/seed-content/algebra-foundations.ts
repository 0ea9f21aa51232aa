import { algebraMindMap } from './algebra-mind-map';
import type { SeedCourse } from './seed-course';

export const algebraFoundations: SeedCourse = {
  seoTxt: 'algebra-foundations',
  mindMap: algebraMindMap,
  language: 'en',
  educationalSystem: 'Egyptian National Curriculum',
  gradeLevels: ['Grade 9', 'Grade 10'],
  pathways: ['Science Foundations'],
  instructors: ['instructor@demo.test'],
  audiences: [
    {
      sector: 'Secondary education',
      intendedLearners: ['Grade 9 and 10 students', 'Parents who support homework'],
    },
  ],
  learningOutcomes: [
    {
      key: 'equations',
      statement:
        'Solve linear equations in one variable, including equations with the variable on both sides.',
      scope: 'Linear equations with integer and fractional coefficients',
      domain: 'Cognitive',
      performanceCriteria: [
        'Applies inverse operations to both sides of an equation in a correct order',
        'Checks a solution by substituting it into the original equation',
      ],
    },
    {
      key: 'functions',
      statement: 'Solve linear inequalities and describe a linear function by its slope and intercept.',
      scope: 'Inequalities in one variable; functions of the form y = mx + b',
      domain: 'Cognitive',
      performanceCriteria: [
        'Reverses the inequality sign when multiplying or dividing by a negative number',
        'Finds the slope from two points and writes the equation of the line',
      ],
    },
  ],
  modules: [
    {
      name: 'Linear equations',
      outcome: 'equations',
      lessons: [
        {
          name: 'Solving one-step and two-step equations',
          learningOutcomes: ['Solve linear equations using inverse operations'],
          paragraphs: [
            'An equation is a statement that two expressions are equal, such as 3x + 5 = 20. Solving it means finding the value of x that makes the statement true. Think of the equation as a balance: whatever you do to one side, you must do to the other, or the balance tips.',
            'We undo operations in the reverse order to how they were applied to x. In 3x + 5 = 20, x was first multiplied by 3 and then 5 was added. So we first subtract 5 from both sides (3x = 15) and then divide both sides by 3 (x = 5).',
            'Always check your answer by substituting it into the original equation: 3(5) + 5 = 15 + 5 = 20. Both sides agree, so x = 5 is correct. Checking takes a few seconds and catches most sign and arithmetic slips.',
            'Fractions are handled the same way. In x/4 − 2 = 1, add 2 to both sides to get x/4 = 3, then multiply both sides by 4 to get x = 12.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'Solve 4x − 7 = 13.',
              answer: 'Add 7: 4x = 20; divide by 4: x = 5.',
            },
            {
              type: 'calculation',
              question: 'Solve x/3 + 2 = 6.',
              answer: 'Subtract 2: x/3 = 4; multiply by 3: x = 12.',
            },
            {
              type: 'short',
              question: 'Why must the same operation be applied to both sides of an equation?',
              answer:
                'Because the two sides are equal; changing only one side would make them unequal and change the solution.',
            },
          ],
        },
        {
          name: 'Variables on both sides',
          learningOutcomes: ['Collect like terms to solve equations with the variable on both sides'],
          paragraphs: [
            'Some equations have the unknown on both sides, for example 5x + 3 = 2x + 12. The strategy is to collect all the x-terms on one side and all the numbers on the other.',
            'Subtract 2x from both sides to get 3x + 3 = 12. Now it is a two-step equation: subtract 3 to get 3x = 9, and divide by 3 to get x = 3. Check: 5(3) + 3 = 18 and 2(3) + 12 = 18.',
            'When an equation has brackets, expand them first. In 2(x − 4) = x + 1, expanding gives 2x − 8 = x + 1. Subtract x from both sides: x − 8 = 1, so x = 9.',
            'If the x-terms cancel and leave a false statement such as 3 = 7, the equation has no solution. If they leave a true statement such as 3 = 3, every number is a solution.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'Solve 7x − 4 = 3x + 16.',
              answer: 'Subtract 3x: 4x − 4 = 16; add 4: 4x = 20; x = 5.',
            },
            {
              type: 'calculation',
              question: 'Solve 3(x + 2) = 5x − 4.',
              answer: 'Expand: 3x + 6 = 5x − 4; subtract 3x: 6 = 2x − 4; add 4: 10 = 2x; x = 5.',
            },
            {
              type: 'short',
              question: 'How many solutions does 2x + 1 = 2x + 5 have?',
              answer: 'None: subtracting 2x leaves 1 = 5, which is false.',
            },
          ],
        },
      ],
    },
    {
      name: 'Inequalities and linear functions',
      outcome: 'functions',
      lessons: [
        {
          name: 'Solving linear inequalities',
          learningOutcomes: ['Solve and graph linear inequalities on a number line'],
          paragraphs: [
            'An inequality compares two expressions with <, >, ≤ or ≥. Its solution is usually a whole range of numbers. For 2x + 1 < 9 we subtract 1 (2x < 8) and divide by 2 (x < 4): every number less than 4 works.',
            'There is one new rule. Multiplying or dividing both sides by a negative number reverses the direction of the sign. From −3x ≥ 12, dividing by −3 gives x ≤ −4. Test a value to convince yourself: x = −5 gives −3(−5) = 15, which is indeed ≥ 12.',
            'On a number line, an open circle marks a value that is not included (< or >) and a filled circle marks one that is included (≤ or ≥). An arrow shows the direction of the solution set.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'Solve 5 − 2x > 11.',
              answer: 'Subtract 5: −2x > 6; divide by −2 and reverse the sign: x < −3.',
            },
            {
              type: 'short',
              question: 'Is x = 4 a solution of 3x − 2 ≤ 10?',
              answer: 'Yes: 3(4) − 2 = 10, and 10 ≤ 10 is true.',
            },
          ],
        },
        {
          name: 'Slope and intercept of a line',
          learningOutcomes: ['Find the slope of a line and write its equation in the form y = mx + b'],
          paragraphs: [
            'A linear function has the form y = mx + b. The number m is the slope: how much y changes when x increases by 1. The number b is the y-intercept: the value of y where the line crosses the y-axis (x = 0).',
            'Given two points (x₁, y₁) and (x₂, y₂), the slope is m = (y₂ − y₁) / (x₂ − x₁). For the points (1, 3) and (4, 9), m = (9 − 3) / (4 − 1) = 6 / 3 = 2.',
            'To find b, substitute one point into y = 2x + b: 3 = 2(1) + b, so b = 1. The line is y = 2x + 1. A positive slope rises from left to right, a negative slope falls, and a slope of zero gives a horizontal line.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'Find the slope of the line through (2, 5) and (6, 13).',
              answer: 'm = (13 − 5) / (6 − 2) = 8 / 4 = 2.',
            },
            {
              type: 'calculation',
              question: 'Write the equation of the line with slope −3 through (0, 4).',
              answer: 'The point is the y-intercept, so y = −3x + 4.',
            },
            {
              type: 'short',
              question: 'A taxi charges 10 EGP plus 4 EGP per kilometre. Write the cost y for x kilometres.',
              answer: 'y = 4x + 10: slope 4 (per km), intercept 10 (fixed charge).',
            },
          ],
        },
      ],
    },
  ],
};
