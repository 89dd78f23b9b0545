import type { KeyTerm } from './key-term';

export const BIOLOGY_TERMS: readonly KeyTerm[] = [
  {
    term: 'cell',
    aliases: ['cells'],
    subjectId: 'cell-biology',
    definition:
      'A cell is the smallest unit of life that can carry out all the processes of a living ' +
      'thing, enclosed by a membrane and containing genetic material. Some organisms, such as ' +
      'bacteria, consist of a single cell, while plants and animals are made of many specialized ' +
      'cells.',
  },
  {
    term: 'cell division',
    aliases: ['mitosis', 'meiosis'],
    subjectId: 'cell-biology',
    definition:
      'Cell division is the process by which a parent cell splits into two or more daughter ' +
      'cells. Mitosis produces two genetically identical cells for growth and repair, while ' +
      'meiosis produces sex cells with half the usual number of chromosomes.',
  },
  {
    term: 'photosynthesis',
    subjectId: 'cell-biology',
    definition:
      'Photosynthesis is the process by which plants, algae and some bacteria use the energy of ' +
      'sunlight to turn carbon dioxide and water into glucose, releasing oxygen as a byproduct. ' +
      'It takes place in chloroplasts, whose green pigment chlorophyll absorbs the light, and it ' +
      'supplies the energy and oxygen on which most life on Earth depends.',
  },
  {
    term: 'cellular respiration',
    subjectId: 'cell-biology',
    definition:
      'Cellular respiration is the set of chemical reactions by which cells break down glucose ' +
      'and other fuels to release energy, which they store in the molecule ATP. Aerobic ' +
      'respiration uses oxygen and produces carbon dioxide and water, and in plant and animal ' +
      'cells most of it takes place in the mitochondria.',
  },
  {
    term: 'evolution',
    aliases: ['biological evolution'],
    subjectId: 'evolution',
    definition:
      'Evolution is the change in the inherited characteristics of populations of living things ' +
      'over successive generations. Acting over long periods, it explains how the great ' +
      'diversity of life on Earth arose from common ancestors, and it is supported by evidence ' +
      'from fossils, anatomy and DNA.',
  },
  {
    term: 'natural selection',
    subjectId: 'evolution',
    definition:
      'Natural selection is the process by which individuals with inherited traits better suited ' +
      'to their environment tend to survive and reproduce more, so that those traits become more ' +
      'common over generations. It was described by Charles Darwin and Alfred Russel Wallace and ' +
      'is the main mechanism of adaptive evolution.',
  },
  {
    term: 'speciation',
    subjectId: 'evolution',
    definition:
      'Speciation is the evolutionary process by which populations of one species become ' +
      'separate species that can no longer interbreed. It often begins when a population is ' +
      'split, for example by a mountain range or a stretch of sea, and the separated groups then ' +
      'accumulate different genetic changes.',
  },
  {
    term: 'human evolution',
    subjectId: 'evolution',
    definition:
      'Human evolution is the evolutionary history of modern humans, Homo sapiens, and their ' +
      'extinct relatives since their lineage split from that of chimpanzees several million ' +
      'years ago. Fossil and genetic evidence shows that Homo sapiens arose in Africa about ' +
      '300,000 years ago and later spread across the world.',
  },
  {
    term: 'Charles Darwin',
    aliases: ['Darwin'],
    subjectId: 'evolution',
    definition:
      'Charles Darwin was an English naturalist who proposed the theory of evolution by natural ' +
      'selection. His 1859 book On the Origin of Species, drawing on observations from his ' +
      'voyage on HMS Beagle, changed how scientists understand the history of life.',
  },
  {
    term: 'genetics',
    subjectId: 'genetics',
    definition:
      'Genetics is the branch of biology that studies genes, heredity and how traits vary among ' +
      'living things. It explains how characteristics are passed from parents to offspring and ' +
      'how changes in DNA affect health, development and evolution.',
  },
  {
    term: 'DNA',
    aliases: ['deoxyribonucleic acid'],
    subjectId: 'genetics',
    definition:
      'DNA, or deoxyribonucleic acid, is the molecule that carries the genetic instructions of ' +
      'almost all living things. It consists of two strands twisted into a double helix, and the ' +
      'order of its four bases, adenine, thymine, cytosine and guanine, encodes the genes.',
  },
  {
    term: 'gene',
    aliases: ['genes'],
    subjectId: 'genetics',
    definition:
      'A gene is a section of DNA that carries the instructions for making a particular protein ' +
      'or other functional molecule. Genes are the basic units of heredity, and different ' +
      'versions of the same gene, called alleles, help explain why individuals differ.',
  },
  {
    term: 'heredity',
    aliases: ['inheritance'],
    subjectId: 'genetics',
    definition:
      'Heredity is the passing of traits from parents to their offspring through genes. ' +
      'Experiments with pea plants by Gregor Mendel showed that traits are inherited in ' +
      'predictable patterns, with some versions of a gene dominant over others.',
  },
  {
    term: 'mutation',
    aliases: ['mutations'],
    subjectId: 'genetics',
    definition:
      "A mutation is a change in the sequence of an organism's DNA. Mutations can arise from " +
      'copying errors when cells divide or from damage by radiation or chemicals, and while many ' +
      'have no effect, some cause disease and a few provide the variation on which evolution ' +
      'acts.',
  },
  {
    term: 'Gregor Mendel',
    aliases: ['Mendel'],
    subjectId: 'genetics',
    definition:
      'Gregor Mendel was a nineteenth-century scientist and monk whose experiments with pea ' +
      'plants laid the foundations of genetics. He showed that traits are passed on as discrete ' +
      'units, now called genes, following regular and predictable patterns.',
  },
  {
    term: 'ecology',
    subjectId: 'ecology',
    definition:
      'Ecology is the branch of biology that studies how living things interact with one another ' +
      'and with their physical environment. It works at levels ranging from individual organisms ' +
      'and populations to communities, ecosystems and the whole biosphere.',
  },
  {
    term: 'ecosystem',
    aliases: ['ecosystems'],
    subjectId: 'ecology',
    definition:
      'An ecosystem is a community of living organisms together with the non-living environment, ' +
      'such as air, water and soil, with which they interact. Energy flows through an ecosystem ' +
      'and nutrients cycle within it, whether it is a forest, a lake or a coral reef.',
  },
  {
    term: 'food web',
    aliases: ['food webs', 'food chain', 'food chains'],
    subjectId: 'ecology',
    definition:
      'A food web is the network of feeding relationships in an ecosystem, showing which ' +
      'organisms eat which. It links many food chains, running from producers such as plants ' +
      'through herbivores to predators, with decomposers recycling the remains.',
  },
  {
    term: 'biodiversity',
    aliases: ['biological diversity'],
    subjectId: 'ecology',
    definition:
      'Biodiversity is the variety of life in a particular place or on Earth as a whole, ' +
      'including the diversity of species, the genetic variation within them and the range of ' +
      'ecosystems. It makes ecosystems more resilient and is threatened by habitat loss, ' +
      'pollution, invasive species and climate change.',
  },
  {
    term: 'conservation',
    aliases: ['conservation biology'],
    subjectId: 'ecology',
    definition:
      'Conservation is the protection and careful management of species, habitats and natural ' +
      'resources to prevent their loss. It includes setting up protected areas, restoring ' +
      'damaged habitats, breeding endangered species and using resources sustainably.',
  },
  {
    term: 'anatomy',
    aliases: ['human anatomy'],
    subjectId: 'human-anatomy-and-physiology',
    definition:
      'Anatomy is the study of the structure of living things and their parts. Human anatomy ' +
      'describes the organs, tissues and systems of the body, from bones and muscles to the ' +
      'heart and brain, and how they are arranged.',
  },
  {
    term: 'physiology',
    aliases: ['human physiology'],
    subjectId: 'human-anatomy-and-physiology',
    definition:
      'Physiology is the study of how living things and their parts function. Human physiology ' +
      'explains processes such as breathing, circulation, digestion and the control of body ' +
      'temperature, and how the systems of the body work together to keep conditions stable.',
  },
  {
    term: 'organ',
    aliases: ['organs'],
    subjectId: 'human-anatomy-and-physiology',
    definition:
      'An organ is a part of the body made of several types of tissue that work together to ' +
      'perform a particular function. Examples include the heart, lungs, liver, kidneys and ' +
      'brain, as well as the skin, which is the largest organ of the human body.',
  },
  {
    term: 'nervous system',
    subjectId: 'human-anatomy-and-physiology',
    definition:
      'The nervous system is the network of the brain, spinal cord and nerves that carries ' +
      'signals around the body. It gathers information from the senses, processes it and ' +
      'controls movement as well as many automatic functions such as breathing and heart rate.',
  },
  {
    term: 'heart',
    subjectId: 'human-anatomy-and-physiology',
    definition:
      'The heart is a muscular organ that pumps blood around the body through the blood vessels. ' +
      'In humans it has four chambers, two atria and two ventricles, and it sends blood to the ' +
      'lungs to pick up oxygen and then out to the rest of the body.',
  },
  {
    term: 'microbe',
    aliases: ['microbes', 'microorganism', 'microorganisms'],
    subjectId: 'microbiology',
    definition:
      'A microbe, or microorganism, is a living thing too small to be seen with the naked eye, ' +
      'such as a bacterium or many fungi and protists. Microbes live almost everywhere, and ' +
      'while a few cause disease, most are harmless or essential to processes such as digestion ' +
      'and decay.',
  },
  {
    term: 'bacterium',
    aliases: ['bacteria'],
    subjectId: 'microbiology',
    definition:
      'A bacterium is a single-celled microorganism whose cell has no nucleus, its DNA lying ' +
      'free inside the cell. Bacteria live in soil, water and inside other organisms, and while ' +
      'most are harmless or useful, some cause diseases such as tuberculosis and cholera.',
  },
  {
    term: 'virus',
    aliases: ['viruses'],
    subjectId: 'microbiology',
    definition:
      'A virus is a tiny infectious agent, made of genetic material inside a protein coat, that ' +
      'can reproduce only inside the cells of a living host. Viruses cause diseases such as ' +
      'influenza, measles and COVID-19, and antibiotics do not work against them.',
  },
  {
    term: 'vaccine',
    aliases: ['vaccines', 'vaccination'],
    subjectId: 'microbiology',
    definition:
      'A vaccine is a preparation that trains the immune system to recognize and fight a ' +
      'particular disease-causing organism without causing the disease itself. It usually ' +
      'contains a weakened or inactivated form of the microbe, a part of it, or instructions for ' +
      'making such a part.',
  },
  {
    term: 'antibiotic',
    aliases: ['antibiotics'],
    subjectId: 'microbiology',
    definition:
      'An antibiotic is a medicine that kills bacteria or stops them from multiplying, used to ' +
      'treat bacterial infections. Antibiotics do not work against viruses, and their overuse ' +
      'has encouraged antibiotic resistance, in which bacteria evolve to survive the drugs.',
  },
  {
    term: 'immune system',
    subjectId: 'microbiology',
    definition:
      'The immune system is the network of cells, tissues and organs that defends the body ' +
      'against infections and other threats. It combines innate defenses, which respond quickly ' +
      'to any invader, with adaptive defenses such as antibodies, which recognize specific ' +
      'microbes and remember them.',
  },
  {
    term: 'penicillin',
    subjectId: 'microbiology',
    definition:
      'Penicillin is a group of antibiotics originally obtained from Penicillium molds, and the ' +
      'first antibiotic to be widely used. Alexander Fleming discovered its effect on bacteria ' +
      'in 1928, and its mass production in the 1940s transformed the treatment of bacterial ' +
      'infections.',
  },
];
