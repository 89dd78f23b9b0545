import type { AutoPrompt } from '@polymath/shared';

// Key order differs between a prompt built here and one parsed from storage or the server.
function canonical(prompt: AutoPrompt): string {
  return JSON.stringify(Object.entries(prompt).sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether two copies of a prompt hold the same values. */
export function isSamePrompt(a: AutoPrompt, b: AutoPrompt): boolean {
  return a === b || canonical(a) === canonical(b);
}

/**
 * `next`, reusing the objects of `current` that did not change, or `current` itself when nothing
 * did: listeners comparing by identity then see only real changes.
 */
export function keepUnchanged(current: AutoPrompt[], next: AutoPrompt[]): AutoPrompt[] {
  const byId = new Map(current.map((prompt) => [prompt.id, prompt]));
  const merged = next.map((prompt) => {
    const existing = byId.get(prompt.id);
    return existing && isSamePrompt(existing, prompt) ? existing : prompt;
  });
  const isUnchanged =
    merged.length === current.length && merged.every((prompt, index) => prompt === current[index]);
  return isUnchanged ? current : merged;
}
