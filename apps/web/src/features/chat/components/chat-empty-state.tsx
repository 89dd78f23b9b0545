import type { AssistantCapabilities } from '@polymath/shared';
import { LogoMark } from '@/components/brand/logo-mark';
import { QuickStartTiles } from './quick-start-tiles';

/** What this server's answers draw on, in a sentence; the general one until the server says. */
function welcomeText(capabilities: AssistantCapabilities | undefined): string {
  if (capabilities?.webSearch === 'ready') {
    return 'Ask a question and get an answer from the web with its sources and a confidence score, explore a topic, or plan what to study next.';
  }
  if (capabilities?.encyclopedia) {
    return 'Ask a question and get an answer from the encyclopedia with its sources and a confidence score, explore a topic, or plan what to study next.';
  }
  if (capabilities) {
    return 'Ask about math, dates, Polymath itself or the topics already learned, explore the subjects directory, or plan what to study next.';
  }
  return 'Ask a question, explore a topic, or plan what to study next. Polymath is here to help you chat and learn.';
}

/** The welcome shown while the conversation is empty, with quick-start prompts. */
export function ChatEmptyState({
  onPickPrompt,
  capabilities,
}: {
  onPickPrompt: (prompt: string) => void;
  /** What this server's answers draw on, once known. */
  capabilities?: AssistantCapabilities | undefined;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <LogoMark className="size-14" />
      <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        How can I help you today?
      </h2>
      <p className="max-w-md text-sm text-muted-foreground sm:text-base">
        {welcomeText(capabilities)}
      </p>
      <QuickStartTiles onPick={onPickPrompt} />
    </div>
  );
}
