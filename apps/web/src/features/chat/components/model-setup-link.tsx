import { Cpu } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { openSettingsSection, SETTINGS_SECTIONS } from '@/lib/settings-sections';

/** The words of the link to the steps that connect a language model. */
export const MODEL_SETUP_LINK_TEXT = 'How to connect a language model';

/** Opens Settings → AI Generation Settings, where the steps to connect a language model are. */
export function ModelSetupLink({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => openSettingsSection(SETTINGS_SECTIONS.aiGeneration)}
      className={cn(
        'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {MODEL_SETUP_LINK_TEXT}
    </button>
  );
}

/** One line about the engine with the link to connecting a model: under a refusal, in the welcome. */
export function ModelSetupNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground sm:text-sm">
      <Cpu className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>
        {children} <ModelSetupLink />
      </span>
    </p>
  );
}
