import { describe, expect, it } from 'vitest';
import type { PolymathCallContext, PolymathSource } from '../../adapters/ai/polymath-context';
import { fallbackSkill } from './fallback';
import {
  DANUBE,
  HIGGS_BOSON,
  MARIE_CURIE,
  PHOTOSYNTHESIS,
  WAGGLE_DANCE,
} from '../../../test/fixtures/wikipedia/wikipedia-articles';
import { extractAnswer, knowledgeSkill } from './knowledge';

function source(title: string, content: string): PolymathSource {
  return {
    title,
    content,
    excerpt: content.slice(0, 150),
    reliability: 0.9,
    sourceUrl: `https://en.wikipedia.org/wiki/${title}`,
  };
}

const photosynthesis = source(
  'Photosynthesis',
  'Photosynthesis is a process used by plants to convert light energy into chemical energy. ' +
    'The word comes from Greek roots meaning light and putting together. ' +
    'Most plants, algae and cyanobacteria perform photosynthesis in their chloroplasts. ' +
    'Ancient Greek philosophers wrote about many subjects.',
);
const chlorophyll = source(
  'Chlorophyll',
  'Chlorophyll is a green pigment found in plants. It absorbs light most strongly in the blue part of the spectrum. ' +
    'During photosynthesis, chlorophyll captures the energy of light.',
);
const football = source(
  'Football',
  'Football is a family of team sports that involve kicking a ball.',
);

describe('knowledge skill', () => {
  it('answers from the most relevant sentences with citations in source order', () => {
    const answer = extractAnswer('What is photosynthesis?', [photosynthesis, chlorophyll])!.text;
    expect(answer.startsWith('Photosynthesis is a process used by plants')).toBe(true);
    expect(answer).toContain('chemical energy [1].');
    expect(answer).toContain(
      'During photosynthesis, chlorophyll captures the energy of light [2].',
    );
    expect(answer.split(/\[\d\]\./).length - 1).toBeLessThanOrEqual(4);
  });

  it('never includes sentences unrelated to the question', () => {
    const answer = extractAnswer('What is photosynthesis?', [
      photosynthesis,
      chlorophyll,
      football,
    ])!.text;
    expect(answer).not.toContain('Ancient Greek philosophers');
    expect(answer).not.toContain('Football');
    expect(answer).not.toContain('[3]');
  });

  it('does not repeat a fact that several sources give in other words', () => {
    const first = source(
      'Trenches',
      'The Mariana Trench reaches a maximum depth of about 10,935 metres at the Challenger Deep.',
    );
    const second = source(
      'Challenger Deep',
      'At the Challenger Deep, the Mariana Trench reaches a depth of about 10,935 metres. ' +
        'The first people to reach its bottom did so in 1960, in the bathyscaphe Trieste.',
    );
    const answer = extractAnswer('How deep is the Mariana Trench?', [first, second])!.text;
    expect(answer.match(/10,935 metres/g)).toHaveLength(1);
  });

  it('returns nothing when no source is about the question', () => {
    expect(extractAnswer('Who won the 1998 World Cup final?', [photosynthesis])).toBeNull();
    expect(
      knowledgeSkill.answer({ question: 'What is photosynthesis?', context: { sources: [] } }),
    ).toBeNull();
  });

  it('does not answer from one coincidental shared word', () => {
    expect(
      extractAnswer('How do plants grow in the desert at night?', [football, chlorophyll]),
    ).toBeNull();
  });
});

const kilimanjaro = source(
  'Mount Kilimanjaro',
  'Mount Kilimanjaro is a dormant volcano in Tanzania. It has three volcanic cones: Kibo, Mawenzi and Shira. ' +
    'Its elevation of 5,895 metres above sea level makes it the highest mountain in Africa.',
);
const rosetta = source(
  'Rosetta Stone',
  'The Rosetta Stone is a stele of granodiorite inscribed with a decree issued in 196 BC. ' +
    'It has been on public display at the British Museum since 1802.',
);
const python = source(
  'Python (programming language)',
  'Python is a high-level, general-purpose programming language. It was created by Guido van Rossum and first released in 1991.',
);

describe('knowledge skill: the sentence that answers', () => {
  it.each([
    ['How tall is Mount Kilimanjaro?', kilimanjaro, 'Its elevation of 5,895 metres'],
    [
      'Where is Mount Kilimanjaro?',
      kilimanjaro,
      'Mount Kilimanjaro is a dormant volcano in Tanzania',
    ],
    ['Who created Python?', python, 'It was created by Guido van Rossum'],
    [
      'When was Python first released?',
      python,
      'It was created by Guido van Rossum and first released in 1991',
    ],
    ['What is the Rosetta Stone?', rosetta, 'The Rosetta Stone is a stele'],
  ])('leads "%s" with the sentence that answers it, and reports it', (question, article, lead) => {
    const reply = extractAnswer(question, [article])!;
    expect(reply.text.startsWith(lead)).toBe(true);
    expect(reply.citation).toEqual({
      sourceNumber: 1,
      sentence: expect.stringContaining(lead) as string,
      support: expect.any(Number) as number,
    });
    expect(reply.isUnanswered).toBe(false);
  });

  it.each([
    ['Who discovered the Rosetta Stone?', rosetta, 'who discovered the Rosetta Stone'],
    ['How tall is the Rosetta Stone?', rosetta, 'how tall the Rosetta Stone is'],
    [
      'When was Mount Kilimanjaro first climbed?',
      kilimanjaro,
      'when Mount Kilimanjaro was first climbed',
    ],
  ])(
    'says what the article on "%s" does not say, and marks it unanswered',
    (question, article, asked) => {
      const reply = extractAnswer(question, [article])!;
      expect(reply.text).toContain(
        `The article on ${article.title} doesn't say ${asked}; here is what it does say:`,
      );
      expect(reply.isUnanswered).toBe(true);
      expect(reply.citation?.sourceNumber).toBe(1);
    },
  );
});

describe('knowledge skill: what a fact question wants', () => {
  const lead = (question: string, content: string) =>
    extractAnswer(question, [source('Apollo program', content)])?.citation?.sentence;

  it('wants a year for "in what year", not any day of a month', () => {
    const content = 'The Apollo program was announced on August 30. It was made public in 1960.';
    expect(lead('In what year was the Apollo program announced?', content)).toMatch(/1960/);
  });

  it('takes a month for a time, not a place, in "where"', () => {
    const content =
      'The Apollo program was run in December and January. ' +
      'Its missions were flown from Houston.';
    expect(lead('Where was the Apollo program run?', content)).toMatch(/Houston/);
  });

  it('reads the deed of a passive question from its last word, not from a name', () => {
    const content =
      'The Apollo program was planned by engineers in Florida. ' +
      'The Apollo program was cancelled in 1970 after Apollo 17 was scheduled.';
    expect(lead('When was the Apollo program cancelled?', content)).toMatch(/cancelled in 1970/);
    expect(
      extractAnswer('What did the Apollo program send to Florida?', [
        source('Apollo program', content),
      ])?.isUnanswered,
    ).not.toBe(true);
  });
});

describe('knowledge skill: real encyclopedia text', () => {
  const article = (fixture: { title: string; extract: string }) =>
    source(fixture.title, fixture.extract);

  it.each([
    ['What is photosynthesis?', PHOTOSYNTHESIS, 'Photosynthesis is a system of biological'],
    ['Which sea does the Danube flow into?', DANUBE, 'before emptying into the Black Sea'],
    ['Which elements did Marie Curie discover?', MARIE_CURIE, 'polonium and radium'],
    [
      'What dance do honey bees use to tell others where food is?',
      WAGGLE_DANCE,
      'Waggle dance is a term used',
    ],
    // The sentence naming the place; the discovery is told in the sentence after it.
    ['Where was the Higgs boson discovered?', HIGGS_BOSON, "CERN's Large Hadron Collider"],
  ])('leads "%s" with the sentence that answers it', (question, fixture, lead) => {
    const reply = extractAnswer(question, [article(fixture)])!;
    expect(reply.isUnanswered).toBe(false);
    expect(reply.citation?.sentence).toContain(lead);
    expect(reply.text.indexOf(lead)).toBeLessThan(reply.citation!.sentence.length);
  });

  it('asks for a fact, not a definition, when "what is" asks about something in an article', () => {
    const reply = extractAnswer('What is the term for photosynthesis that releases oxygen?', [
      article(PHOTOSYNTHESIS),
    ])!;
    expect(reply.citation?.sentence).toMatch(/^The term photosynthesis usually refers to/);
  });

  it('reports how much of the question its leading sentence speaks to', () => {
    const support = (question: string, fixture: { title: string; extract: string }) =>
      extractAnswer(question, [article(fixture)])!.citation!.support!;
    expect(support('What is photosynthesis?', PHOTOSYNTHESIS)).toBe(1);
    // The sentence naming the place says nothing of a discovery: less sure.
    expect(support('Where was the Higgs boson discovered?', HIGGS_BOSON)).toBeLessThan(
      support('Which elements did Marie Curie discover?', MARIE_CURIE),
    );
  });

  it('reports no support for a definition of what the question names when it asks more', () => {
    const reply = extractAnswer('Why do plants need light energy for photosynthesis?', [
      photosynthesis,
    ])!;
    expect(reply.text).toMatch(/^Photosynthesis is a process used by plants/);
    expect(reply.citation?.support).toBe(0);
    // A message that is nothing but the name asks what it is, and the definition answers it.
    expect(extractAnswer('photosynthesis', [photosynthesis])!.citation?.support).toBe(1);
    expect(extractAnswer('What is photosynthesis?', [photosynthesis])!.citation?.support).toBe(1);
  });

  it('cites a quoted sentence once, without the citations it carried', () => {
    const note = source(
      'Research: photosynthesis',
      'Photosynthesis is a process used by plants to convert light energy into chemical energy [1]. Most life depends on it [2].',
    );
    const reply = extractAnswer('What is photosynthesis?', [note])!;
    expect(reply.text).toMatch(/^Photosynthesis is a process .* chemical energy \[1\]\./);
    expect(reply.text).not.toMatch(/\[\d\] \[\d\]/);
    expect(reply.text).not.toContain('[2]');
    // The source's own sentence, as written, is what its excerpt starts at.
    expect(reply.citation?.sentence).toContain('chemical energy [1].');
  });
});

describe('fallback skill', () => {
  const fallback = (question: string, context: PolymathCallContext) =>
    fallbackSkill.answer({ question, context }) as string;

  it('says writing needs a language model, in the user’s words', () => {
    const reply = fallback('Write me a poem', { sources: [] });
    expect(reply).toMatch(/^I can't write that: composing text needs a language model/);
    expect(reply).not.toMatch(/AI_BASE_URL|operator|SEARXNG/);
  });

  it('says whether the web could not be reached, found nothing, or is not available here', () => {
    const ready = { webSearch: 'ready', encyclopedia: true, news: true } as const;
    const unreachable: PolymathCallContext = {
      sources: [],
      capabilities: ready,
      lookup: { web: 'unreachable' },
    };
    expect(fallback('Who won?', unreachable)).toMatch(
      /^I can't reach the web from this server right now/,
    );
    expect(fallback('Who won?', unreachable)).toContain('list the latest news headlines');
    const searched: PolymathCallContext = {
      sources: [],
      capabilities: ready,
      lookup: { web: 'searched' },
    };
    expect(fallback('Who won?', searched)).toMatch(/^I searched the web but found nothing/);
    const offline = { webSearch: 'off', encyclopedia: false, news: false } as const;
    const reply = fallback('Who won?', { sources: [], capabilities: offline });
    expect(reply).toMatch(/^I can't reach the web from this server, and nothing I have offline/);
    expect(reply).not.toContain('news headlines');
    expect(reply).not.toMatch(/AI_BASE_URL|SEARXNG|operator/);
  });

  it('says the sources found do not answer the question', () => {
    const reply = fallbackSkill.answer({ question: 'Who won?', context: { sources: [football] } })!;
    expect(reply).toContain('none of them answers this question');
  });
});

describe('answers from the subjects directory', () => {
  const recursion: PolymathSource = {
    kind: 'directory',
    title: 'Data Structures and Algorithms (Computer Science)',
    content:
      'Recursion is a way of solving a problem in which a function calls itself on smaller instances of the same problem. ' +
      'Every recursive function needs a base case that stops the calls.',
    excerpt: 'Recursion is a way of solving a problem.',
    reliability: 0.8,
    sourceUrl: 'https://ocw.mit.edu/6-006',
    links: [
      { name: 'MIT 6.006 Introduction to Algorithms', url: 'https://ocw.mit.edu/6-006' },
      { name: 'Open Data Structures', url: 'https://opendatastructures.org/' },
    ],
  };
  const context = { sources: [recursion] };

  it('gives the definition, then where to learn the subject, with links', () => {
    const text = knowledgeSkill.answer({ question: 'Explain recursion', context });
    const reply = typeof text === 'string' ? text : text?.text;
    expect(reply).toMatch(/^Recursion is a way of solving a problem .* \[1\]\./);
    expect(reply).toContain(
      "To learn more, Polymath's subjects directory suggests for Data Structures and Algorithms (Computer Science):\n" +
        '- [MIT 6.006 Introduction to Algorithms](https://ocw.mit.edu/6-006)\n' +
        '- [Open Data Structures](https://opendatastructures.org/)',
    );
  });

  it('answers a long request that names the term the source was found by', () => {
    const reply = knowledgeSkill.answer({
      question: 'Explain recursion to me as if I were twelve years old',
      context,
    });
    expect(typeof reply === 'string' ? reply : reply?.text).toMatch(/^Recursion is/);
  });

  it('says it cannot write what it was asked to, before what it has on the subject', () => {
    const reply = knowledgeSkill.answer({ question: 'Write an essay about recursion', context });
    expect(typeof reply === 'string' ? reply : reply?.text).toMatch(
      /^Writing that needs a language model, which this server doesn't have, so here is what I can tell you about it:\n\nRecursion is/,
    );
    // Not the essay asked for: no confident badge, and the way to a model that would write it.
    expect(reply).toMatchObject({ isUnanswered: true, needsModel: true });
  });
});

describe('knowledge skill on questions worded apart from the article', () => {
  const harbour = source(
    'Port Kestrel',
    'Port Kestrel, also known as Kestrel Haven or the Port, is a harbour town on the north coast of the island of Vell. ' +
      'The town grew around a fishing fleet founded in the twelfth century. ' +
      'One of its earliest industries was salt making on the tidal flats. ' +
      'Its oldest quarter is known locally as "The Shambles", after the butchers who worked there. ' +
      'It is bordered by Marrow to the east and by the sea to the north. ' +
      'The Kestrel Trust programme restored the harbour walls in 1990. ' +
      'Grey seal surveys trained the wardens who later protected the island reserves. ' +
      'About 30 percent of its people fished in 1950. ' +
      'According to the census of 1901, out of 4,000 people, fishers were 2,000, that is 50%. ' +
      'In 870, according to the sagas, raiders burned the first harbour. ' +
      'The right of a boat to land its catch first is called the tide claim. ' +
      'The Kestrel Light is a lighthouse. ' +
      'The town council of the town meets in the old town hall. ' +
      'Most boats carry a hand winch to haul the nets onto the deck so that nothing is lost.',
  );
  const lead = (question: string) => extractAnswer(question, [harbour])?.text ?? '';

  it('meets the sentence in its words written otherwise: other forms, a slip of one letter', () => {
    expect(lead('Which place boarders Port Kestrel to the east?')).toMatch(
      /^It is bordered by Marrow/,
    );
  });

  it('answers "what is it called" with the name the article gives', () => {
    expect(lead('What is the oldest quarter of Port Kestrel called?')).toMatch(
      /^Its oldest quarter is known locally as "The Shambles"/,
    );
  });

  it('leads with the sentence that speaks to the question far better, when it names no kind', () => {
    // 'programme' would pick the restoration; the surveys trained the wardens.
    const reply = extractAnswer(
      'What programme trained the wardens who protected the Port Kestrel island reserves?',
      [harbour],
    );
    expect(reply?.text).toMatch(/^Grey seal surveys trained the wardens/);
    // Not giving the kind asked counts against the support a badge is drawn from.
    expect(reply?.citation?.support).toBeLessThan(1);
  });

  it('reads "what percentage" as a share, given in a figure or in words', () => {
    expect(lead('What percentage of Port Kestrel fished in 1901?')).toMatch(
      /^According to the census of 1901/,
    );
  });

  it('takes a year of three digits and centuries as dates', () => {
    expect(lead('When did raiders burn the first harbour of Port Kestrel?')).toMatch(/^In 870/);
  });

  it('answers "what is the name of…" with the sentence saying what it is called', () => {
    expect(
      lead('What is the name of the right of a boat to land its catch first in Port Kestrel?'),
    ).toMatch(/^The right of a boat to land its catch first is called the tide claim/);
  });

  it('answers "what kind of X is Y" with the sentence defining Y, its other names aside', () => {
    expect(lead('What kind of town is Port Kestrel?')).toMatch(/^Port Kestrel, also known as/);
  });

  it('leads with a sentence on most of the question when none names the kind asked', () => {
    expect(lead('What tool do Port Kestrel boats carry to haul the nets onto the deck?')).toMatch(
      /^Most boats carry a hand winch/,
    );
    // Nothing on most of the question: it says what the article lacks.
    expect(
      extractAnswer('What tool do Port Kestrel boats paint red?', [harbour])?.isUnanswered,
    ).toBe(true);
  });

  it("counts the article's name as said in every sentence of an article the question names", () => {
    // 'One of its earliest…' never says 'Port Kestrel', and shares one other word with the question.
    expect(lead('What was one of the earliest trades in Port Kestrel?')).toMatch(
      /^One of its earliest industries was salt making/,
    );
  });
});
