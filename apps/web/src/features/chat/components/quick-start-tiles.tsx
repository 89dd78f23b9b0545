import { Calculator, CalendarDays, Leaf, Ruler, Sparkles, Telescope } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** A prompt offered while the chat is empty. */
interface QuickStartPrompt {
  title: string;
  prompt: string;
  icon: LucideIcon;
}

/** Six prompts that show what Polymath can do, each answered by the built-in engine too. */
export const QUICK_START_PROMPTS: readonly QuickStartPrompt[] = [
  { title: 'Do the math', prompt: 'What is 15% of 240?', icon: Calculator },
  { title: 'Convert units', prompt: 'Convert 5 miles to kilometers', icon: Ruler },
  { title: 'Learn a concept', prompt: 'What is photosynthesis?', icon: Leaf },
  { title: 'Check the date', prompt: "What is today's date?", icon: CalendarDays },
  { title: 'Explore a topic', prompt: 'Tell me about the Andromeda Galaxy', icon: Telescope },
  { title: 'Discover Polymath', prompt: 'What can Polymath do?', icon: Sparkles },
];

/** The quick-start tiles: picking one sends its prompt at once. */
export function QuickStartTiles({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <ul
      aria-label="Quick start"
      className="grid w-full max-w-2xl grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3"
    >
      {QUICK_START_PROMPTS.map(({ title, prompt, icon: Icon }) => (
        <li key={prompt}>
          <button
            type="button"
            onClick={() => onPick(prompt)}
            className="flex h-full w-full items-start gap-3 rounded-xl border bg-card p-3 text-left text-sm shadow-xs transition-colors hover:border-primary/40 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0">
              <span className="block font-medium">{title}</span>
              <span className="block text-muted-foreground">{prompt}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
