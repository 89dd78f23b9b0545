import type { KeyTerm } from './key-term';

export const LANGUAGES_TERMS: readonly KeyTerm[] = [
  {
    term: 'Spanish',
    aliases: ['Spanish language', 'Castilian'],
    subjectId: 'spanish-for-beginners',
    definition:
      'Spanish is a Romance language that developed from Latin in the Iberian Peninsula and is ' +
      'now spoken by hundreds of millions of people in Spain and the Americas. It is the ' +
      'official language of about twenty countries.',
  },
  {
    term: 'verb conjugation',
    aliases: ['conjugation'],
    subjectId: 'spanish-for-beginners',
    definition:
      'Verb conjugation is the changing of the form of a verb to show person, number, tense and ' +
      'mood. In Spanish, for example, hablar, to speak, becomes hablo for I speak and hablamos ' +
      'for we speak.',
  },
  {
    term: 'French',
    aliases: ['French language'],
    subjectId: 'french-for-beginners',
    definition:
      'French is a Romance language that developed from Latin in the area of present-day France ' +
      'and is spoken across Europe, Africa, the Americas and elsewhere. It is an official ' +
      'language of many countries and international bodies, including the United Nations.',
  },
  {
    term: 'French pronunciation',
    subjectId: 'french-for-beginners',
    definition:
      'French pronunciation is the system of sounds of French, known for its nasal vowels, its ' +
      'rounded front vowels and a throaty r sound. Many final consonants are silent, and liaison ' +
      'links a final consonant to a following word that begins with a vowel.',
  },
  {
    term: 'German',
    aliases: ['German language'],
    subjectId: 'german-for-beginners',
    definition:
      'German is a West Germanic language spoken mainly in Germany, Austria, Switzerland, ' +
      'Liechtenstein and Luxembourg. It has three grammatical genders, capitalizes all nouns and ' +
      'marks the roles of nouns with four cases.',
  },
  {
    term: 'German cases',
    aliases: ['grammatical case', 'grammatical cases'],
    subjectId: 'german-for-beginners',
    definition:
      'The German cases are the four grammatical forms, nominative, accusative, dative and ' +
      'genitive, that show the role of a noun in a sentence. Articles, adjectives and pronouns ' +
      'change their endings to match the case.',
  },
  {
    term: 'grammar',
    aliases: ['English grammar'],
    subjectId: 'english-grammar-and-usage',
    definition:
      'Grammar is the set of rules that govern how words change form and combine into phrases ' +
      'and sentences in a language. English grammar covers parts of speech, tenses, sentence ' +
      'structure and agreement between subjects and verbs.',
  },
  {
    term: 'punctuation',
    subjectId: 'english-grammar-and-usage',
    definition:
      'Punctuation is the system of marks, such as periods, commas, question marks, colons and ' +
      'apostrophes, used in writing to separate sentences and clarify meaning. Correct ' +
      'punctuation shows where ideas begin and end and how they relate.',
  },
  {
    term: 'tense',
    aliases: ['tenses', 'verb tense'],
    subjectId: 'english-grammar-and-usage',
    definition:
      'A tense is a form of a verb that shows when an action or state takes place, in the past, ' +
      'present or future. English combines tense with aspect to form structures such as the ' +
      'present perfect, I have eaten, and the past continuous, I was eating.',
  },
  {
    term: 'sentence structure',
    subjectId: 'english-grammar-and-usage',
    definition:
      'Sentence structure is the way words, phrases and clauses are arranged to form a sentence. ' +
      'English sentences usually follow subject, verb, object order and can be simple, compound ' +
      'or complex, depending on how many clauses they contain.',
  },
  {
    term: 'Japanese',
    aliases: ['Japanese language'],
    subjectId: 'japanese',
    definition:
      'Japanese is the language of Japan, spoken by well over a hundred million people. It is ' +
      'written with three scripts, hiragana, katakana and kanji, and its sentences usually put ' +
      'the verb at the end.',
  },
  {
    term: 'hiragana',
    subjectId: 'japanese',
    definition:
      'Hiragana is a Japanese syllabic script of 46 basic characters, each standing for a ' +
      'syllable. It is used for native words, grammatical endings and particles, and it is ' +
      'usually the first script learners master.',
  },
  {
    term: 'katakana',
    subjectId: 'japanese',
    definition:
      'Katakana is a Japanese syllabic script that represents the same sounds as hiragana with ' +
      'more angular characters. It is used mainly for foreign loanwords, foreign names and ' +
      'emphasis.',
  },
  {
    term: 'kanji',
    subjectId: 'japanese',
    definition:
      'Kanji are the Chinese characters used in written Japanese, each representing a meaning as ' +
      'well as one or more readings. About two thousand are in regular everyday use.',
  },
  {
    term: 'linguistics',
    subjectId: 'linguistics-and-phonetics',
    definition:
      'Linguistics is the scientific study of language, including its sounds, structure, meaning ' +
      'and use, and how languages change over time. Its main branches include phonetics, ' +
      'phonology, morphology, syntax, semantics and pragmatics.',
  },
  {
    term: 'phonetics',
    subjectId: 'linguistics-and-phonetics',
    definition:
      'Phonetics is the branch of linguistics that studies the sounds of human speech, how they ' +
      'are produced, transmitted and perceived. Phoneticians transcribe sounds with the ' +
      'International Phonetic Alphabet.',
  },
  {
    term: 'syntax',
    subjectId: 'linguistics-and-phonetics',
    definition:
      'Syntax is the branch of linguistics that studies how words combine into phrases and ' +
      'sentences, and the set of rules that govern this in a language. It explains, for example, ' +
      'why word order changes meaning in English.',
  },
  {
    term: 'semantics',
    subjectId: 'linguistics-and-phonetics',
    definition:
      'Semantics is the branch of linguistics and logic that studies meaning in language, of ' +
      'words, phrases and sentences. It examines how meaning is built from parts and how words ' +
      'relate, for example as synonyms or opposites.',
  },
  {
    term: 'morphology',
    subjectId: 'linguistics-and-phonetics',
    definition:
      'Morphology is the branch of linguistics that studies the internal structure of words and ' +
      'how they are formed from smaller units of meaning called morphemes. For example, ' +
      'unhappiness is built from un, happy and ness.',
  },
  {
    term: 'language family',
    aliases: ['language families'],
    subjectId: 'linguistics-and-phonetics',
    definition:
      'A language family is a group of languages that descend from a common ancestral language. ' +
      'Indo-European, which includes English, Spanish, Hindi and Russian, is the largest by ' +
      'number of speakers.',
  },
];
