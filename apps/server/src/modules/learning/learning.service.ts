import {
  ANONYMOUS_ID_HEADER,
  AppError,
  type EducationalSubjects,
  type Interest,
  type KnowledgeGap,
  type LearningAnalytics,
  type LearningPath,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import { type Caller, type OwnerKey, ownerKeyOf } from '../../identity/caller';
import { isGenericTopic } from '../../text/generic-words';
import type { MessageReading } from '../../text/message-reading';
import { analyzeMessage, type MessageAnalysis } from './analysis/analyze-message';
import { detectGap } from './analysis/detect-gap';
import {
  findCompletedResources,
  findPathProgress,
  findQuestions,
  findTopics,
  insertCompletedResource,
  insertQuestion,
  markPathCompleted,
  raiseReportedProgress,
  recordTopicMention,
} from './learning.repository';
import { buildPathCatalog, type PathTemplate } from './paths/build-path-catalog';
import { reportedProgressAfter } from './paths/path-progress';
import { EDUCATIONAL_SUBJECTS } from './subjects/subjects-directory';
import { analyticsOf } from './use-cases/learning-analytics';
import {
  byCategory,
  detectedGapsOf,
  interestsOf,
  knowledgeGapOf,
  type LearnerRecords,
  NO_RECORDS,
  personalisePaths,
} from './use-cases/learner-view';
import { searchPaths } from './use-cases/search-paths';

export type { MessageAnalysis } from './analysis/analyze-message';

export interface LearningServiceDeps {
  db: Database;
  /** The clock mentions and completions are stamped with. */
  now?: () => Date;
  /** Called once per learner and path, when the path first reaches 100 (rewards listen here). */
  onPathCompleted?: (learner: OwnerKey, pathId: string) => Promise<void>;
  /** Where a failing onPathCompleted is reported (the completion itself stands). */
  logError?: (error: unknown, message: string) => void;
  /** The subjects directory paths are built from; the curated one by default. */
  subjects?: EducationalSubjects;
}

/**
 * Learning from conversations and the Study Plans paths, per learner (the caller's owner key). A
 * guest without an anonymous id reads the paths and no personal data, and cannot save progress.
 */
export interface LearningService {
  /**
   * Analyses a user message (as the chat read it) and stores its topics (and, when it asks
   * something, the question) for the learner. Returns the analysis with the learner's gaps on the
   * message's topics.
   */
  recordMessage(learner: OwnerKey, message: MessageReading): Promise<MessageAnalysis>;
  /**
   * The same analysis of a message without storing anything: its topics with their categories,
   * its phrasing and confidence level (the Personal AI reads stored conversations with it).
   */
  analyzeMessage(message: MessageReading): MessageAnalysis;
  /** Recommended paths, most relevant first. */
  getRecommendations(caller: Caller): Promise<LearningPath[]>;
  /** Every path, in the directory's order. */
  getAllPaths(caller: Caller): Promise<LearningPath[]>;
  /** Interests keyed by category, most mentioned first. */
  getInterests(caller: Caller): Promise<Record<string, Interest[]>>;
  /** Knowledge gaps keyed by category, highest priority first. */
  getGaps(caller: Caller): Promise<Record<string, KnowledgeGap[]>>;
  getAnalytics(caller: Caller): Promise<LearningAnalytics>;
  /** Paths matching the query's words (title, description, topics, category). */
  search(caller: Caller, query: string): Promise<LearningPath[]>;
  /**
   * Starts a path or reports progress on it: at least STUDY_PLANS.minStartProgress, never lower
   * than before, below 100. 404 NOT_FOUND for an unknown path; 401 for a caller with no learner.
   */
  updateProgress(caller: Caller, pathId: string, progress: number): Promise<LearningPath>;
  /**
   * Marks a resource completed (idempotent). 404 NOT_FOUND for an unknown path or resource; 401
   * for a caller with no learner.
   */
  completeResource(caller: Caller, pathId: string, resourceId: string): Promise<LearningPath>;
}

/** A stored question is cut to this length. */
const MAX_QUESTION_CHARS = 500;

/**
 * The learner a write belongs to. A caller with neither a bearer token nor an anonymous id has
 * nowhere to keep progress: 401 UNAUTHENTICATED, saying how to be known.
 */
function requireLearner(caller: Caller): OwnerKey {
  const learner = ownerKeyOf(caller);
  if (learner) return learner;
  throw new AppError('UNAUTHENTICATED', {
    message: `Sign in, or send an anonymous id in the ${ANONYMOUS_ID_HEADER} header, to save learning progress.`,
  });
}

export function createLearningService(deps: LearningServiceDeps): LearningService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  let catalog: PathTemplate[] | undefined;
  // Built on first use: parsing every subject's text costs a moment the server's start need not pay.
  const pathCatalog = () => (catalog ??= buildPathCatalog(deps.subjects ?? EDUCATIONAL_SUBJECTS));

  async function recordsOf(learner: OwnerKey | undefined): Promise<LearnerRecords> {
    if (!learner) return NO_RECORDS;
    const [topics, questions, progress, completed] = await Promise.all([
      findTopics(db, learner),
      findQuestions(db, learner),
      findPathProgress(db, learner),
      findCompletedResources(db, learner),
    ]);
    // Topics recorded before everyday words were left out ('year', 'conversation') are not shown.
    return {
      topics: topics.filter((topic) => !isGenericTopic(topic.topic)),
      questions,
      progress,
      completed,
    };
  }

  async function pathsOf(learner: OwnerKey | undefined): Promise<LearningPath[]> {
    return personalisePaths(pathCatalog(), await recordsOf(learner));
  }

  function templateOf(pathId: string): PathTemplate {
    const template = pathCatalog().find((path) => path.id === pathId);
    if (!template) throw new AppError('NOT_FOUND', { message: 'No learning path with this id.' });
    return template;
  }

  async function pathFor(learner: OwnerKey, pathId: string): Promise<LearningPath> {
    const path = (await pathsOf(learner)).find((candidate) => candidate.id === pathId);
    if (!path) throw new AppError('NOT_FOUND', { message: 'No learning path with this id.' });
    return path;
  }

  async function announceCompletion(learner: OwnerKey, path: LearningPath): Promise<void> {
    if (path.progress < 100) return;
    if (!(await markPathCompleted(db, { learner, pathId: path.id, at: now() }))) return;
    try {
      await deps.onPathCompleted?.(learner, path.id);
    } catch (error) {
      deps.logError?.(error, 'onPathCompleted failed');
    }
  }

  return {
    async recordMessage(learner, message) {
      const analysis = analyzeMessage(message);
      if (analysis.topics.length === 0) return analysis;
      const at = now();
      for (const { topic, category } of analysis.topics) {
        await recordTopicMention(db, {
          learner,
          topic,
          category,
          confidenceLevel: analysis.confidenceLevel,
          at,
        });
        if (analysis.isQuestion) {
          await insertQuestion(db, {
            learner,
            topic,
            question: analysis.ownText.trim().slice(0, MAX_QUESTION_CHARS),
            isConfused: analysis.isConfused,
            gapType: analysis.gapType,
            askedAt: at,
          });
        }
      }
      const questions = await findQuestions(
        db,
        learner,
        analysis.topics.map((topic) => topic.topic),
      );
      const gaps = analysis.topics.flatMap((topic) => {
        const asked = questions
          .filter((question) => question.topic === topic.topic)
          .map((question) => ({
            question: question.question,
            isConfused: question.isConfused,
            gapType: question.gapType as MessageAnalysis['gapType'],
          }));
        const gap = detectGap(topic, asked);
        return gap ? [gap] : [];
      });
      return { ...analysis, gaps };
    },

    analyzeMessage: (message) => analyzeMessage(message),

    async getRecommendations(caller) {
      return (await pathsOf(ownerKeyOf(caller)))
        .filter((path) => path.recommended)
        .sort((a, b) => b.relevanceScore - a.relevanceScore);
    },

    getAllPaths: (caller) => pathsOf(ownerKeyOf(caller)),

    async getInterests(caller) {
      return byCategory(interestsOf(await recordsOf(ownerKeyOf(caller))));
    },

    async getGaps(caller) {
      const records = await recordsOf(ownerKeyOf(caller));
      const gaps = detectedGapsOf(records);
      if (gaps.length === 0) return {};
      const paths = personalisePaths(pathCatalog(), records).sort(
        (a, b) => b.relevanceScore - a.relevanceScore,
      );
      return byCategory(gaps.map((gap) => knowledgeGapOf(gap, paths)));
    },

    async getAnalytics(caller) {
      const records = await recordsOf(ownerKeyOf(caller));
      return analyticsOf(
        interestsOf(records),
        detectedGapsOf(records).length,
        personalisePaths(pathCatalog(), records),
      );
    },

    async search(caller, query) {
      return searchPaths(await pathsOf(ownerKeyOf(caller)), query);
    },

    async updateProgress(caller, pathId, progress) {
      const learner = requireLearner(caller);
      templateOf(pathId);
      const stored = (await findPathProgress(db, learner)).find((row) => row.pathId === pathId);
      await raiseReportedProgress(db, {
        learner,
        pathId,
        reportedProgress: reportedProgressAfter(stored?.reportedProgress ?? 0, progress),
        at: now(),
      });
      return pathFor(learner, pathId);
    },

    async completeResource(caller, pathId, resourceId) {
      const learner = requireLearner(caller);
      const template = templateOf(pathId);
      if (!template.resources.some((resource) => resource.id === resourceId)) {
        throw new AppError('NOT_FOUND', { message: 'This learning path has no such resource.' });
      }
      await insertCompletedResource(db, { learner, pathId, resourceId, at: now() });
      const path = await pathFor(learner, pathId);
      await announceCompletion(learner, path);
      return path;
    },
  };
}
