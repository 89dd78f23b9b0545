import type { AiEngineResponse, AssistantCapabilities } from '@polymath/shared';
import { LogoMark } from '@/components/brand/logo-mark';
import { ModelSetupNote } from './model-setup-link';
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

/**
 * The welcome shown while the conversation is empty, with quick-start prompts; on a server whose
 * built-in engine answers, a line saying so with the way to connect a language model.
 */
export function ChatEmptyState({
  onPickPrompt,
  engine,
}: {
  onPickPrompt: (prompt: string) => void;
  /** The engine answering on this server and what its answers draw on, once known. */
  engine?: AiEngineResponse | undefined;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <LogoMark className="size-14" />
      <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        How can I help you today?
      </h2>
      <p className="max-w-md text-sm text-muted-foreground sm:text-base">
        {welcomeText(engine?.capabilities)}
      </p>
      {engine?.kind === 'built-in' && (
        <ModelSetupNote>This server answers with Polymath&apos;s built-in engine.</ModelSetupNote>
      )}
      <QuickStartTiles onPick={onPickPrompt} />
    </div>
  );
}
