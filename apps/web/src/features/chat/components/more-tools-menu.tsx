import { useId } from 'react';
import { Ellipsis } from 'lucide-react';
import { COMING_SOON } from '@/components/ui/unavailable-control';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { type ChatTool, unavailableReasonOf } from './chat-tool';

function MoreToolsItem({ tool }: { tool: ChatTool }) {
  const { label, icon: Icon, onOpen } = tool;
  const reasonId = useId();
  const reason = unavailableReasonOf(tool);
  if (reason !== undefined || onOpen === undefined) {
    // Still listed, so every tool can be found on a phone; named alone, with the reason read after.
    return (
      <DropdownMenuItem disabled aria-label={label} aria-describedby={reasonId}>
        <Icon aria-hidden />
        {label}
        <span id={reasonId} className="ml-auto pl-3 text-xs text-muted-foreground">
          {reason ?? COMING_SOON}
        </span>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem onSelect={onOpen}>
      <Icon aria-hidden />
      {label}
    </DropdownMenuItem>
  );
}

/** The toolbar's last button on a narrow screen: a menu of the tools that did not fit. */
export function MoreToolsMenu({
  tools,
  className,
}: {
  tools: readonly ChatTool[];
  className: string;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        type="button"
        aria-label="More tools"
        title="More tools"
        className={className}
      >
        <Ellipsis className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" side="top">
        {tools.map((tool) => (
          <MoreToolsItem key={tool.label} tool={tool} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
