import type { KeyTerm } from './key-term';

export const MATHEMATICS_TERMS: readonly KeyTerm[] = [
  {
    term: 'algebra',
    subjectId: 'algebra',
    definition:
      'Algebra is the branch of mathematics that uses letters and symbols to represent numbers ' +
      'and quantities in equations and formulas. It provides rules for manipulating these ' +
      'expressions, which makes it possible to solve for unknown values and describe general ' +
      'relationships.',
  },
  {
    term: 'equation',
    aliases: ['equations'],
    subjectId: 'algebra',
    definition:
      'An equation is a mathematical statement that two expressions are equal, written with an ' +
      'equals sign, such as 2x + 3 = 7. Solving an equation means finding the values of the ' +
      'unknowns that make the statement true.',
  },
  {
    term: 'quadratic equation',
    aliases: ['quadratic equations', 'quadratic formula'],
    subjectId: 'algebra',
    definition:
      'A quadratic equation is an equation in which the highest power of the unknown is two, ' +
      'written in the form ax² + bx + c = 0. It has at most two real solutions, which can be ' +
      'found by factoring, completing the square or the quadratic formula.',
  },
  {
    term: 'function',
    aliases: ['functions'],
    subjectId: 'algebra',
    definition:
      'A function in mathematics is a rule that assigns to each input exactly one output, such ' +
      'as f(x) = 2x + 1. Functions can be described by formulas, tables or graphs, and they are ' +
      'used to model how one quantity depends on another.',
  },
  {
    term: 'inequality',
    aliases: ['inequalities'],
    subjectId: 'algebra',
    definition:
      'An inequality is a mathematical statement that compares two expressions using symbols ' +
      'such as less than, greater than, or less than or equal to. Solving an inequality gives a ' +
      'range of values rather than a single answer, and multiplying both sides by a negative ' +
      'number reverses its direction.',
  },
  {
    term: 'geometry',
    subjectId: 'geometry',
    definition:
      'Geometry is the branch of mathematics that studies shapes, sizes, angles, distances and ' +
      'the properties of space. Classical Euclidean geometry deals with points, lines, planes ' +
      'and figures such as triangles and circles, and it is built up from axioms through logical ' +
      'proofs.',
  },
  {
    term: 'angle',
    aliases: ['angles'],
    subjectId: 'geometry',
    definition:
      'An angle is the figure formed by two rays or lines that meet at a common point, called ' +
      'the vertex, and its size measures the amount of turn between them. Angles are measured in ' +
      'degrees or radians, with a right angle measuring 90 degrees and a full turn 360 degrees.',
  },
  {
    term: 'triangle',
    aliases: ['triangles'],
    subjectId: 'geometry',
    definition:
      'A triangle is a flat shape with three straight sides and three angles, which always add ' +
      'up to 180 degrees in Euclidean geometry. Triangles are classified by their sides as ' +
      'equilateral, isosceles or scalene, and by their angles as acute, right or obtuse.',
  },
  {
    term: 'Pythagorean theorem',
    aliases: ["Pythagoras' theorem", "Pythagoras's theorem", 'Pythagoras theorem'],
    subjectId: 'geometry',
    definition:
      'The Pythagorean theorem states that in a right triangle the square of the hypotenuse, the ' +
      'side opposite the right angle, equals the sum of the squares of the other two sides. ' +
      'Written as a² + b² = c², it is named after the ancient Greek mathematician Pythagoras.',
  },
  {
    term: 'area and volume',
    subjectId: 'geometry',
    definition:
      'Area and volume are measures of size: area is the amount of surface a flat shape covers, ' +
      'measured in square units, and volume is the amount of space a solid occupies, measured in ' +
      'cubic units. For example, a rectangle has area length times width and a cube has volume ' +
      'side cubed.',
  },
  {
    term: 'pi',
    aliases: ['π'],
    subjectId: 'geometry',
    definition:
      'Pi is the mathematical constant equal to the ratio of the circumference of any circle to ' +
      'its diameter, approximately 3.14159. It is an irrational number, so its decimal expansion ' +
      'never ends or repeats, and it appears in formulas such as the area of a circle, πr².',
  },
  {
    term: 'statistics',
    subjectId: 'statistics-and-probability',
    definition:
      'Statistics is the branch of mathematics concerned with collecting, organizing, analyzing ' +
      'and interpreting data. Descriptive statistics summarize data with measures such as the ' +
      'mean and standard deviation, while inferential statistics draw conclusions about a ' +
      'population from a sample.',
  },
  {
    term: 'probability',
    subjectId: 'statistics-and-probability',
    definition:
      'Probability is a measure of how likely an event is to happen, expressed as a number from ' +
      '0, meaning impossible, to 1, meaning certain. Probability theory is the branch of ' +
      'mathematics that studies chance and underpins statistics, risk assessment and games of ' +
      'chance.',
  },
  {
    term: 'hypothesis testing',
    aliases: ['hypothesis test', 'p-value', 'statistical significance'],
    subjectId: 'statistics-and-probability',
    definition:
      'Hypothesis testing is a statistical method for deciding whether data provide enough ' +
      'evidence against a default assumption, the null hypothesis. It computes a p-value, the ' +
      'probability of results at least as extreme if the null hypothesis were true, and a small ' +
      'p-value counts as evidence against it.',
  },
  {
    term: 'confidence interval',
    aliases: ['confidence intervals'],
    subjectId: 'statistics-and-probability',
    definition:
      'A confidence interval is a range of values, calculated from sample data, that is likely ' +
      'to contain an unknown population value such as a mean. A 95 percent confidence interval ' +
      'is produced by a method that captures the true value in 95 percent of repeated samples.',
  },
  {
    term: 'probability distribution',
    aliases: ['distributions', 'distribution', 'normal distribution'],
    subjectId: 'statistics-and-probability',
    definition:
      'A probability distribution is a description of how likely each possible value of a random ' +
      'variable is. The normal distribution, a symmetric bell-shaped curve, is the best known, ' +
      'and others include the binomial and Poisson distributions.',
  },
  {
    term: 'calculus',
    subjectId: 'calculus',
    definition:
      'Calculus is the branch of mathematics that studies continuous change, through ' +
      'derivatives, which measure rates of change, and integrals, which measure accumulation. It ' +
      'was developed independently by Isaac Newton and Gottfried Leibniz in the seventeenth ' +
      'century and is used throughout science and engineering.',
  },
  {
    term: 'limit',
    aliases: ['limits'],
    subjectId: 'calculus',
    definition:
      'A limit is the value that a function or sequence approaches as its input or index ' +
      'approaches some value or grows without bound. Limits are the foundation of calculus, ' +
      'since both derivatives and integrals are defined through them.',
  },
  {
    term: 'derivative',
    aliases: ['derivatives', 'differentiation'],
    subjectId: 'calculus',
    definition:
      'A derivative is a measure of how fast a function changes at a given point, equal to the ' +
      'slope of its graph there. Finding derivatives is called differentiation, and they ' +
      'describe rates of change such as velocity, which is the derivative of position with ' +
      'respect to time.',
  },
  {
    term: 'integral',
    aliases: ['integrals', 'integration'],
    subjectId: 'calculus',
    definition:
      'An integral is a mathematical object that adds up infinitely many small pieces, giving ' +
      'for example the area under a curve between two points. Integration is the reverse of ' +
      'differentiation, a link stated by the fundamental theorem of calculus.',
  },
  {
    term: 'optimization',
    aliases: ['optimisation problem', 'optimization problem'],
    subjectId: 'calculus',
    definition:
      'Optimization is the process of finding the best value of some quantity, such as the ' +
      'greatest profit or the smallest cost, often subject to constraints. In calculus, maximum ' +
      'and minimum points are found where the derivative of a function equals zero.',
  },
  {
    term: 'linear algebra',
    subjectId: 'linear-algebra',
    definition:
      'Linear algebra is the branch of mathematics that studies vectors, matrices and linear ' +
      'transformations, and systems of linear equations. It is fundamental to physics, ' +
      'engineering, computer graphics, statistics and machine learning.',
  },
  {
    term: 'vector',
    aliases: ['vectors'],
    subjectId: 'linear-algebra',
    definition:
      'A vector is a quantity that has both size and direction, such as a velocity or a force, ' +
      'often written as an ordered list of numbers. In linear algebra, vectors are elements of a ' +
      'vector space that can be added together and multiplied by numbers.',
  },
  {
    term: 'matrix',
    aliases: ['matrices'],
    subjectId: 'linear-algebra',
    definition:
      'A matrix is a rectangular array of numbers arranged in rows and columns. Matrices ' +
      'represent systems of linear equations and linear transformations, and they can be added, ' +
      'multiplied and, when square and invertible, inverted.',
  },
  {
    term: 'eigenvalue',
    aliases: ['eigenvalues', 'eigenvector', 'eigenvectors'],
    subjectId: 'linear-algebra',
    definition:
      'An eigenvalue is a number by which a linear transformation stretches or shrinks a ' +
      'particular nonzero vector, called an eigenvector, without changing its direction. ' +
      'Eigenvalues and eigenvectors reveal the essential behavior of a matrix and are used in ' +
      'physics, statistics and search ranking.',
  },
  {
    term: 'discrete mathematics',
    aliases: ['discrete math'],
    subjectId: 'discrete-mathematics',
    definition:
      'Discrete mathematics is the branch of mathematics that studies distinct, separate objects ' +
      'such as integers, graphs and logical statements, rather than continuous quantities. It ' +
      'includes logic, set theory, combinatorics and graph theory, and it is the mathematical ' +
      'foundation of computer science.',
  },
  {
    term: 'mathematical proof',
    aliases: ['proof', 'proofs'],
    subjectId: 'discrete-mathematics',
    definition:
      'A mathematical proof is a logical argument that shows a statement must be true, starting ' +
      'from accepted axioms and previously proved results. Common methods include direct proof, ' +
      'proof by contradiction and proof by induction.',
  },
  {
    term: 'combinatorics',
    subjectId: 'discrete-mathematics',
    definition:
      'Combinatorics is the branch of mathematics that studies counting, arranging and combining ' +
      'objects. It answers questions such as how many ways a set of items can be ordered, using ' +
      'permutations, or chosen, using combinations.',
  },
  {
    term: 'graph theory',
    subjectId: 'discrete-mathematics',
    definition:
      'Graph theory is the branch of mathematics that studies graphs, structures made of ' +
      'vertices connected by edges. It began with the problem of the Seven Bridges of ' +
      'Königsberg, solved by Leonhard Euler in 1736, and it now models networks of every kind.',
  },
  {
    term: 'set theory',
    subjectId: 'discrete-mathematics',
    definition:
      'Set theory is the branch of mathematical logic that studies sets, which are collections ' +
      'of distinct objects. Its operations, such as union, intersection and complement, provide ' +
      'a common language for almost all of mathematics.',
  },
  {
    term: 'differential equation',
    aliases: ['differential equations'],
    subjectId: 'differential-equations',
    definition:
      'A differential equation is an equation that relates a function to one or more of its ' +
      'derivatives. Such equations describe how quantities change, from the motion of planets ' +
      'and the flow of heat to population growth and electrical circuits.',
  },
  {
    term: 'ordinary differential equation',
    aliases: ['ordinary differential equations', 'ODE', 'ODEs'],
    subjectId: 'differential-equations',
    definition:
      'An ordinary differential equation is a differential equation involving a function of a ' +
      'single variable and its derivatives. By contrast, partial differential equations involve ' +
      'functions of several variables, such as position and time.',
  },
  {
    term: 'Laplace transform',
    aliases: ['Laplace transforms'],
    subjectId: 'differential-equations',
    definition:
      'The Laplace transform is an integral transform that turns a function of time into a ' +
      'function of a complex variable. It converts linear differential equations into algebraic ' +
      'equations, which are easier to solve, and is widely used in engineering and control ' +
      'theory.',
  },
  {
    term: 'numerical methods',
    aliases: ['numerical method', 'numerical analysis'],
    subjectId: 'differential-equations',
    definition:
      'Numerical methods are techniques for finding approximate solutions to mathematical ' +
      'problems with step-by-step calculations, usually on a computer. They are used when exact ' +
      "solutions are impossible or impractical, for example Euler's method for differential " +
      'equations.',
  },
  {
    term: 'mathematical modeling',
    aliases: ['mathematical model', 'mathematical models', 'modeling'],
    subjectId: 'differential-equations',
    definition:
      'Mathematical modeling is the process of describing a real-world system with mathematical ' +
      'equations in order to understand it and predict its behavior. Models are simplified on ' +
      'purpose and must be checked against data, as in models of disease spread or climate.',
  },
];
