import type { ReactNode } from 'react';
import {
  CalendarClock,
  Code2,
  FileText,
  Link2,
  Mic,
  MonitorUp,
  Palette,
  Paperclip,
  Phone,
  Route,
  UserRound,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import type { ContextStrength } from '@polymath/shared';
import { COMING_SOON, UnavailableControl } from '@/components/ui/unavailable-control';
import { cn } from '@/lib/cn';
import { useChatStore } from '../stores/chat-store';
import { useFittingToolCount } from '../hooks/use-fitting-tool-count';
import { type ChatTool, unavailableReasonOf } from './chat-tool';
import { ContextStrengthIndicator } from './context-strength-indicator';
import { MoreToolsMenu } from './more-tools-menu';

const toolClass = cn(
  'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors',
  'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
);

function ComingSoonTool({
  label,
  icon: Icon,
  reason,
}: {
  label: string;
  icon: LucideIcon;
  reason: string;
}) {
  return (
    <UnavailableControl reason={reason}>
      {(props) => (
        <button type="button" aria-label={label} className={toolClass} {...props}>
          <Icon className="size-4" aria-hidden />
        </button>
      )}
    </UnavailableControl>
  );
}

function DialogTool(tool: ChatTool) {
  const { label, icon: Icon, onOpen, isPressed } = tool;
  const reason = unavailableReasonOf(tool);
  if (reason !== undefined || onOpen === undefined) {
    return <ComingSoonTool label={label} icon={Icon} reason={reason ?? COMING_SOON} />;
  }
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      className={cn(toolClass, isPressed && 'bg-primary/10 text-primary')}
      onClick={onOpen}
    >
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
  onOpenAutoPrompts?: (() => void) | undefined;
  onOpenPersonalAi?: (() => void) | undefined;
  /** The file tools, when the app reads files. */
  onUploadFile?: (() => void) | undefined;
  onUploadPdf?: (() => void) | undefined;
  onOpenSharedLink?: (() => void) | undefined;
  /** Screen analysis, where the browser can share a screen (not on phones). */
  onAnalyzeScreen?: (() => void) | undefined;
  /** More controls, placed after the tools (never in the More tools menu). */
  extras?: ReactNode;
}

/**
 * The input bar's toolbar (000 §2): Live Events, Conversation Themes, Adaptive Learning Paths, Auto
 * Prompts and Personal AI (when other features provide them), files (upload, PDF, shared link,
 * screen), the coding mode (Code), voice (coming soon), and the context-strength indicator. The
 * tools that do not fit on the row (on a phone) are items of a More tools menu at its end, so
 * every tool can be found.
 */
export function ChatToolbar({
  contextStrength,
  onOpenLiveEvents,
  onOpenThemes,
  onOpenAdaptivePaths,
  onOpenAutoPrompts,
  onOpenPersonalAi,
  onUploadFile,
  onUploadPdf,
  onOpenSharedLink,
  onAnalyzeScreen,
  extras,
}: ChatToolbarProps) {
  const codingMode = useChatStore((state) => state.codingMode);
  const setCodingMode = useChatStore((state) => state.setCodingMode);
  // The tools that work come first, so a narrow screen shows them outside the menu.
  // Each tool names its feature of the product's list, which decides whether it says 'Coming soon'.
  const tools: ChatTool[] = [
    {
      label: 'Live Events',
      icon: CalendarClock,
      feature: 'live-events',
      onOpen: onOpenLiveEvents,
    },
    {
      label: 'Conversation Themes',
      icon: Palette,
      feature: 'conversation-themes',
      onOpen: onOpenThemes,
    },
    { label: 'Upload file', icon: Paperclip, feature: 'file-analysis', onOpen: onUploadFile },
    { label: 'Upload PDF', icon: FileText, feature: 'file-analysis', onOpen: onUploadPdf },
    {
      label: 'Shared document URL',
      icon: Link2,
      feature: 'shared-links',
      onOpen: onOpenSharedLink,
    },
    ...(onAnalyzeScreen
      ? [
          {
            label: 'Analyze screen',
            icon: MonitorUp,
            feature: 'screen-analysis' as const,
            onOpen: onAnalyzeScreen,
          },
        ]
      : []),
    {
      label: 'Code',
      icon: Code2,
      feature: 'vibe-coding',
      onOpen: () => setCodingMode(codingMode === 'programming' ? 'off' : 'programming'),
      isPressed: codingMode === 'programming',
    },
    { label: 'Speak', icon: Mic, feature: 'voice-input', onOpen: undefined },
    { label: 'Voice call', icon: Phone, feature: 'voice-call', onOpen: undefined },
    {
      label: 'Adaptive Learning Paths',
      icon: Route,
      feature: 'study-plans',
      onOpen: onOpenAdaptivePaths,
    },
    { label: 'Auto Prompts', icon: Wand2, feature: 'auto-prompts', onOpen: onOpenAutoPrompts },
    { label: 'Personal AI', icon: UserRound, feature: 'personal-ai', onOpen: onOpenPersonalAi },
  ];
  const { areaRef, besideRef, visibleCount } = useFittingToolCount(tools.length);
  const overflowTools = tools.slice(visibleCount);
  return (
    <div ref={areaRef} className="flex min-w-0 flex-1 items-center gap-2">
      <div role="toolbar" aria-label="Chat tools" className="flex min-w-0 items-center gap-0.5">
        {tools.slice(0, visibleCount).map((tool) => (
          <DialogTool key={tool.label} {...tool} />
        ))}
        {overflowTools.length > 0 && <MoreToolsMenu tools={overflowTools} className={toolClass} />}
      </div>
      <span ref={besideRef} className="flex shrink-0 items-center gap-2">
        {extras}
        <ContextStrengthIndicator strength={contextStrength} />
      </span>
    </div>
  );
}
