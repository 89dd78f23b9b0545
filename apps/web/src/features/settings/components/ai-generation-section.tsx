import {
  Cpu,
  Globe,
  ImageIcon,
  MessageSquare,
  Sparkles,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { type AiEngineResponse, featureStatusLabel, type GenerationMode } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UnavailableControl } from '@/components/ui/unavailable-control';
import { useAiEngine } from '@/lib/ai-engine-query';
import { SETTINGS_SECTIONS } from '@/lib/settings-sections';
import { ConfiguredServicesStatus } from './configured-services-status';
import { UnexpectedErrors } from './unexpected-errors';
import { ModelSetupSteps } from './model-setup-steps';
import { SettingsSection } from './settings-section';

/** Props of AiGenerationSection. */
export interface AiGenerationSectionProps {
  generationMode: GenerationMode;
  onGenerationModeChange: (mode: GenerationMode) => void;
  /** Shows which configured services answer (the server decides who may see it). */
  isAdmin?: boolean;
}

interface ModeChoice {
  mode: GenerationMode;
  label: string;
  icon: LucideIcon;
  /** Why the mode cannot be chosen yet, shown as a badge; undefined when it can. */
  unavailable?: string | undefined;
}

// Video's mode waits for video generation, as the product's feature list says (In Development,
// 000 §2), like the header and the phone menu.
const MODE_CHOICES: readonly ModeChoice[] = [
  { mode: 'chat', label: 'Chat', icon: MessageSquare },
  {
    mode: 'video',
    label: 'Video',
    icon: Video,
    unavailable: featureStatusLabel('video-generation'),
  },
  { mode: 'photo', label: 'Photo', icon: ImageIcon },
];

/** What the server's operator can change, in their terms: this is where variable names belong. */
const OPERATOR_NOTES = {
  model:
    'Whoever runs this server can connect a language model with AI_BASE_URL and AI_MODEL, or run one here with LOCAL_MODEL_PATH: the steps are below.',
  webSearch: {
    ready: 'On: questions about the world are searched on the web, with the pages as sources.',
    'not-configured':
      'Not set up. Whoever runs this server can connect a SearXNG instance with SEARXNG_URL (see the README).',
    off: 'Off: this server answers without network lookups (KNOWLEDGE_LOOKUP=false).',
  },
} as const;

function StatusLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: string;
}) {
  return (
    <p className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-medium text-foreground">{label}: </span>
        {children}
      </span>
    </p>
  );
}

function engineText(engine: AiEngineResponse): string {
  switch (engine.kind) {
    case 'built-in':
      return `${engine.engineName} (offline, runs on this server). ${OPERATOR_NOTES.model}`;
    case 'local':
      // The name already says "(local model)"; what a person wants to know is where it runs.
      return `${engine.engineName}: a language model running on this server, offline. It answers one question at a time.`;
    case 'openai-compatible':
      return `${engine.engineName} (connected model)`;
  }
}

function EngineStatus() {
  const { data, isPending, isError } = useAiEngine();
  if (isPending || isError) {
    return (
      <div role="status">
        <StatusLine icon={Cpu} label="Answering engine">
          {isPending
            ? 'Checking which engine answers…'
            : 'Could not reach the server to ask which engine answers.'}
        </StatusLine>
      </div>
    );
  }
  return (
    <>
      <div role="status" className="space-y-2">
        <StatusLine icon={Cpu} label="Answering engine">
          {engineText(data)}
        </StatusLine>
        <StatusLine icon={Globe} label="Web search">
          {OPERATOR_NOTES.webSearch[data.capabilities.webSearch]}
        </StatusLine>
      </div>
      {data.kind === 'built-in' && <ModelSetupSteps />}
    </>
  );
}

function ModeButton({
  choice: { label, icon: Icon, unavailable },
  isSelected,
  onSelect,
}: {
  choice: ModeChoice;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const badgeId = useId();
  if (unavailable) {
    return (
      <UnavailableControl reason={unavailable} describedBy={badgeId}>
        {(unavailableProps) => (
          <Button variant="outline" size="sm" {...unavailableProps}>
            <Icon aria-hidden />
            {label}
            <Badge id={badgeId} variant="warning" className="px-1.5 text-[0.6875rem]">
              {unavailable}
            </Badge>
          </Button>
        )}
      </UnavailableControl>
    );
  }
  return (
    <Button
      variant={isSelected ? 'primary' : 'outline'}
      size="sm"
      aria-pressed={isSelected}
      onClick={onSelect}
    >
      <Icon aria-hidden />
      {label}
    </Button>
  );
}

/**
 * AI Generation Settings (000 §2 Settings): which engine answers (with the steps to connect a
 * language model while the built-in one does), for an admin whether that engine and the services
 * the server is configured with answer, and the generation mode the next message is sent in (the
 * same choice as the phone menu's).
 */
export function AiGenerationSection({
  generationMode,
  onGenerationModeChange,
  isAdmin = false,
}: AiGenerationSectionProps) {
  return (
    <SettingsSection
      icon={Sparkles}
      title="AI Generation Settings"
      headingId={SETTINGS_SECTIONS.aiGeneration}
    >
      <EngineStatus />
      {isAdmin && <ConfiguredServicesStatus />}
      {isAdmin && <UnexpectedErrors />}
      <div role="group" aria-label="Generation mode" className="flex flex-wrap gap-2">
        {MODE_CHOICES.map((choice) => (
          <ModeButton
            key={choice.mode}
            choice={choice}
            isSelected={generationMode === choice.mode}
            onSelect={() => onGenerationModeChange(choice.mode)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
