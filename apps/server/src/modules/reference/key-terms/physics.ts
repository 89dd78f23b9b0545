import type { KeyTerm } from './key-term';

export const PHYSICS_TERMS: readonly KeyTerm[] = [
  {
    term: 'physics',
    subjectId: 'classical-mechanics',
    definition:
      'Physics is the natural science that studies matter, energy, motion and forces, and the ' +
      'fundamental laws that govern them. Its scope ranges from the smallest particles to the ' +
      'whole universe, and it underpins chemistry, engineering and much of modern technology.',
  },
  {
    term: "Newton's laws",
    aliases: ["Newton's laws of motion", 'laws of motion'],
    subjectId: 'classical-mechanics',
    definition:
      "Newton's laws of motion are three laws that describe how forces affect the motion of " +
      'objects. The first says that an object stays at rest or in uniform motion unless a force ' +
      'acts on it, the second that force equals mass times acceleration, and the third that ' +
      'every action has an equal and opposite reaction.',
  },
  {
    term: 'force',
    aliases: ['forces'],
    subjectId: 'classical-mechanics',
    definition:
      'A force is a push or pull on an object that can change its motion or its shape. Forces ' +
      'have both size and direction and are measured in newtons, and examples include gravity, ' +
      'friction, tension and magnetic forces.',
  },
  {
    term: 'energy',
    subjectId: 'classical-mechanics',
    definition:
      'Energy is the capacity to do work or to cause change, measured in joules. It takes many ' +
      'forms, such as kinetic, potential, thermal, chemical and electrical energy, and it can ' +
      'change from one form to another but is never created or destroyed.',
  },
  {
    term: 'gravity',
    aliases: ['gravitation'],
    subjectId: 'classical-mechanics',
    definition:
      'Gravity is the force of attraction between all objects that have mass, which keeps ' +
      'planets in orbit and makes things fall to the ground. Newton described it as a force that ' +
      "weakens with the square of distance, and Einstein's general relativity explains it as the " +
      'curving of spacetime by mass and energy.',
  },
  {
    term: 'Isaac Newton',
    aliases: ['Newton'],
    subjectId: 'classical-mechanics',
    definition:
      'Isaac Newton was an English mathematician and physicist whose laws of motion and law of ' +
      'universal gravitation laid the foundations of classical mechanics. He also made major ' +
      'discoveries in optics and developed calculus independently of Gottfried Leibniz.',
  },
  {
    term: 'electricity',
    subjectId: 'electricity-and-magnetism',
    definition:
      'Electricity is the set of phenomena caused by electric charge, whether at rest or moving ' +
      'as an electric current. It powers lights, motors and electronics, and current is measured ' +
      'in amperes, potential difference in volts and resistance in ohms.',
  },
  {
    term: 'magnetism',
    subjectId: 'electricity-and-magnetism',
    definition:
      'Magnetism is a force produced by moving electric charges and by the magnetic properties ' +
      'of some materials, such as iron. Every magnet has a north and a south pole, like poles ' +
      'repel and opposite poles attract, and the Earth itself behaves like a giant magnet.',
  },
  {
    term: 'electric circuit',
    aliases: ['circuit', 'circuits', 'electric circuits'],
    subjectId: 'electricity-and-magnetism',
    definition:
      'An electric circuit is a closed path through which electric current flows, typically from ' +
      'a power source through wires and components and back again. Components can be connected ' +
      'in series, along a single path, or in parallel, on separate branches.',
  },
  {
    term: 'electromagnetism',
    aliases: ['electromagnetic force'],
    subjectId: 'electricity-and-magnetism',
    definition:
      'Electromagnetism is the branch of physics that studies how electricity and magnetism are ' +
      'linked, since a changing magnetic field produces an electric field and a moving charge ' +
      'produces a magnetic field. It explains light as an electromagnetic wave and underlies ' +
      'motors, generators and radio.',
  },
  {
    term: 'electric field',
    aliases: ['electric fields'],
    subjectId: 'electricity-and-magnetism',
    definition:
      'An electric field is the region around an electric charge in which another charge feels a ' +
      'force. Its strength at a point is the force per unit of charge, and it is often pictured ' +
      'with field lines running from positive to negative charges.',
  },
  {
    term: "Maxwell's equations",
    subjectId: 'electricity-and-magnetism',
    definition:
      "Maxwell's equations are four equations, formulated by James Clerk Maxwell in the 1860s, " +
      'that describe how electric and magnetic fields are produced and how they change. They ' +
      'predicted that light is an electromagnetic wave and form the foundation of classical ' +
      'electromagnetism.',
  },
  {
    term: 'thermodynamics',
    subjectId: 'thermodynamics',
    definition:
      'Thermodynamics is the branch of physics that studies heat, work, temperature and energy, ' +
      'and how energy is transferred and transformed. Its laws explain how engines, ' +
      'refrigerators and chemical reactions work and set limits on how efficient they can be.',
  },
  {
    term: 'heat',
    subjectId: 'thermodynamics',
    definition:
      'Heat is energy transferred from one body to another because of a difference in ' +
      'temperature, always flowing from the hotter to the colder. It moves by conduction, ' +
      'convection and radiation, and it is measured in joules.',
  },
  {
    term: 'entropy',
    subjectId: 'thermodynamics',
    definition:
      'Entropy is a measure of the disorder of a system, or more precisely of the number of ways ' +
      'its particles can be arranged with the same total energy. The second law of ' +
      'thermodynamics states that the entropy of an isolated system never decreases, which is ' +
      'why heat flows from hot to cold and some processes cannot be reversed.',
  },
  {
    term: 'temperature',
    subjectId: 'thermodynamics',
    definition:
      'Temperature is a measure of how hot or cold something is, reflecting the average kinetic ' +
      'energy of its particles. It is measured in degrees Celsius, degrees Fahrenheit or ' +
      'kelvins, and absolute zero, the lowest possible temperature, is 0 kelvins or minus 273.15 ' +
      'degrees Celsius.',
  },
  {
    term: 'laws of thermodynamics',
    aliases: [
      'law of thermodynamics',
      'first law of thermodynamics',
      'second law of thermodynamics',
    ],
    subjectId: 'thermodynamics',
    definition:
      'The laws of thermodynamics are the basic principles that govern energy and heat. The ' +
      'first states that energy is conserved, the second that the entropy of an isolated system ' +
      'never decreases, and the third that absolute zero cannot be reached, while a zeroth law ' +
      'defines thermal equilibrium.',
  },
  {
    term: 'heat engine',
    aliases: ['heat engines'],
    subjectId: 'thermodynamics',
    definition:
      'A heat engine is a machine that converts heat into mechanical work by taking in heat at a ' +
      'high temperature and releasing part of it at a lower temperature. Car engines, steam ' +
      'turbines and jet engines are examples, and thermodynamics shows that no heat engine can ' +
      'turn all of its heat into work.',
  },
  {
    term: 'wave',
    aliases: ['waves'],
    subjectId: 'waves-and-optics',
    definition:
      'A wave is a disturbance that carries energy from one place to another without carrying ' +
      'matter along with it. Waves are described by their wavelength, frequency and amplitude, ' +
      'and they may be transverse, like light, or longitudinal, like sound.',
  },
  {
    term: 'light',
    aliases: ['visible light'],
    subjectId: 'waves-and-optics',
    definition:
      'Light is electromagnetic radiation that the human eye can detect, with wavelengths ' +
      'between roughly 400 and 700 nanometers. It travels at about 300,000 kilometers per second ' +
      'in a vacuum and behaves both as a wave and as a stream of particles called photons.',
  },
  {
    term: 'optics',
    subjectId: 'waves-and-optics',
    definition:
      'Optics is the branch of physics that studies light, how it behaves and how it interacts ' +
      'with matter. It covers reflection, refraction, diffraction and interference, and it is ' +
      'the basis of lenses, microscopes, telescopes, cameras and fiber optics.',
  },
  {
    term: 'lens',
    aliases: ['lenses'],
    subjectId: 'waves-and-optics',
    definition:
      'A lens is a piece of transparent material with curved surfaces that bends light by ' +
      'refraction to form an image. A convex lens brings light rays together to a focus and a ' +
      'concave lens spreads them out, and lenses are used in glasses, cameras, microscopes and ' +
      'the human eye.',
  },
  {
    term: 'diffraction',
    subjectId: 'waves-and-optics',
    definition:
      'Diffraction is the spreading of a wave as it passes through an opening or around an ' +
      'obstacle. It is strongest when the gap is similar in size to the wavelength, and it ' +
      'explains why sound can be heard around corners and why light passing through narrow slits ' +
      'forms bright and dark bands.',
  },
  {
    term: 'sound',
    subjectId: 'waves-and-optics',
    definition:
      'Sound is a vibration that travels through a medium such as air, water or a solid as a ' +
      'longitudinal pressure wave. Its pitch depends on the frequency of the wave and its ' +
      'loudness on the amplitude, and it cannot travel through a vacuum.',
  },
  {
    term: 'quantum mechanics',
    aliases: ['quantum physics', 'quantum theory'],
    subjectId: 'quantum-mechanics',
    definition:
      'Quantum mechanics is the branch of physics that describes the behavior of matter and ' +
      'energy at the scale of atoms and subatomic particles. In it, energy comes in discrete ' +
      'amounts called quanta, particles also behave as waves, and the outcomes of measurements ' +
      'can only be predicted as probabilities.',
  },
  {
    term: 'wave function',
    aliases: ['wave functions', 'wavefunction'],
    subjectId: 'quantum-mechanics',
    definition:
      'A wave function is the mathematical description of the quantum state of a particle or ' +
      'system. The square of its magnitude gives the probability of finding the particle at a ' +
      'particular place, or with a particular value of some property, when it is measured.',
  },
  {
    term: 'Schrödinger equation',
    aliases: ['Schrodinger equation', "Schrödinger's equation"],
    subjectId: 'quantum-mechanics',
    definition:
      'The Schrödinger equation is the fundamental equation of quantum mechanics, describing how ' +
      'the wave function of a system changes over time. Formulated by Erwin Schrödinger in 1926, ' +
      "it plays a role similar to that of Newton's laws in classical mechanics.",
  },
  {
    term: 'spin',
    aliases: ['quantum spin'],
    subjectId: 'quantum-mechanics',
    definition:
      'Spin is an intrinsic form of angular momentum carried by elementary particles, atomic ' +
      'nuclei and atoms. It can take only certain values, such as one half for electrons, and it ' +
      'underlies magnetism and the way electrons fill the orbitals of atoms.',
  },
  {
    term: 'uncertainty principle',
    aliases: ['Heisenberg uncertainty principle'],
    subjectId: 'quantum-mechanics',
    definition:
      'The uncertainty principle, formulated by Werner Heisenberg in 1927, states that certain ' +
      'pairs of properties, such as the position and momentum of a particle, cannot both be ' +
      'known exactly at the same time. The more precisely one is measured, the less precisely ' +
      'the other can be known, a limit built into nature rather than a flaw of instruments.',
  },
  {
    term: "Schrödinger's cat",
    aliases: ["Schrodinger's cat"],
    subjectId: 'quantum-mechanics',
    definition:
      "Schrödinger's cat is a thought experiment devised by Erwin Schrödinger in 1935, in which " +
      'a cat sealed in a box is, according to quantum mechanics, both alive and dead until ' +
      'someone looks. It illustrates the puzzle of superposition and how quantum effects relate ' +
      'to everyday objects.',
  },
  {
    term: 'relativity',
    aliases: ['theory of relativity', 'special relativity', 'general relativity'],
    subjectId: 'special-relativity',
    definition:
      'Relativity is the theory of space, time and gravity developed by Albert Einstein, ' +
      'consisting of special relativity, published in 1905, and general relativity, published in ' +
      '1915. Special relativity shows that measurements of time and length depend on the motion ' +
      'of the observer, while general relativity describes gravity as the curvature of ' +
      'spacetime.',
  },
  {
    term: 'speed of light',
    subjectId: 'special-relativity',
    definition:
      'The speed of light in a vacuum is exactly 299,792,458 meters per second, about 300,000 ' +
      'kilometers per second. According to special relativity it is the same for all observers ' +
      'and is the greatest speed at which matter, energy or information can travel.',
  },
  {
    term: 'time dilation',
    subjectId: 'special-relativity',
    definition:
      'Time dilation is the effect, predicted by relativity, by which time passes more slowly ' +
      'for a clock moving relative to an observer, or for a clock in a stronger gravitational ' +
      'field. It has been confirmed with atomic clocks and must be corrected for in the ' +
      'satellites of navigation systems such as GPS.',
  },
  {
    term: 'spacetime',
    aliases: ['space-time'],
    subjectId: 'special-relativity',
    definition:
      'Spacetime is the single four-dimensional framework, used in the theory of relativity, ' +
      'that combines the three dimensions of space with time. In general relativity, mass and ' +
      'energy curve spacetime, and this curvature is what we experience as gravity.',
  },
  {
    term: 'Albert Einstein',
    aliases: ['Einstein'],
    subjectId: 'special-relativity',
    definition:
      'Albert Einstein was a German-born theoretical physicist who developed the theories of ' +
      'special and general relativity. He also explained the photoelectric effect, helping to ' +
      'found quantum theory, and was awarded the 1921 Nobel Prize in Physics.',
  },
  {
    term: 'mass-energy equivalence',
    aliases: ['E = mc²', 'E=mc²', 'E = mc2', 'E=mc2'],
    subjectId: 'special-relativity',
    definition:
      'Mass-energy equivalence is the principle, expressed in the equation E = mc², that mass ' +
      'and energy are interchangeable, with energy equal to mass times the speed of light ' +
      'squared. It explains why a tiny amount of mass releases a huge amount of energy in ' +
      'nuclear reactions, such as those that power the Sun.',
  },
];
