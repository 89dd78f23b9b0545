import type { KeyTerm } from './key-term';

export const LITERATURE_AND_WRITING_TERMS: readonly KeyTerm[] = [
  {
    term: 'literature',
    subjectId: 'classic-literature',
    definition:
      'Literature is written work valued for its artistic or intellectual qualities, including ' +
      'novels, poetry, drama and short stories. It explores human experience through language, ' +
      'and its study looks at form, themes, context and meaning.',
  },
  {
    term: 'novel',
    aliases: ['novels', 'classic novel', 'classic novels'],
    subjectId: 'classic-literature',
    definition:
      'A novel is a long work of fictional prose that tells a story through characters, plot and ' +
      'setting. The form rose to prominence in the eighteenth century, and classic novels ' +
      'include Pride and Prejudice, Moby-Dick and War and Peace.',
  },
  {
    term: 'literary analysis',
    subjectId: 'classic-literature',
    definition:
      'Literary analysis is the close examination of a literary work to understand how its ' +
      'parts, such as theme, character, structure, imagery and language, create meaning. It ' +
      'supports an interpretation with evidence drawn from the text.',
  },
  {
    term: 'short story',
    aliases: ['short stories'],
    subjectId: 'classic-literature',
    definition:
      'A short story is a brief work of prose fiction that can usually be read in one sitting ' +
      'and focuses on a single incident, character or effect. Masters of the form include Edgar ' +
      'Allan Poe, Anton Chekhov and Alice Munro.',
  },
  {
    term: 'poetry',
    aliases: ['poem', 'poems'],
    subjectId: 'poetry',
    definition:
      'Poetry is literature that uses the sound, rhythm and imagery of language, often arranged ' +
      'in lines and stanzas, to express ideas and feelings with intensity. Poems may follow ' +
      'fixed forms with rhyme and meter or be written in free verse.',
  },
  {
    term: 'meter',
    aliases: ['metre', 'poetic meter'],
    subjectId: 'poetry',
    definition:
      'Meter is the regular pattern of stressed and unstressed syllables in a line of poetry. It ' +
      'is described by the type of foot and the number per line, as in iambic pentameter, five ' +
      'iambs of an unstressed then stressed syllable.',
  },
  {
    term: 'imagery',
    subjectId: 'poetry',
    definition:
      'Imagery is language in a literary work that appeals to the senses, creating pictures of ' +
      'sights, sounds, smells, tastes and textures in the mind of the reader. Writers use it, ' +
      'often through metaphor and simile, to convey mood and meaning.',
  },
  {
    term: 'poetic form',
    aliases: ['poetic forms'],
    subjectId: 'poetry',
    definition:
      'A poetic form is a set pattern of lines, rhyme and meter that a poem follows, such as the ' +
      'sonnet, haiku, limerick or villanelle. Free verse, by contrast, follows no fixed pattern.',
  },
  {
    term: 'William Shakespeare',
    aliases: ['Shakespeare'],
    subjectId: 'shakespeare',
    definition:
      'William Shakespeare was an English playwright and poet, born in 1564 and died in 1616, ' +
      'widely regarded as the greatest writer in the English language. He wrote about 39 plays, ' +
      'including tragedies, comedies and histories, as well as 154 sonnets.',
  },
  {
    term: 'Hamlet',
    subjectId: 'shakespeare',
    definition:
      'Hamlet is a tragedy by William Shakespeare about a prince of Denmark who seeks revenge on ' +
      'his uncle, who murdered his father and married his mother. It explores doubt, madness and ' +
      'mortality and includes the soliloquy that begins To be, or not to be.',
  },
  {
    term: 'Macbeth',
    subjectId: 'shakespeare',
    definition:
      'Macbeth is a tragedy by William Shakespeare about a Scottish general who, spurred by a ' +
      'prophecy of three witches and by his wife, murders the king to take the throne. His ' +
      'ambition and guilt lead to tyranny and his downfall.',
  },
  {
    term: 'Romeo and Juliet',
    subjectId: 'shakespeare',
    definition:
      'Romeo and Juliet is a tragedy by William Shakespeare about two young lovers from feuding ' +
      'families in Verona. Their secret marriage and a chain of misunderstandings end in the ' +
      'death of both, which finally reconciles their families.',
  },
  {
    term: 'sonnet',
    aliases: ['sonnets'],
    subjectId: 'shakespeare',
    definition:
      'A sonnet is a poem of fourteen lines with a set rhyme scheme, usually written in iambic ' +
      'pentameter. The Shakespearean sonnet consists of three quatrains and a closing couplet, ' +
      'while the Italian sonnet divides into an octave and a sestet.',
  },
  {
    term: 'Elizabethan theatre',
    aliases: ['Elizabethan theater', 'Globe Theatre'],
    subjectId: 'shakespeare',
    definition:
      'Elizabethan theatre is the drama of England during the reign of Elizabeth I, from 1558 to ' +
      '1603, including the plays of Shakespeare and Christopher Marlowe. Plays were staged in ' +
      'open-air playhouses such as the Globe Theatre, with all roles played by men and boys.',
  },
  {
    term: 'essay',
    aliases: ['essays', 'essay writing'],
    subjectId: 'academic-writing',
    definition:
      'An essay is a short piece of nonfiction writing that presents and supports an argument or ' +
      'analysis on a particular subject. An academic essay usually has an introduction with a ' +
      'thesis statement, body paragraphs with evidence and a conclusion.',
  },
  {
    term: 'thesis statement',
    aliases: ['thesis statements'],
    subjectId: 'academic-writing',
    definition:
      'A thesis statement is a sentence, usually near the end of the introduction, that states ' +
      'the main argument or claim of an essay or paper. The rest of the writing supports it with ' +
      'reasons and evidence.',
  },
  {
    term: 'citation',
    aliases: ['citations', 'referencing'],
    subjectId: 'academic-writing',
    definition:
      'A citation is a reference in a piece of writing to the source of a quotation, idea or ' +
      'piece of information. Citations follow styles such as APA, MLA or Chicago, give credit to ' +
      'other authors and let readers find the sources.',
  },
  {
    term: 'research paper',
    aliases: ['research papers'],
    subjectId: 'academic-writing',
    definition:
      'A research paper is an extended piece of academic writing that presents an argument or ' +
      'findings based on investigation of a topic and on published sources. It cites its sources ' +
      'and often follows a set structure.',
  },
  {
    term: 'technical writing',
    subjectId: 'technical-writing',
    definition:
      'Technical writing is the practice of explaining complex or specialized information ' +
      'clearly so that readers can understand it or carry out a task. It includes manuals, user ' +
      'guides, documentation, reports and instructions.',
  },
  {
    term: 'documentation',
    aliases: ['software documentation'],
    subjectId: 'technical-writing',
    definition:
      'Documentation is written material that explains how a product, system or piece of ' +
      'software works and how to use, install or maintain it. It includes user guides, reference ' +
      'manuals, tutorials and comments within code.',
  },
  {
    term: 'plain language',
    aliases: ['plain English'],
    subjectId: 'technical-writing',
    definition:
      'Plain language is writing that the intended readers can understand the first time they ' +
      'read it, using familiar words, short sentences and a clear structure. Many governments ' +
      'require it in public documents.',
  },
  {
    term: 'literary criticism',
    aliases: ['literary theory'],
    subjectId: 'literary-theory',
    definition:
      'Literary criticism is the study, evaluation and interpretation of literature. Literary ' +
      'theory provides its frameworks, such as formalism, structuralism, feminism and ' +
      'psychoanalytic criticism, each asking different questions of a text.',
  },
  {
    term: 'formalism',
    aliases: ['New Criticism'],
    subjectId: 'literary-theory',
    definition:
      'Formalism is an approach to literary criticism that focuses on the form of a text, such ' +
      'as its structure, language, imagery and style, rather than on its author or historical ' +
      'context. It was developed by Russian Formalists and, in a related form, by the American ' +
      'New Critics.',
  },
  {
    term: 'structuralism',
    subjectId: 'literary-theory',
    definition:
      'Structuralism is an intellectual movement that analyzes language, literature and culture ' +
      'as systems of signs whose meanings come from their relations to one another. It drew on ' +
      'the linguistics of Ferdinand de Saussure and flourished in the 1950s and 1960s.',
  },
  {
    term: 'psychoanalytic criticism',
    aliases: ['psychoanalytic literary criticism'],
    subjectId: 'literary-theory',
    definition:
      'Psychoanalytic criticism is an approach to literature that uses the theories of Sigmund ' +
      'Freud and his successors to interpret texts. It looks for unconscious desires, fears and ' +
      'conflicts in characters, authors and readers.',
  },
];
