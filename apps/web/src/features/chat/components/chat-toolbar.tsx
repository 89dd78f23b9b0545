import type { ReactNode } from 'react';
import {
  CalendarClock,
  Code2,
  FileText,
  Link2,
  Mic,
  Palette,
  Paperclip,
  Phone,
  Route,
  UserRound,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import type { ContextStrength } from '@polymath/shared';
import { UnavailableControl } from '@/components/ui/unavailable-control';
import { cn } from '@/lib/cn';
import { ContextStrengthIndicator } from './context-strength-indicator';

const toolClass = cn(
  'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors',
  'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
);

function ComingSoonTool({ label, icon: Icon }: { label: string; icon: LucideIcon }) {
  return (
    <UnavailableControl>
      {(props) => (
        <button type="button" aria-label={label} className={toolClass} {...props}>
          <Icon className="size-4" aria-hidden />
        </button>
      )}
    </UnavailableControl>
  );
}

function DialogTool({
  label,
  icon: Icon,
  onOpen,
}: {
  label: string;
  icon: LucideIcon;
  onOpen: (() => void) | undefined;
}) {
  if (onOpen === undefined) return <ComingSoonTool label={label} icon={Icon} />;
  return (
    <button type="button" aria-label={label} title={label} className={toolClass} onClick={onOpen}>
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

/** Props of ChatToolbar: the dialogs another feature provides, opened from here. */
export interface ChatToolbarProps {
  contextStrength: ContextStrength;
  onOpenLiveEvents?: (() => void) | undefined;
  onOpenThemes?: (() => void) | undefined;
  onOpenAdaptivePaths?: (() => void) | undefined;
  /** More controls, placed after the built-in ones. */
  extras?: ReactNode;
}

/**
 * The input bar's toolbar (000 §2): Live Events, Conversation Themes and Adaptive Learning Paths
 * (when another feature provides them), attachments, voice and code (coming soon), the other
 * learning tools (coming soon), and the context-strength indicator.
 */
export function ChatToolbar({
  contextStrength,
  onOpenLiveEvents,
  onOpenThemes,
  onOpenAdaptivePaths,
  extras,
}: ChatToolbarProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <div
        role="toolbar"
        aria-label="Chat tools"
        className="flex min-w-0 items-center gap-0.5 overflow-x-auto [scrollbar-width:none]"
      >
        {/* The tools that work come first, so a narrow screen shows them without scrolling. */}
        <DialogTool label="Live Events" icon={CalendarClock} onOpen={onOpenLiveEvents} />
        <DialogTool label="Conversation Themes" icon={Palette} onOpen={onOpenThemes} />
        <ComingSoonTool label="Upload file" icon={Paperclip} />
        <ComingSoonTool label="Upload PDF" icon={FileText} />
        <ComingSoonTool label="Shared document URL" icon={Link2} />
        <ComingSoonTool label="Speak" icon={Mic} />
        <ComingSoonTool label="Voice call" icon={Phone} />
        <ComingSoonTool label="Code" icon={Code2} />
        <DialogTool label="Adaptive Learning Paths" icon={Route} onOpen={onOpenAdaptivePaths} />
        <ComingSoonTool label="Auto Prompts" icon={Wand2} />
        <ComingSoonTool label="Personal AI" icon={UserRound} />
        {extras}
      </div>
      <span className="shrink-0">
        <ContextStrengthIndicator strength={contextStrength} />
      </span>
    </div>
  );
}
