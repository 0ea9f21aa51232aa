import type { SeedCourse } from './seed-course';

export const introductionToPython: SeedCourse = {
  seoTxt: 'introduction-to-python-programming',
  course: {
    title: 'Introduction to Python Programming',
    type: 'professional',
    description:
      'Write your first programs: variables, decisions, loops, functions and lists, with exercises from everyday data work.',
    keywords: ['python', 'programming', 'coding', 'automation'],
    feesPiastres: 950_00,
  },
  language: 'en',
  educationalSystem: null,
  gradeLevels: ['University', 'Working professionals'],
  pathways: ['Data Analyst'],
  prerequisite: 'data-analysis-with-spreadsheets',
  instructors: ['instructor@demo.test'],
  audiences: [
    { sector: 'Technology', intendedLearners: ['Career changers', 'Analysts who want to automate reports'] },
  ],
  learningOutcomes: [
    {
      key: 'basics',
      statement: 'Write Python programs with variables, conditions and loops.',
      scope: 'Numbers, strings, booleans, if/elif/else, for and while',
      domain: 'Cognitive',
      performanceCriteria: ['Chooses suitable data types', 'Traces a loop to predict its output'],
    },
    {
      key: 'structure',
      statement: 'Organise code into functions and work with lists and dictionaries.',
      scope: 'Function parameters and return values; list and dictionary operations',
      domain: 'Cognitive',
      performanceCriteria: [
        'Writes a function with parameters and a return value',
        'Counts and groups items with a dictionary',
      ],
    },
  ],
  modules: [
    {
      name: 'Python basics',
      outcome: 'basics',
      lessons: [
        {
          name: 'Variables, types and input',
          learningOutcomes: ['Store values in variables and convert between types'],
          paragraphs: [
            'A variable is a name that refers to a value: price = 120 stores the integer 120 under the name price. Python works out the type from the value: 120 is an int, 19.5 is a float, "Cairo" is a str (string) and True is a bool.',
            'Arithmetic uses + − * / as you expect; / always gives a float (7 / 2 is 3.5), // gives the whole-number quotient (7 // 2 is 3) and % the remainder (7 % 2 is 1).',
            'input() always returns a string, so convert it before calculating: age = int(input("Age? ")). Mixing types without converting raises an error — "5" + 3 fails, while int("5") + 3 gives 8. f-strings build readable output: print(f"Total: {price * 2} EGP").',
          ],
          questions: [
            {
              type: 'short',
              question: 'What does 17 % 5 evaluate to?',
              answer: '2, the remainder of 17 divided by 5.',
            },
            {
              type: 'short',
              question: 'Why does int(input()) appear so often?',
              answer:
                'input() returns a string; int() converts it to a number so it can be used in arithmetic.',
            },
          ],
        },
        {
          name: 'Decisions and loops',
          learningOutcomes: ['Control the flow of a program with if statements and loops'],
          paragraphs: [
            'An if statement runs code only when a condition is true. Indentation marks which lines belong to it:\nif score >= 50:\n    print("Passed")\nelse:\n    print("Try again")\nUse elif to test further conditions in order; only the first true branch runs.',
            'A for loop repeats for each item of a sequence: for n in range(1, 6): print(n * n) prints the squares 1, 4, 9, 16 and 25. range(1, 6) stops before 6.',
            'A while loop repeats as long as a condition holds, which suits cases where the number of repetitions is unknown, such as asking until the user types a valid answer. Make sure something inside the loop changes the condition, or the loop never ends.',
          ],
          questions: [
            { type: 'short', question: 'What numbers does range(2, 10, 3) produce?', answer: '2, 5 and 8.' },
            {
              type: 'short',
              question: 'Write a loop that adds the numbers 1 to 100.',
              answer: 'total = 0; for n in range(1, 101): total += n — total is then 5050.',
            },
          ],
        },
      ],
    },
    {
      name: 'Functions and collections',
      outcome: 'structure',
      lessons: [
        {
          name: 'Writing functions',
          learningOutcomes: ['Define functions with parameters and return values'],
          paragraphs: [
            'A function packages steps under a name so they can be reused and tested: def vat(amount, rate=0.14): return amount * rate. Calling vat(200) returns 28.0; vat(200, 0.1) overrides the default rate.',
            'return sends a value back to the caller; print only shows it on the screen. A function without return gives back None, a common source of bugs when its result is used in a calculation.',
            'Good functions do one thing and have names that say what: average_price, is_valid_email. Variables created inside a function are local: they disappear when the function ends and do not clash with names elsewhere.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Write a function that returns the larger of two numbers.',
              answer: 'def larger(a, b): return a if a > b else b (or use max(a, b)).',
            },
            {
              type: 'short',
              question: 'What is the difference between print and return?',
              answer:
                'print displays a value; return hands the value back to the code that called the function.',
            },
          ],
        },
        {
          name: 'Lists and dictionaries',
          learningOutcomes: ['Store, count and group data with lists and dictionaries'],
          paragraphs: [
            'A list holds items in order: cities = ["Cairo", "Giza", "Alexandria"]. Items are numbered from 0, so cities[0] is "Cairo" and cities[-1] is the last item. append adds an item, len gives the count and sorted returns a sorted copy.',
            'A dictionary maps keys to values: prices = {"tea": 15, "coffee": 30}. prices["coffee"] reads a value and prices["juice"] = 25 adds one. Looking up a missing key raises an error; prices.get("milk", 0) returns a default instead.',
            'Dictionaries are ideal for counting: for city in orders: counts[city] = counts.get(city, 0) + 1 builds the number of orders per city in one pass — the same summary a pivot table gives in a spreadsheet.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Given nums = [4, 8, 15], what is nums[1] + nums[-1]?',
              answer: '8 + 15 = 23.',
            },
            {
              type: 'short',
              question: 'How do you read a dictionary value safely when the key may be missing?',
              answer:
                'With get, e.g. prices.get("milk", 0), which returns a default instead of raising an error.',
            },
          ],
        },
      ],
    },
  ],
};
