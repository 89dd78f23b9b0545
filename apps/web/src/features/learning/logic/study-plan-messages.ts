import type { LearningPath } from '@polymath/shared';

/** The address that opens the chat and asks `message` there (the home page sends `?q=`). */
export function chatHandoffUrl(message: string): string {
  return `/?q=${encodeURIComponent(message)}`;
}

/** Get AI Help on a recommended path: asks for the path's key concepts (001 §2). */
export function pathHelpMessage(path: Pick<LearningPath, 'title'>): string {
  return `Explain the key concepts of the learning path "${path.title}" and how I should get started.`;
}

/** Learn More on an interest or a gap: key concepts, examples and exercises (001 §2). */
export function learnMoreMessage(topic: string, category: string): string {
  return `Teach me about ${topic} in ${category}: explain the key concepts, give practical examples and suggest exercises to practise.`;
}

/** The search text Find Paths fills in (001 §2). */
export function findPathsQuery(topic: string): string {
  return `learning path for ${topic}`;
}

/** The conversation a started path's plan is posted to (001 §7). */
export function studyPlanConversationId(pathId: string, timestamp: number): string {
  return `study-plan-${pathId}-${timestamp}`;
}

/** The alert when a path cannot be started on the server (001 §8). */
export function pathActivatedMessage(title: string): string {
  return `Learning path "${title}" activated! Your study plan is being prepared...`;
}

/** What Copy Plan confirms (001 §2). */
export const PLAN_COPIED_MESSAGE = 'Study plan copied to clipboard!';

/**
 * The study plan of a path as plain text: what it covers, prerequisites, and the resources in order
 * as steps. Shown in the Study Plan dialog and posted to the chat when the path starts.
 */
export function buildStudyPlanText(path: LearningPath): string {
  const lines = [
    `Study Plan: ${path.title}`,
    '',
    path.description,
    '',
    `Level: ${path.difficulty} · Estimated time: ${path.estimatedTime} · Category: ${path.category}`,
    `Progress: ${path.progress}%`,
  ];
  if (path.prerequisites.length > 0) lines.push(`Prerequisites: ${path.prerequisites.join(', ')}`);
  if (path.topics.length > 0) {
    lines.push('', 'Topics:', ...path.topics.map((topic) => `- ${topic}`));
  }
  if (path.resources.length > 0) {
    lines.push('', 'Steps:');
    path.resources.forEach((resource, index) => {
      const done = resource.completed ? ' (done)' : '';
      lines.push(
        `${index + 1}. ${resource.title} (${resource.type}, ${resource.duration})${done}`,
        `   ${resource.url}`,
      );
    });
  }
  lines.push('', 'Tip: complete each step, then ask in the chat about anything unclear.');
  return lines.join('\n');
}
