import type { LearningNode } from '@polymath/shared';

/** What the chat is asked when the learner starts or continues a module. */
export function nodeLessonPrompt(node: LearningNode, pathTitle: string): string {
  const skills = node.skills.length > 0 ? ` Cover ${node.skills.join(', ')}.` : '';
  return `Teach me "${node.title}" from my ${pathTitle} path: ${node.description}${skills} Start with the key ideas, then give me a short exercise.`;
}

/** What the chat is asked when the learner reviews a completed module. */
export function nodeReviewPrompt(node: LearningNode, pathTitle: string): string {
  return `Quiz me with 5 questions to review "${node.title}" from my ${pathTitle} path, then explain any answers I get wrong.`;
}
