import type { KeyTerm } from './key-term';

export const PHILOSOPHY_AND_PSYCHOLOGY_TERMS: readonly KeyTerm[] = [
  {
    term: 'philosophy',
    subjectId: 'introduction-to-philosophy',
    definition:
      'Philosophy is the study of fundamental questions about existence, knowledge, values, ' +
      'reason, mind and language, through careful argument. Its main branches include ' +
      'metaphysics, epistemology, ethics and logic.',
  },
  {
    term: 'epistemology',
    subjectId: 'introduction-to-philosophy',
    definition:
      'Epistemology is the branch of philosophy that studies knowledge: what it is, how it is ' +
      'gained and how far beliefs can be justified. It asks, for example, whether knowledge ' +
      'comes from reason or from experience.',
  },
  {
    term: 'metaphysics',
    subjectId: 'introduction-to-philosophy',
    definition:
      'Metaphysics is the branch of philosophy that studies the fundamental nature of reality, ' +
      'including existence, time, causation, identity and the relation between mind and matter. ' +
      'It asks what kinds of things ultimately exist.',
  },
  {
    term: 'free will',
    subjectId: 'introduction-to-philosophy',
    definition:
      'Free will is the capacity of people to choose their actions themselves rather than having ' +
      'them fixed by prior causes. Philosophers debate whether free will is compatible with ' +
      'determinism, the view that every event is caused by earlier events.',
  },
  {
    term: 'existentialism',
    subjectId: 'introduction-to-philosophy',
    definition:
      'Existentialism is a philosophical movement that stresses individual existence, freedom ' +
      'and choice, holding that people create the meaning of their own lives. It is associated ' +
      'with Søren Kierkegaard, Jean-Paul Sartre, Simone de Beauvoir and Albert Camus.',
  },
  {
    term: 'Socrates',
    subjectId: 'introduction-to-philosophy',
    definition:
      'Socrates was an ancient Greek philosopher of Athens, regarded as one of the founders of ' +
      'Western philosophy. He wrote nothing himself and is known through the dialogues of his ' +
      'student Plato, which show his method of questioning; he was sentenced to death in 399 ' +
      'BCE.',
  },
  {
    term: 'logic',
    subjectId: 'logic-and-critical-thinking',
    definition:
      'Logic is the study of correct reasoning, setting out the principles by which conclusions ' +
      'follow from premises. It is a branch of both philosophy and mathematics, and formal logic ' +
      'represents arguments with symbols.',
  },
  {
    term: 'critical thinking',
    subjectId: 'logic-and-critical-thinking',
    definition:
      'Critical thinking is the careful, reasoned evaluation of claims, arguments and evidence ' +
      'before accepting a belief or making a decision. It involves questioning assumptions, ' +
      'checking sources and recognizing bias and faulty reasoning.',
  },
  {
    term: 'fallacy',
    aliases: ['fallacies', 'logical fallacy', 'logical fallacies'],
    subjectId: 'logic-and-critical-thinking',
    definition:
      'A fallacy is an error in reasoning that makes an argument invalid or unconvincing, even ' +
      'if it seems persuasive. Common examples include the straw man, the ad hominem attack on ' +
      'the person and the false dilemma.',
  },
  {
    term: 'truth table',
    aliases: ['truth tables'],
    subjectId: 'logic-and-critical-thinking',
    definition:
      'A truth table is a table used in logic to show the truth value of a compound statement ' +
      'for every possible combination of truth values of its parts. It is used to define ' +
      'connectives such as and, or and not, and to test whether arguments are valid.',
  },
  {
    term: 'argument',
    aliases: ['arguments'],
    subjectId: 'logic-and-critical-thinking',
    definition:
      'An argument, in logic, is a set of statements in which some, the premises, are offered as ' +
      'reasons to accept another, the conclusion. A valid deductive argument is one in which the ' +
      'conclusion must be true if the premises are true.',
  },
  {
    term: 'psychology',
    subjectId: 'introduction-to-psychology',
    definition:
      'Psychology is the scientific study of the mind and behavior. It covers perception, ' +
      'memory, emotion, personality, development and mental disorders, and it uses experiments, ' +
      'observation and clinical practice.',
  },
  {
    term: 'memory',
    subjectId: 'introduction-to-psychology',
    definition:
      'Memory is the ability of the mind to encode, store and later retrieve information and ' +
      'experiences. Psychologists distinguish short-term or working memory, which holds a little ' +
      'information briefly, from long-term memory, which can last a lifetime.',
  },
  {
    term: 'perception',
    subjectId: 'introduction-to-psychology',
    definition:
      'Perception is the process by which the brain organizes and interprets information from ' +
      'the senses to understand the world. It is shaped by expectations and experience, which is ' +
      'why optical illusions can fool it.',
  },
  {
    term: 'personality',
    subjectId: 'introduction-to-psychology',
    definition:
      'Personality is the set of characteristic patterns of thinking, feeling and behaving that ' +
      'make each person distinct. A widely used model describes it with the Big Five traits, ' +
      'openness, conscientiousness, extraversion, agreeableness and neuroticism.',
  },
  {
    term: 'emotion',
    aliases: ['emotions'],
    subjectId: 'introduction-to-psychology',
    definition:
      'An emotion is a complex reaction to an event, combining a subjective feeling, bodily ' +
      'changes and an urge to act in a certain way. Basic emotions such as happiness, sadness, ' +
      'fear, anger, surprise and disgust are recognized across cultures.',
  },
  {
    term: 'Sigmund Freud',
    aliases: ['Freud'],
    subjectId: 'introduction-to-psychology',
    definition:
      'Sigmund Freud was an Austrian neurologist who founded psychoanalysis, a theory and ' +
      'therapy centered on unconscious mental processes. His ideas on the unconscious, dreams ' +
      'and defense mechanisms have been influential, though many are disputed today.',
  },
  {
    term: 'ethics',
    aliases: ['moral philosophy'],
    subjectId: 'ethics',
    definition:
      'Ethics is the branch of philosophy that studies right and wrong, good and bad, and how ' +
      'people ought to live and act. Its major theories include utilitarianism, deontology and ' +
      'virtue ethics.',
  },
  {
    term: 'utilitarianism',
    subjectId: 'ethics',
    definition:
      'Utilitarianism is the ethical theory that the right action is the one that produces the ' +
      'greatest overall happiness or wellbeing for everyone affected. It was developed by Jeremy ' +
      'Bentham and John Stuart Mill.',
  },
  {
    term: 'virtue ethics',
    subjectId: 'ethics',
    definition:
      'Virtue ethics is an approach to ethics that focuses on the character of the person acting ' +
      'rather than on rules or consequences. Following Aristotle, it holds that a good life ' +
      'comes from developing virtues such as courage, honesty and justice.',
  },
  {
    term: 'morality',
    aliases: ['morals'],
    subjectId: 'ethics',
    definition:
      'Morality is the set of principles that people use to distinguish right from wrong ' +
      'behavior, often shaped by culture, religion and reasoning. Ethics is the study of it.',
  },
  {
    term: 'child development',
    subjectId: 'developmental-psychology',
    definition:
      'Child development is the process of physical, cognitive, emotional and social change from ' +
      'birth to the end of adolescence. Jean Piaget described it as a series of stages in which ' +
      "children's thinking becomes more abstract.",
  },
  {
    term: 'attachment',
    aliases: ['attachment theory'],
    subjectId: 'developmental-psychology',
    definition:
      'Attachment is the deep emotional bond between a child and a caregiver. Attachment theory, ' +
      'developed by John Bowlby, holds that secure early attachment shapes later relationships ' +
      'and wellbeing.',
  },
  {
    term: 'adolescence',
    subjectId: 'developmental-psychology',
    definition:
      'Adolescence is the stage of development between childhood and adulthood, roughly from ' +
      'puberty to the late teens or early twenties. It brings major physical, emotional and ' +
      'social changes as young people form their identity.',
  },
  {
    term: 'cognitive science',
    subjectId: 'cognitive-science',
    definition:
      'Cognitive science is the study of the mind and its processes, combining psychology, ' +
      'neuroscience, linguistics, philosophy, computer science and anthropology. It studies how ' +
      'people perceive, think, learn, remember and use language.',
  },
  {
    term: 'neuroscience',
    subjectId: 'cognitive-science',
    definition:
      'Neuroscience is the scientific study of the nervous system, especially the brain, from ' +
      'molecules and neurons to behavior and thought. It uses methods such as brain imaging, ' +
      'recordings of neurons and studies of brain injury.',
  },
  {
    term: 'consciousness',
    subjectId: 'cognitive-science',
    definition:
      'Consciousness is awareness of oneself and of the world, including sensations, thoughts ' +
      'and feelings. How it arises from the physical activity of the brain remains one of the ' +
      'great open questions in science and philosophy.',
  },
  {
    term: 'cognition',
    subjectId: 'cognitive-science',
    definition:
      'Cognition is the set of mental processes by which people acquire knowledge and ' +
      'understanding, including attention, perception, memory, reasoning, language and problem ' +
      'solving. Cognitive psychology studies it through experiments.',
  },
];
