import type { Difficulty, Priority } from '../../common/common.schemas';
import type { EmotionalTone, ExtractedContext } from '../context.schemas';
import {
  ADVANCED_KEYWORDS,
  BEGINNER_KEYWORDS,
  CONCEPT_KEYWORDS,
  NON_ENTITY_WORDS,
  PRIORITY_KEYWORDS,
  TONE_KEYWORDS,
} from './context-keywords';
import { countPhrases, hasPhrase, uniqueText } from './text-matching';

/** Extracted phrases are cut to this many words so one run-on sentence cannot become a "topic". */
const MAX_PHRASE_WORDS = 8;
/** Learning topics are shorter still: a subject, not a sentence. */
const MAX_TOPIC_WORDS = 4;

const FENCED_CODE = /```[^\n]*\n([\s\S]*?)```/g;
const PREFERENCE = /\bI (?:really )?(?:prefer|like|love|enjoy)\b[^.!?;\n]*/gi;
const PROJECT =
  /\b(?:my project|my app|my website|my startup|our project|I'm building|I am building|I'm working on|I am working on|I'm developing|I am developing|I'm making|I am making)\b[^.!?;\n]*/gi;
const LEARNING =
  /\b(?:learn(?:ing)? about|learn|teach me(?: about)?|explain|understand|study(?:ing)?|what (?:is|are)|how (?:does|do))\s+([^.!?;,\n]+)/gi;
const TOPIC_FILLER = /^(?:a|an|the|me|about|how|what|to|is|are)\s+/i;
const TOPIC_TRAILER = /\s+(?:work|works|mean|means|is|are)$/i;
const WORDS = String.raw`[\w-]+(?:\s+[\w-]+){0,2}`;
const RELATIONSHIP = new RegExp(
  String.raw`\b${WORDS}\s+(?:depends on|is part of|is a type of|is a kind of|is based on|leads to|causes|relates to|is related to|compared to|versus|vs\.?)\s+${WORDS}|\bdifference between ${WORDS} and ${WORDS}`,
  'gi',
);

function limitWords(phrase: string, maxWords: number): string {
  return phrase.trim().split(/\s+/).slice(0, maxWords).join(' ');
}

function matchAll(text: string, pattern: RegExp): string[] {
  return uniqueText(
    [...text.matchAll(pattern)].map(([match]) => limitWords(match, MAX_PHRASE_WORDS)),
  );
}

function extractCodeSnippets(content: string): string[] {
  return [...content.matchAll(FENCED_CODE)].map(([, code]) => (code ?? '').trim()).filter(Boolean);
}

function extractLearningTopics(prose: string): string[] {
  const topics = [...prose.matchAll(LEARNING)].map(([, raw]) => {
    let topic = limitWords(raw ?? '', MAX_TOPIC_WORDS).toLowerCase();
    while (TOPIC_FILLER.test(topic)) topic = topic.replace(TOPIC_FILLER, '');
    return topic.replace(TOPIC_TRAILER, '').trim();
  });
  return uniqueText(topics);
}

/** Runs of capitalised words that do not open a sentence: "New York", "React", "NASA". */
function extractEntities(prose: string): string[] {
  const entities: string[] = [];
  for (const sentence of prose.split(/[.!?\n]+/)) {
    let run: string[] = [];
    const closeRun = () => {
      if (run.length > 0) entities.push(run.join(' '));
      run = [];
    };
    sentence
      .trim()
      .split(/\s+/)
      .forEach((token, index) => {
        const word = token.replace(/^[^\w]+|[^\w]+$/g, '');
        const isName = index > 0 && /^[A-Z]/.test(word) && !NON_ENTITY_WORDS.has(word);
        if (isName) run.push(word);
        else closeRun();
        // A comma or colon after a name ends it: "React, Vue" are two names.
        if (isName && /[^\w]$/.test(token)) closeRun();
      });
    closeRun();
  }
  return uniqueText(entities);
}

function detectTone(lower: string, prose: string): EmotionalTone {
  if (countPhrases(lower, TONE_KEYWORDS.frustrated) > 0) return 'frustrated';
  if (countPhrases(lower, TONE_KEYWORDS.excited) > 0 || prose.includes('!!')) return 'excited';
  if (countPhrases(lower, TONE_KEYWORDS.positive) > 0) return 'positive';
  return 'neutral';
}

/** Advanced words (and code) push the level up; beginner phrases pull it down; else intermediate. */
function detectTechnicalLevel(lower: string, hasCode: boolean): Difficulty {
  const advanced = countPhrases(lower, ADVANCED_KEYWORDS) + (hasCode ? 1 : 0);
  const beginner = countPhrases(lower, BEGINNER_KEYWORDS);
  if (beginner > advanced) return 'beginner';
  if (advanced >= 2) return 'advanced';
  return 'intermediate';
}

function detectPriority(lower: string): Priority {
  if (countPhrases(lower, PRIORITY_KEYWORDS.high) > 0) return 'high';
  if (countPhrases(lower, PRIORITY_KEYWORDS.low) > 0) return 'low';
  return 'medium';
}

/**
 * Reads one message into the store's extracted context (001 §3) with keyword rules: fenced code
 * blocks become code snippets; the rest of the text is searched for the vocabularies in
 * context-keywords.ts and for trigger phrases ('I prefer…', 'I like…', 'my project…',
 * 'I'm building…', 'explain…', 'what is…').
 */
export function extractContext(content: string): ExtractedContext {
  const codeSnippets = extractCodeSnippets(content);
  const prose = content.replace(FENCED_CODE, ' ').replace(/[\u2018\u2019]/g, "'");
  const lower = prose.toLowerCase();
  return {
    entities: extractEntities(prose),
    concepts: CONCEPT_KEYWORDS.filter((concept) => hasPhrase(lower, concept)),
    relationships: matchAll(prose, RELATIONSHIP),
    codeSnippets,
    learningTopics: extractLearningTopics(prose),
    userPreferences: matchAll(prose, PREFERENCE),
    projectDetails: matchAll(prose, PROJECT),
    emotionalTone: detectTone(lower, prose),
    technicalLevel: detectTechnicalLevel(lower, codeSnippets.length > 0),
    priority: detectPriority(lower),
  };
}
