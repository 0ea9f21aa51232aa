import type { MindMapNode } from '@elearn/contracts';

const leaf = (id: string, name: string, description: string): MindMapNode => ({
  id,
  name,
  description,
  children: [],
});

/** algebra-foundations' own mind map: the ideas of the course, as its instructor drew them. */
export const algebraMindMap: MindMapNode = {
  id: 'algebra',
  name: 'Algebra foundations',
  description: 'Equations, inequalities and straight lines: the tools every later algebra course builds on.',
  children: [
    {
      id: 'equations',
      name: 'Linear equations',
      description:
        'A statement that two expressions are equal; solving it finds the value that makes it true.',
      children: [
        leaf(
          'balance',
          'The balance idea',
          'Whatever you do to one side of an equation, do to the other, or the balance tips.',
        ),
        leaf(
          'inverse',
          'Inverse operations',
          'Undo what was done to x in the reverse order: subtract before you divide in 3x + 5 = 20.',
        ),
        leaf(
          'both-sides',
          'Variables on both sides',
          'Collect the x-terms on one side first. 3 = 7 left over means no solution; 3 = 3 means every number is one.',
        ),
        leaf(
          'check',
          'Check the answer',
          'Substitute the solution into the original equation: both sides must agree.',
        ),
      ],
    },
    {
      id: 'inequalities',
      name: 'Linear inequalities',
      description: 'Solved like equations, with one extra rule.',
      children: [
        leaf(
          'flip',
          'Flip the sign',
          'Multiplying or dividing both sides by a negative number reverses the inequality sign.',
        ),
        leaf(
          'number-line',
          'On the number line',
          'An open circle leaves the end point out, a filled one keeps it in.',
        ),
      ],
    },
    {
      id: 'functions',
      name: 'Linear functions',
      description: 'y = mx + b: a straight line described by two numbers.',
      children: [
        leaf(
          'slope',
          'Slope m',
          'Rise over run: the change in y divided by the change in x between two points.',
        ),
        leaf('intercept', 'Intercept b', 'Where the line crosses the y-axis, the value of y when x = 0.'),
        leaf(
          'equation-of-line',
          'Equation of a line',
          'From two points: find the slope, then put one point into y = mx + b to find b.',
        ),
      ],
    },
  ],
};
