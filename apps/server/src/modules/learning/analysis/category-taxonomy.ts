import type { LearningCategory } from '@polymath/shared';

/** A cue list written as comma-separated text, so the data stays compact and readable. */
function cues(text: string): readonly string[] {
  return text
    .split(',')
    .map((cue) => cue.trim())
    .filter((cue) => cue.length > 0);
}

/**
 * Our category taxonomy: cue words and phrases that file a topic under one of LEARNING_CATEGORIES.
 * Words are matched against a topic's words (and, failing that, the whole message's); phrases of
 * several words are also recognised as topics on their own ("machine learning", "compound
 * interest"), which the part-of-speech tagger tends to split.
 */
export const CATEGORY_CUES: Record<LearningCategory, readonly string[]> = {
  'Computer Science': cues(`
    programming, program, code, coding, software, computer, javascript, typescript, python, java,
    rust, golang, c++, c#, kotlin, swift, ruby, php, react, vue, angular, node.js, nodejs, html,
    css, sql, postgresql, mysql, database, query, api, server, web server, closure, recursion,
    algorithm, data structure, linked list, hash table, binary tree, graph algorithm, sorting,
    quicksort, mergesort, compiler, interpreter, variable, array, object-oriented programming,
    git, docker, kubernetes, linux, operating system, network, http, tcp, encryption,
    cybersecurity, machine learning, deep learning, neural network, artificial intelligence,
    async, promise, useeffect, hook, component, framework, debugging, bug, cloud, microservice,
    time complexity, big o, concurrency, thread, mutex, memory leak, garbage collection, regex,
    regular expression, frontend, backend, web development, app, index
  `),
  Mathematics: cues(`
    math, mathematics, algebra, linear algebra, calculus, derivative, integral, equation,
    quadratic equation, geometry, trigonometry, probability, statistics, matrix, vector,
    eigenvalue, theorem, pythagorean theorem, proof, prime number, fraction, logarithm, exponent,
    polynomial, limit, standard deviation, mean, median, percentage, arithmetic, number theory,
    set theory, differential equation
  `),
  Physics: cues(`
    physics, quantum, quantum mechanics, quantum entanglement, relativity, general relativity,
    special relativity, gravity, force, energy, momentum, electromagnetism, magnetism,
    electricity, thermodynamics, entropy, particle, optics, light, wave, velocity, acceleration,
    mechanics, newton, friction, circuit, voltage, nuclear fission, nuclear fusion,
    string theory, photon
  `),
  Chemistry: cues(`
    chemistry, chemical, molecule, chemical reaction, reaction, chemical bond, covalent bond,
    ionic bond, acid, ph, element, periodic table, compound, organic chemistry, oxidation,
    catalyst, titration, polymer, mole, isotope, electron, valence, stoichiometry, solution,
    redox
  `),
  Biology: cues(`
    biology, cell, dna, rna, gene, genetics, evolution, natural selection, photosynthesis, plant,
    animal, protein, enzyme, mitosis, meiosis, ecosystem, species, bacteria, organism,
    mitochondria, chromosome, cell division, cellular respiration, microbiology, ecology, crispr,
    biodiversity
  `),
  'Earth and Space': cues(`
    planet, star, galaxy, universe, astronomy, black hole, event horizon, solar system, sun,
    moon, earthquake, volcano, climate, climate change, weather, geology, rock, plate tectonics,
    ocean, atmosphere, space, mars, orbit, big bang, supernova, nebula, telescope,
    greenhouse effect, tide, eclipse
  `),
  History: cues(`
    history, war, world war, world war i, world war ii, cold war, civil war, revolution,
    french revolution, industrial revolution, american revolution, empire, roman empire, ancient,
    medieval, middle ages, civilization, dynasty, renaissance, egypt, pharaoh, colonialism,
    independence, monarchy, century, napoleon, napoleon bonaparte, treaty, treaty of versailles,
    holocaust, byzantine empire, ottoman empire, crusade, feudalism
  `),
  Geography: cues(`
    geography, country, capital, continent, map, river, mountain, population, city, border,
    region, desert, latitude, longitude, amazon river, sahara, time zone, island, peninsula,
    rainforest
  `),
  'Economics and Finance': cues(`
    economics, economy, inflation, interest rate, compound interest, interest, stock,
    stock market, investing, investment, index fund, finance, money, budget, budgeting, tax, gdp,
    market, supply and demand, supply, demand, bank, central bank, loan, mortgage,
    cryptocurrency, bitcoin, retirement, retirement saving, saving, recession, monetary policy,
    fiscal policy, dividend, credit score, debt
  `),
  Business: cues(`
    business, marketing, management, startup, entrepreneurship, sales, strategy, business plan,
    leadership, customer, product management, brand, branding, accounting, project management,
    negotiation, hiring, team, revenue, profit, business model, pricing, agile, scrum, okr
  `),
  Languages: cues(`
    language, spanish, french, german, japanese, chinese, mandarin, italian, korean, portuguese,
    arabic, grammar, vocabulary, verb, regular verb, noun, pronunciation, conjugation, tense,
    past tense, subjunctive, translation, kanji, hiragana, accent, fluency
  `),
  'Literature and Writing': cues(`
    literature, novel, poem, poetry, shakespeare, writing, essay, author, story, short story,
    fiction, character, plot, metaphor, narrative, book, sonnet, hamlet, creative writing,
    thesis statement, paragraph, rhetoric, theme
  `),
  'Arts and Music': cues(`
    art, painting, music, guitar, piano, chord, melody, song, drawing, sculpture, photography,
    design, color theory, harmony, rhythm, jazz, composer, music theory, film, cinema,
    perspective, impressionism, scale, violin
  `),
  'Health and Medicine': cues(`
    health, medicine, disease, symptom, diabetes, heart, blood, blood pressure, vaccine, virus,
    immune system, nutrition, diet, exercise, sleep, anatomy, cancer, mental health, vitamin,
    protein intake, cholesterol, antibiotic, infection, muscle, first aid, calorie
  `),
  'Philosophy and Psychology': cues(`
    philosophy, ethics, morality, psychology, mind, consciousness, cognition, cognitive bias,
    bias, stoicism, existentialism, plato, aristotle, kant, nietzsche, logic, emotion, behavior,
    behaviour, memory, motivation, anxiety, free will, epistemology, categorical imperative,
    utilitarianism, habit, procrastination, personality
  `),
};
