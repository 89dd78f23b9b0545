import { LogoMark } from '@/components/brand/logo-mark';
import { QuickStartTiles } from './quick-start-tiles';

/** The welcome shown while the conversation is empty, with quick-start prompts. */
export function ChatEmptyState({ onPickPrompt }: { onPickPrompt: (prompt: string) => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <LogoMark className="size-14" />
      <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        How can I help you today?
      </h2>
      <p className="max-w-md text-sm text-muted-foreground sm:text-base">
        Ask a question, explore a topic, or plan what to study next. Polymath is here to help you
        chat and learn.
      </p>
      <QuickStartTiles onPick={onPickPrompt} />
    </div>
  );
}
