import type { SeedCourse } from './seed-course';

export const chemistryAtoms: SeedCourse = {
  seoTxt: 'chemistry-atoms-and-periodic-table',
  course: {
    title: 'Chemistry: Atoms and the Periodic Table',
    type: 'academic',
    description:
      'What atoms are made of, how electrons are arranged, and why the periodic table predicts how elements react.',
    keywords: ['chemistry', 'atoms', 'periodic table', 'electrons'],
    feesPiastres: 300_00,
  },
  language: 'en',
  educationalSystem: 'American Diploma',
  gradeLevels: ['Grade 9', 'Grade 10'],
  pathways: ['Science Foundations'],
  instructors: ['instructor@demo.test'],
  audiences: [
    {
      sector: 'Secondary education',
      intendedLearners: ['American Diploma chemistry students', 'Grade 9 and 10 science learners'],
    },
  ],
  learningOutcomes: [
    {
      key: 'structure',
      statement:
        'Describe the structure of an atom and write electron arrangements for the first 20 elements.',
      scope: 'Protons, neutrons, electrons, isotopes and shells',
      domain: 'Cognitive',
      performanceCriteria: [
        'Finds the numbers of subatomic particles from atomic and mass numbers',
        'Writes shell arrangements such as 2,8,1',
      ],
    },
    {
      key: 'table',
      statement: 'Use the periodic table to predict the properties and reactivity of elements.',
      scope: 'Groups 1, 7 and 0; periods; metals and non-metals',
      domain: 'Cognitive',
      performanceCriteria: [
        'Relates group number to outer electrons',
        'Explains reactivity trends down a group',
      ],
    },
  ],
  modules: [
    {
      name: 'Inside the atom',
      outcome: 'structure',
      lessons: [
        {
          name: 'Protons, neutrons and electrons',
          learningOutcomes: ['Calculate the numbers of subatomic particles in an atom'],
          paragraphs: [
            'An atom has a tiny, dense nucleus made of protons (charge +1, mass 1) and neutrons (charge 0, mass 1), surrounded by electrons (charge −1, almost no mass). Because an atom has equal numbers of protons and electrons, it has no overall charge.',
            'The atomic number (Z) is the number of protons; it identifies the element. The mass number (A) is the number of protons plus neutrons. Sodium, with Z = 11 and A = 23, has 11 protons, 11 electrons and 23 − 11 = 12 neutrons.',
            'Isotopes are atoms of the same element with different numbers of neutrons. Carbon-12 and carbon-14 both have 6 protons, but 6 and 8 neutrons. Isotopes react in the same way chemically because chemistry depends on electrons, not neutrons.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'Chlorine-35 has atomic number 17. How many neutrons does it have?',
              answer: '35 − 17 = 18 neutrons.',
            },
            {
              type: 'short',
              question: 'Why do isotopes of an element have the same chemical properties?',
              answer:
                'They have the same number of electrons (and protons); only the number of neutrons differs.',
            },
          ],
        },
        {
          name: 'Electron shells',
          learningOutcomes: ['Write electron arrangements for the first 20 elements'],
          paragraphs: [
            'Electrons occupy energy levels called shells. For the first 20 elements, the first shell holds up to 2 electrons, the second up to 8 and the third up to 8 before the fourth starts filling.',
            'Oxygen (Z = 8) has the arrangement 2,6. Sodium (Z = 11) is 2,8,1 and calcium (Z = 20) is 2,8,8,2. The inner shells fill first because they are lower in energy.',
            'The electrons in the outer shell decide how an atom reacts. Atoms tend to gain, lose or share electrons to reach a full outer shell like the noble gases: sodium loses its single outer electron to become Na⁺, and chlorine (2,8,7) gains one to become Cl⁻.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Write the electron arrangement of magnesium (Z = 12).',
              answer: '2,8,2.',
            },
            {
              type: 'short',
              question: 'What ion does fluorine (2,7) form, and why?',
              answer: 'F⁻: it gains one electron to complete its outer shell of 8.',
            },
          ],
        },
      ],
    },
    {
      name: 'Patterns in the periodic table',
      outcome: 'table',
      lessons: [
        {
          name: 'Groups and periods',
          learningOutcomes: ['Relate an element’s position to its electron arrangement'],
          paragraphs: [
            'The periodic table arranges elements in order of atomic number. Rows are periods: the period number equals the number of occupied electron shells. Columns are groups: for the main groups, the group number equals the number of outer-shell electrons.',
            'Elements in the same group have similar chemical properties because they have the same number of outer electrons. Metals sit on the left and centre of the table; non-metals are on the right, separated by a staircase of metalloids such as silicon.',
            'Mendeleev left gaps in his 1869 table for elements not yet discovered and predicted their properties. When gallium and germanium were found and matched his predictions, the periodic table was accepted as a real pattern of nature.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Sulfur is 2,8,6. In which group and period is it?',
              answer: 'Group 6 (16), period 3.',
            },
            {
              type: 'short',
              question: 'Why do lithium and potassium react in similar ways?',
              answer: 'Both are in group 1 and have one outer electron.',
            },
          ],
        },
        {
          name: 'Reactivity trends: alkali metals and halogens',
          learningOutcomes: ['Explain reactivity trends down groups 1 and 7'],
          paragraphs: [
            'Group 1, the alkali metals, react with water to form a hydroxide and hydrogen: 2Na + 2H₂O → 2NaOH + H₂. Reactivity increases down the group: lithium fizzes, sodium melts into a ball, potassium burns with a lilac flame.',
            'The reason is distance: going down the group, the outer electron is further from the nucleus and more shielded by inner shells, so it is lost more easily.',
            'Group 7, the halogens, show the opposite trend. They react by gaining an electron, which is easiest when the outer shell is close to the nucleus, so fluorine is the most reactive and reactivity decreases down the group. A more reactive halogen displaces a less reactive one: chlorine water turns potassium bromide solution orange as bromine is released.',
          ],
          questions: [
            {
              type: 'short',
              question: 'Predict how rubidium reacts with water compared with potassium.',
              answer:
                'More violently: rubidium is lower in group 1, so it loses its outer electron more easily.',
            },
            {
              type: 'short',
              question: 'Will iodine displace chlorine from sodium chloride solution?',
              answer: 'No: iodine is less reactive than chlorine.',
            },
          ],
        },
      ],
    },
  ],
};
