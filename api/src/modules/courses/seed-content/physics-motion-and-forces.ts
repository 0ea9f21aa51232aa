import type { SeedCourse } from './seed-course';

export const physicsMotionAndForces: SeedCourse = {
  seoTxt: 'physics-motion-and-forces',
  language: 'en',
  educationalSystem: 'IGCSE (Cambridge)',
  gradeLevels: ['Grade 10', 'Grade 11'],
  pathways: ['Science Foundations'],
  prerequisite: 'algebra-foundations',
  instructors: [],
  audiences: [
    {
      sector: 'Secondary education',
      intendedLearners: ['IGCSE physics students', 'Learners preparing for science streams'],
    },
  ],
  learningOutcomes: [
    {
      key: 'kinematics',
      statement: 'Describe and calculate motion using speed, velocity, acceleration and motion graphs.',
      scope: 'Motion in a straight line with constant acceleration',
      domain: 'Cognitive',
      performanceCriteria: ['Uses correct SI units', 'Reads gradients and areas from motion graphs'],
    },
    {
      key: 'newton',
      statement: "Apply Newton's three laws of motion to everyday situations.",
      scope: 'Resultant force, mass, weight, friction and action–reaction pairs',
      domain: 'Cognitive',
      performanceCriteria: ['Identifies the forces acting on a body', 'Calculates acceleration with F = ma'],
    },
  ],
  modules: [
    {
      name: 'Describing motion',
      outcome: 'kinematics',
      lessons: [
        {
          name: 'Speed, velocity and acceleration',
          learningOutcomes: ['Calculate average speed and acceleration'],
          paragraphs: [
            'Speed tells us how fast something moves: average speed = total distance ÷ total time. A cyclist who rides 12 km in 0.5 h has an average speed of 24 km/h. In physics we usually work in metres and seconds, so speeds are in m/s.',
            'Velocity is speed in a given direction. Two cars driving at 20 m/s in opposite directions have the same speed but different velocities. Quantities that have both size and direction are called vectors.',
            'Acceleration is the rate of change of velocity: a = (v − u) ÷ t, where u is the starting velocity and v the final velocity. A car going from 0 to 24 m/s in 8 s accelerates at 3 m/s², meaning its velocity grows by 3 m/s every second. A negative acceleration (deceleration) means the object is slowing down.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'A runner covers 400 m in 80 s. What is her average speed?',
              answer: '400 ÷ 80 = 5 m/s.',
            },
            {
              type: 'calculation',
              question: 'A bus slows from 15 m/s to 5 m/s in 4 s. Find its acceleration.',
              answer: '(5 − 15) ÷ 4 = −2.5 m/s², a deceleration of 2.5 m/s².',
            },
          ],
        },
        {
          name: 'Distance–time and speed–time graphs',
          learningOutcomes: ['Interpret gradients and areas of motion graphs'],
          paragraphs: [
            'On a distance–time graph, the gradient (steepness) is the speed. A straight sloping line means constant speed, a horizontal line means the object is at rest, and a curve that gets steeper means the object is speeding up.',
            'On a speed–time graph, the gradient is the acceleration and the area under the line is the distance travelled. A horizontal line means constant speed; a line sloping upwards means constant acceleration.',
            'Example: a car accelerates uniformly from rest to 20 m/s in 10 s. The area under the graph is a triangle: ½ × 10 s × 20 m/s = 100 m. Splitting a graph into rectangles and triangles lets you find the distance for any journey made of straight-line sections.',
          ],
          questions: [
            {
              type: 'short',
              question: 'What does a horizontal line on a distance–time graph show?',
              answer: 'The object is stationary: its distance does not change with time.',
            },
            {
              type: 'calculation',
              question: 'A train moves at a steady 30 m/s for 60 s. How far does it travel?',
              answer: 'Area of the rectangle: 30 × 60 = 1800 m.',
            },
          ],
        },
      ],
    },
    {
      name: 'Forces and Newton’s laws',
      outcome: 'newton',
      lessons: [
        {
          name: 'Resultant force and F = ma',
          learningOutcomes: ['Use the resultant force to predict changes in motion'],
          paragraphs: [
            "Newton's first law: an object stays at rest, or keeps moving at constant velocity, unless a resultant (unbalanced) force acts on it. A book on a table stays put because its weight is balanced by the table's upward push.",
            "Newton's second law links force, mass and acceleration: F = m × a, with F in newtons (N), m in kilograms and a in m/s². A resultant force of 600 N on a 1200 kg car gives an acceleration of 0.5 m/s².",
            'To find the resultant force, add forces that act in the same direction and subtract those that act in opposite directions. A box pushed with 50 N against 20 N of friction has a resultant of 30 N in the direction of the push.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'What force gives a 2 kg trolley an acceleration of 3 m/s²?',
              answer: 'F = 2 × 3 = 6 N.',
            },
            {
              type: 'short',
              question: 'A parachutist falls at constant speed. What is the resultant force on her?',
              answer: 'Zero: air resistance balances her weight, so she does not accelerate.',
            },
          ],
        },
        {
          name: 'Action and reaction, weight and friction',
          learningOutcomes: ["Identify Newton's third-law pairs and calculate weight"],
          paragraphs: [
            "Newton's third law: when body A pushes on body B, B pushes back on A with a force of the same size in the opposite direction. When you push against a wall, the wall pushes back on your hands. The two forces act on different bodies, so they never cancel each other out.",
            'Weight is the force of gravity on a mass: W = m × g, where g ≈ 9.8 N/kg on Earth (often rounded to 10 N/kg). A 50 kg student weighs about 490 N. Mass stays the same on the Moon, but weight is about one sixth as large.',
            'Friction opposes motion between surfaces in contact. It lets us walk and lets brakes stop a car, but it also wastes energy as heat. Lubricants and smooth surfaces reduce friction; tyre treads increase grip on wet roads.',
          ],
          questions: [
            {
              type: 'calculation',
              question: 'Find the weight of a 3 kg bag on Earth (g = 10 N/kg).',
              answer: 'W = 3 × 10 = 30 N.',
            },
            {
              type: 'short',
              question: 'A swimmer pushes water backwards. Why does she move forwards?',
              answer: 'By the third law the water pushes her forwards with an equal and opposite force.',
            },
          ],
        },
      ],
    },
  ],
};
