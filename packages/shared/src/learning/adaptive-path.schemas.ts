import { z } from 'zod';
import { ADAPTIVE_LEARNING } from '../constants';
import { CountSchema, DifficultySchema, IdSchema, PercentSchema } from '../common/common.schemas';

/**
 * A node's state (001 §4): completed at progress 100, in_progress above 0, available when every
 * prerequisite is at 100, otherwise locked.
 */
export const LEARNING_NODE_STATUSES = ['locked', 'available', 'in_progress', 'completed'] as const;
/** One of LEARNING_NODE_STATUSES. */
export const LearningNodeStatusSchema = z.enum(LEARNING_NODE_STATUSES);
export type LearningNodeStatus = z.infer<typeof LearningNodeStatusSchema>;

/** A module of an adaptive learning path (001 §3 "Learning node"). */
export const LearningNodeSchema = z.object({
  id: IdSchema,
  title: z.string().min(1),
  category: z.string().min(1),
  description: z.string(),
  difficulty: DifficultySchema,
  /** Display text such as `3 hours`. */
  estimatedTime: z.string(),
  /** Ids of the nodes that must be completed first. */
  prerequisites: z.array(IdSchema),
  skills: z.array(z.string()),
  status: LearningNodeStatusSchema,
  progress: PercentSchema,
  xpReward: z.number().int().min(ADAPTIVE_LEARNING.nodeXpMin).max(ADAPTIVE_LEARNING.nodeXpMax),
});
export type LearningNode = z.infer<typeof LearningNodeSchema>;

/** A path of the Adaptive Learning Paths dialog (001 §3 "Adaptive learning path"). */
export const AdaptiveLearningPathSchema = z
  .object({
    id: IdSchema,
    title: z.string().min(1),
    category: z.string().min(1),
    description: z.string(),
    totalNodes: CountSchema,
    completedNodes: CountSchema,
    estimatedHours: z.number().positive(),
    difficulty: DifficultySchema,
    prerequisites: z.array(z.string()),
    /** What the learner can do at the end. */
    outcomes: z.array(z.string()),
    nodes: z.array(LearningNodeSchema),
  })
  .refine((path) => path.completedNodes <= path.totalNodes, {
    message: 'completedNodes cannot exceed totalNodes',
    path: ['completedNodes'],
  });
export type AdaptiveLearningPath = z.infer<typeof AdaptiveLearningPathSchema>;
