import type { AutoPrompt } from '@polymath/shared';

const MINUTES_PER_HOUR = 60;

/** The trigger in words, for a prompt's card: 'Every 30 min', 'Every 2 h', 'Daily at 09:00'. */
export function describeTrigger(prompt: Pick<AutoPrompt, 'triggerType' | 'triggerValue'>): string {
  switch (prompt.triggerType) {
    case 'interval': {
      const minutes = Number(prompt.triggerValue);
      return minutes % MINUTES_PER_HOUR === 0
        ? `Every ${minutes / MINUTES_PER_HOUR} h`
        : `Every ${minutes} min`;
    }
    case 'time':
      return `Daily at ${prompt.triggerValue}`;
    case 'manual':
      return 'Manual';
    case 'condition':
      return prompt.triggerValue ? `Condition: ${prompt.triggerValue}` : 'Condition';
  }
}

/** How many times it ran, and of how many when it has a maximum. */
export function describeExecutions(prompt: Pick<AutoPrompt, 'executionCount' | 'maxExecutions'>) {
  const runs = prompt.executionCount === 1 ? 'run' : 'runs';
  return prompt.maxExecutions === undefined
    ? `${prompt.executionCount} ${runs}`
    : `${prompt.executionCount} of ${prompt.maxExecutions} ${runs}`;
}
