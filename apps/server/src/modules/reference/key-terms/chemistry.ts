import type { KeyTerm } from './key-term';

export const CHEMISTRY_TERMS: readonly KeyTerm[] = [
  {
    term: 'chemistry',
    subjectId: 'general-chemistry',
    definition:
      'Chemistry is the science that studies the composition, structure and properties of matter ' +
      'and the changes it undergoes in chemical reactions. It is often called the central ' +
      'science because it links physics with biology, medicine, geology and materials science.',
  },
  {
    term: 'atom',
    aliases: ['atoms'],
    subjectId: 'general-chemistry',
    definition:
      'An atom is the smallest unit of a chemical element that keeps the properties of that ' +
      'element. It consists of a tiny nucleus of protons and neutrons surrounded by electrons, ' +
      'and the number of protons determines which element it is.',
  },
  {
    term: 'chemical bond',
    aliases: ['chemical bonds'],
    subjectId: 'general-chemistry',
    definition:
      'A chemical bond is a lasting attraction between atoms that holds them together in ' +
      'molecules and compounds. The main types are covalent bonds, in which atoms share ' +
      'electrons, ionic bonds, formed by the attraction between oppositely charged ions, and ' +
      'metallic bonds.',
  },
  {
    term: 'chemical reaction',
    aliases: ['chemical reactions', 'reaction'],
    subjectId: 'general-chemistry',
    definition:
      'A chemical reaction is a process in which substances, the reactants, are changed into ' +
      'different substances, the products, by breaking and forming chemical bonds. Atoms are ' +
      'rearranged but not created or destroyed, which is why chemical equations must balance.',
  },
  {
    term: 'stoichiometry',
    subjectId: 'general-chemistry',
    definition:
      'Stoichiometry is the calculation of the quantities of reactants and products in chemical ' +
      'reactions. Using a balanced chemical equation and the mole, it tells a chemist how much ' +
      'of each substance is needed or will be produced.',
  },
  {
    term: 'acids and bases',
    aliases: ['acid', 'acids', 'base', 'bases'],
    subjectId: 'general-chemistry',
    definition:
      'Acids and bases are two opposite classes of chemical substances: an acid releases ' +
      'hydrogen ions or donates protons, while a base accepts them or releases hydroxide ions. ' +
      'Their strength is measured on the pH scale, where values below 7 are acidic and values ' +
      'above 7 are basic.',
  },
  {
    term: 'periodic table',
    aliases: ['periodic table of elements', 'periodic table of the elements'],
    subjectId: 'the-periodic-table',
    definition:
      'The periodic table is a chart that arranges the chemical elements in order of atomic ' +
      'number, in rows called periods and columns called groups. Elements in the same group have ' +
      'similar chemical properties, and the modern table grew out of the one published by Dmitri ' +
      'Mendeleev in 1869.',
  },
  {
    term: 'chemical element',
    aliases: ['chemical elements', 'element', 'elements'],
    subjectId: 'the-periodic-table',
    definition:
      'A chemical element is a pure substance made of atoms that all have the same number of ' +
      'protons in their nucleus. Each element, such as hydrogen, carbon or gold, has its own ' +
      'symbol and place in the periodic table, and 118 elements are currently known.',
  },
  {
    term: 'metal',
    aliases: ['metals'],
    subjectId: 'the-periodic-table',
    definition:
      'A metal is an element or material that is typically shiny, a good conductor of heat and ' +
      'electricity, and malleable, so that it can be hammered into shape. Most elements are ' +
      'metals, and their atoms tend to lose electrons to form positive ions.',
  },
  {
    term: 'noble gas',
    aliases: ['noble gases'],
    subjectId: 'the-periodic-table',
    definition:
      'A noble gas is one of the elements in the last group of the periodic table, such as ' +
      'helium, neon and argon. Their outer electron shells are full, so they are very unreactive ' +
      'and exist as single atoms rather than molecules.',
  },
  {
    term: 'Dmitri Mendeleev',
    aliases: ['Mendeleev'],
    subjectId: 'the-periodic-table',
    definition:
      'Dmitri Mendeleev was a Russian chemist who published the first widely recognized periodic ' +
      'table of the elements in 1869. He left gaps for elements not yet discovered and correctly ' +
      'predicted their properties, which helped the table gain acceptance.',
  },
  {
    term: 'chemical safety',
    aliases: ['lab safety', 'laboratory safety'],
    subjectId: 'chemical-safety',
    definition:
      'Chemical safety is the set of practices that protect people and the environment from the ' +
      'hazards of chemicals in laboratories, workplaces and homes. It includes knowing the ' +
      'hazards of each substance, wearing protective equipment, storing chemicals correctly and ' +
      'knowing what to do in an emergency.',
  },
  {
    term: 'hazardous material',
    aliases: ['hazardous materials', 'hazmat'],
    subjectId: 'chemical-safety',
    definition:
      'A hazardous material is a substance that can harm people, property or the environment, ' +
      'for example because it is flammable, toxic, corrosive, explosive or radioactive. Such ' +
      'materials are labeled with standard hazard symbols and handled, stored and transported ' +
      'under special rules.',
  },
  {
    term: 'safety data sheet',
    aliases: ['safety data sheets', 'SDS'],
    subjectId: 'chemical-safety',
    definition:
      'A safety data sheet is a standard document that describes the hazards of a chemical ' +
      'product and how to handle, store and dispose of it safely. It also gives first aid ' +
      'measures and what to do in case of a spill or fire, and suppliers must provide one for ' +
      'hazardous products.',
  },
  {
    term: 'organic chemistry',
    subjectId: 'organic-chemistry',
    definition:
      'Organic chemistry is the branch of chemistry that studies compounds based on carbon, most ' +
      'of which also contain hydrogen. It covers fuels, plastics, medicines and the molecules of ' +
      'living things, and it explains how such compounds are built, named and made to react.',
  },
  {
    term: 'functional group',
    aliases: ['functional groups'],
    subjectId: 'organic-chemistry',
    definition:
      'A functional group is a specific group of atoms within a molecule that gives it ' +
      'characteristic chemical reactions. Examples include the hydroxyl group of alcohols, the ' +
      'carboxyl group of carboxylic acids and the amino group of amines.',
  },
  {
    term: 'reaction mechanism',
    aliases: ['reaction mechanisms'],
    subjectId: 'organic-chemistry',
    definition:
      'A reaction mechanism is the step-by-step description of how a chemical reaction happens, ' +
      'showing which bonds break and form and in what order. Organic chemists draw mechanisms ' +
      'with curved arrows that track the movement of electrons.',
  },
  {
    term: 'stereochemistry',
    subjectId: 'organic-chemistry',
    definition:
      'Stereochemistry is the study of the three-dimensional arrangement of atoms in molecules ' +
      'and how it affects their properties and reactions. It includes chirality, in which a ' +
      'molecule and its mirror image cannot be superimposed, which matters greatly for how ' +
      'medicines act in the body.',
  },
  {
    term: 'physical chemistry',
    subjectId: 'physical-chemistry',
    definition:
      'Physical chemistry is the branch of chemistry that applies the principles and methods of ' +
      'physics to chemical systems. It studies how fast reactions go, how energy changes in them ' +
      'and how molecules absorb and emit light.',
  },
  {
    term: 'chemical kinetics',
    aliases: ['kinetics', 'reaction rate', 'reaction rates'],
    subjectId: 'physical-chemistry',
    definition:
      'Chemical kinetics is the study of the rates of chemical reactions and the factors that ' +
      'affect them, such as concentration, temperature and catalysts. It also uses measured ' +
      'rates to work out the steps by which a reaction takes place.',
  },
  {
    term: 'spectroscopy',
    subjectId: 'physical-chemistry',
    definition:
      'Spectroscopy is the study of how matter absorbs, emits or scatters light and other ' +
      'electromagnetic radiation. Because each substance has a characteristic spectrum, it is ' +
      'used to identify chemicals, work out the structure of molecules and find the composition ' +
      'of distant stars.',
  },
  {
    term: 'chemical thermodynamics',
    subjectId: 'physical-chemistry',
    definition:
      'Chemical thermodynamics is the study of the energy changes that accompany chemical ' +
      'reactions and changes of state. It uses quantities such as enthalpy, entropy and free ' +
      'energy to predict whether a reaction can happen on its own and where its equilibrium ' +
      'lies.',
  },
  {
    term: 'biochemistry',
    subjectId: 'biochemistry',
    definition:
      'Biochemistry is the study of the chemical processes and substances within living things. ' +
      'It explains how proteins, nucleic acids, carbohydrates and lipids are built and how they ' +
      'work together to keep cells alive.',
  },
  {
    term: 'protein',
    aliases: ['proteins'],
    subjectId: 'biochemistry',
    definition:
      'A protein is a large molecule made of one or more long chains of amino acids folded into ' +
      'a specific shape. Proteins do most of the work in cells, acting as enzymes, structural ' +
      'materials, hormones, antibodies and transporters.',
  },
  {
    term: 'enzyme',
    aliases: ['enzymes'],
    subjectId: 'biochemistry',
    definition:
      'An enzyme is a biological catalyst, usually a protein, that speeds up a particular ' +
      'chemical reaction in a living thing without being used up. Each enzyme has an active site ' +
      'that fits its specific substrate, and its activity depends on temperature and pH.',
  },
  {
    term: 'metabolism',
    subjectId: 'biochemistry',
    definition:
      'Metabolism is the sum of all the chemical reactions that take place in a living thing to ' +
      'keep it alive. It includes breaking down food to release energy, called catabolism, and ' +
      'using energy to build the molecules the body needs, called anabolism.',
  },
  {
    term: 'amino acid',
    aliases: ['amino acids'],
    subjectId: 'biochemistry',
    definition:
      'An amino acid is an organic molecule with an amino group and a carboxyl group that serves ' +
      'as a building block of proteins. Twenty standard amino acids are used in human proteins, ' +
      'and some of them, called essential amino acids, must come from the diet.',
  },
];
