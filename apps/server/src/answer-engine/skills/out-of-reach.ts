import { normalisePhrasing } from '../../text/question';
import type { Skill } from './skill';

/*
 * Requests the built-in engine cannot fulfil, whatever its sources hold: a quiz (questions must be
 * written, which needs a language model), the weather (current conditions and forecasts need a
 * weather service) and live figures (prices, exchange rates, scores as they stand now). Answering
 * them from an encyclopedia gives a definition of weather for 'What's the weather in Paris?', so
 * they are recognised first and answered with what the engine cannot do, and no confidence badge.
 */

/** What is asked for that the engine cannot give. */
export type OutOfReachRequest =
  { kind: 'quiz'; topic?: string } | { kind: 'weather'; place?: string } | { kind: 'live-figures' };

/** The opening of a request: 'please', 'can you', 'could you please'. */
const POLITE = String.raw`^(?:please\s+)?(?:(?:can|could|would|will) you\s+(?:please\s+)?)?`;
/** 'Quiz me', 'test my knowledge', 'ask me five questions'. */
const QUIZ_ME =
  /\bquiz (?:me|us)\b|\btest (?:me|us|my (?:knowledge|understanding))\b|\bask me (?:[\w-]+ ){0,2}questions\b/;
/** Words that may stand between 'make' and 'quiz': 'a short multiple-choice', 'five practice'. */
const QUIZ_WORDS = String.raw`(?:(?:me|us|a|an|some|few|short|quick|little|simple|easy|hard|fun|trivia|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|multiple[- ]choice|true[- ]or[- ]false|practice|test|exam|revision|review)\s+){0,5}`;
/** 'Give me a short quiz', 'make five practice questions', 'write flashcards on…'. */
const MAKE_QUESTIONS = new RegExp(
  `${POLITE}(?:give|make|create|write|generate|prepare|set|design) ${QUIZ_WORDS}(?:quiz|quizzes|flashcards?|questions)\\b`,
);
/** What the quiz is on: 'on the causes of the First World War'. */
const QUIZ_TOPIC = /\b(?:on|about|covering) (?:the (?:topic|subject) of )?(.+?)[\s?!.]*$/i;
/** A topic that only points back ('quiz me on it') is not repeated. */
const POINTING_TOPIC = /^(?:it|this|that|these|those|them)$/i;
/** A topic longer than this is not repeated back. */
const MAX_TOPIC_CHARS = 80;

/** Asks for the weather somewhere or at some time, not what weather is. */
const WEATHER_NOW = [
  /^(?:what|how)(?:'s| is| will be) the weather\b(?! (?:forecasting|systems?|maps?|fronts?|stations?|balloons?)\b)/,
  /\b(?:weather|temperature|forecast) (?:like )?(?:in|at|for|near|around|outside) (?:my |our |here\b)/,
  /\b(?:weather|temperature|forecast)\b.*\b(?:today|tomorrow|tonight|right now|now|at the moment|currently|this (?:morning|afternoon|evening|week|weekend)|next (?:week|few days))\b/,
  /\b(?:today|tomorrow|tonight)'?s (?:weather|forecast|temperature)\b|\b(?:current|local) (?:weather|forecast|temperature)\b/,
  /\b(?:will|is) it (?:going to )?(?:rain|snow|be (?:sunny|cold|hot|warm|windy|rainy|stormy))\b/,
  /\bis it (?:raining|snowing|sunny|cold|hot|warm|windy) (?:in|outside|today|now|here)\b/,
  /\bdo i need an umbrella\b/,
];
/** The weather somewhere named with a capital: 'in Paris', 'for New York'. */
const WEATHER_PLACE_NAMED =
  /\b(?:weather|temperature|forecast) (?:like )?(?:in|at|for|near) (?:the )?\p{Lu}/u;
const WEATHER_PLACE = /\b(?:in|at|for|near) (\p{Lu}[\p{L}'-]*(?:[ -]\p{Lu}[\p{L}'-]*)*)/u;
/**
 * Weather as a climate (a month, a season, what is usual), on another planet, in units, or as
 * the news: the sources or the news skill can answer those.
 */
const NOT_CURRENT_WEATHER =
  /\b(?:average|typical(?:ly)?|usual(?:ly)?|normal(?:ly)?|generally|climate|histor(?:y|ical)|record|january|february|march|april|june|july|august|september|october|november|december|spring|summer|autumn|winter|seasons?|kelvin|celsius|fahrenheit|degrees|absolute|mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto|titan|moon|planets?|news|headlines?|events|stories|around the world)\b/;

/** A company's stock or share price is a live figure however it is asked. */
const STOCK_PRICE =
  /\b(?:stock|share) (?:prices?|quotes?|values?)\b|\bprice of (?:[\w-]+ ){1,3}(?:stock|shares)\b/;
/** Figures that change by the minute, when they are asked as they stand now (NOW). */
const LIVE_FIGURES = [
  /^(?:what|how much)(?:'s| is| are)? (?:the )?(?:[\w'-]+ )?(?:price|cost|value|exchange rate|rate) of\b/,
  /\bexchange rates?\b|\btraffic\b|\bflight status\b/,
  /\blive scores?\b|\bscores? (?:of|in) (?:the |tonight's |today's |this )?(?:[\w-]+ ){0,3}(?:game|match|final|race|fixture)\b/,
  /\bwho (?:won|is winning|'s winning)\b/,
  /\bhow much (?:is|are) (?:[\w-]+ ){1,3}worth\b/,
];
const NOW =
  /\b(?:right now|now|currently|current|today|today's|tonight|at the moment|live|latest|so far|this (?:morning|afternoon|evening)|yesterday|last night|real[- ]time)\b/;
/** The news skill lists headlines: questions about the news are its own. */
const ABOUT_THE_NEWS = /\b(?:news|headlines?|stories|developments|markets?)\b/;

function quizTopicOf(question: string): string | undefined {
  const topic = QUIZ_TOPIC.exec(question.trim())?.[1]?.trim();
  if (!topic || POINTING_TOPIC.test(topic) || topic.length > MAX_TOPIC_CHARS) return undefined;
  return topic;
}

function isWeatherNow(text: string, question: string): boolean {
  if (NOT_CURRENT_WEATHER.test(text)) return false;
  return WEATHER_NOW.some((pattern) => pattern.test(text)) || WEATHER_PLACE_NAMED.test(question);
}

/** The request the engine cannot fulfil that a message makes, or null for any other message. */
export function outOfReachRequestOf(question: string): OutOfReachRequest | null {
  const text = normalisePhrasing(question).trim();
  if (QUIZ_ME.test(text) || MAKE_QUESTIONS.test(text)) {
    const topic = quizTopicOf(question);
    return { kind: 'quiz', ...(topic ? { topic } : {}) };
  }
  if (isWeatherNow(text, question)) {
    const place = WEATHER_PLACE.exec(question)?.[1];
    return { kind: 'weather', ...(place ? { place } : {}) };
  }
  if (ABOUT_THE_NEWS.test(text)) return null;
  const isLive = NOW.test(text) && LIVE_FIGURES.some((pattern) => pattern.test(text));
  if (STOCK_PRICE.test(text) || isLive) {
    return { kind: 'live-figures' };
  }
  return null;
}

/** What the engine says to a request it cannot fulfil: why, and what it can do instead. */
export function outOfReachAnswer(request: OutOfReachRequest): string {
  switch (request.kind) {
    case 'quiz': {
      const instead = request.topic
        ? ` You can still ask me about ${request.topic}, and I'll answer from the sources I can find.`
        : '';
      return `I can't make up questions for you: writing a quiz needs a language model, and this server answers with its built-in engine, which only answers from what it can compute or look up.${instead}`;
    }
    case 'weather': {
      const where = request.place ? ` in ${request.place}` : '';
      return `I can't tell you the weather${where}: current conditions and forecasts need a live weather service, which this server doesn't have. A weather site or app will have them; I can explain how weather and climate work.`;
    }
    case 'live-figures':
      return "I can't give live figures such as prices, exchange rates or scores: they change by the minute, and this server has no live data service to read them from. A site that tracks them live will have the current figure.";
  }
}

/** The engine's answer to a request of one of `kinds` it cannot fulfil; null for any other. */
function answerOutOfReach(question: string, kinds: readonly OutOfReachRequest['kind'][]) {
  const request = outOfReachRequestOf(question);
  return request && kinds.includes(request.kind) ? outOfReachAnswer(request) : null;
}

/** A quiz: said plainly to need a language model, which would write one; no badge. */
export const quizRequestSkill: Skill = {
  name: 'quiz-request',
  isComputed: false,
  isClaimless: true,
  needsModel: true,
  answer: ({ question }) => answerOutOfReach(question, ['quiz']),
};

/**
 * The weather and live figures: said plainly to be out of reach, with no badge. A language model
 * would not know them either, so none is offered.
 */
export const outOfReachSkill: Skill = {
  name: 'out-of-reach',
  isComputed: false,
  isClaimless: true,
  answer: ({ question }) => answerOutOfReach(question, ['weather', 'live-figures']),
};
