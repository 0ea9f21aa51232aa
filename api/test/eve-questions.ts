/** Hand-written learner questions and the lesson each is about (the seeded demo courses' lessons). */
export const ALGEBRA = 'algebra-foundations';
export const FRACTIONS = 'fractions-and-ratios-ar';

const ONE_TWO_STEP = 'Solving one-step and two-step equations';
const BOTH_SIDES = 'Variables on both sides';
const INEQUALITIES = 'Solving linear inequalities';
const SLOPE = 'Slope and intercept of a line';

export const ENGLISH_QUESTIONS: [question: string, lesson: string][] = [
  ['What does it mean to solve an equation?', ONE_TWO_STEP],
  ['Why is an equation like a balance?', ONE_TWO_STEP],
  ['In which order do I undo operations to find x?', ONE_TWO_STEP],
  ['How do I solve 3x + 5 = 20 step by step?', ONE_TWO_STEP],
  ['How are fractions like x/4 handled in an equation?', ONE_TWO_STEP],
  ['What do I do when the unknown is on both sides of the equation?', BOTH_SIDES],
  ['How do I collect the x-terms on one side?', BOTH_SIDES],
  ['What should I do first when an equation has brackets?', BOTH_SIDES],
  ['When does an equation have no solution?', BOTH_SIDES],
  ['What if every number is a solution?', BOTH_SIDES],
  ['What is an inequality?', INEQUALITIES],
  ['Why does dividing by a negative number reverse the sign?', INEQUALITIES],
  ['What does an open circle on a number line mean?', INEQUALITIES],
  ['Is the solution of an inequality a range of numbers?', INEQUALITIES],
  ['When is a filled circle used?', INEQUALITIES],
  ['What is the slope of a line?', SLOPE],
  ['What is the y-intercept?', SLOPE],
  ['How do I find the slope from two points?', SLOPE],
  ['What does a negative slope look like?', SLOPE],
  ['How do I write the equation of a line in the form y = mx + b?', SLOPE],
];

export const ARABIC_QUESTIONS: [question: string, lesson: string][] = [
  ['كيف أجمع كسرين مختلفي المقامات؟', 'جمع الكسور وطرحها'],
  ['كيف نقسم كسرا على كسر باستخدام المقلوب؟', 'ضرب الكسور وقسمتها'],
  ['ما هو التناسب وحاصل ضرب الطرفين والوسطين؟', 'النسبة والتناسب الطردي'],
  ['كيف أحسب الخصم على سعر القميص؟', 'النسبة المئوية'],
  ['كيف أحول العدد الكسري إلى كسر غير فعلي؟', 'ضرب الكسور وقسمتها'],
];
