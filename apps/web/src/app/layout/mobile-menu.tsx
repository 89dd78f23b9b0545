import { useId, useState, type ReactNode } from 'react';
import {
  Code2,
  Image as ImageIcon,
  Menu,
  MessageSquare,
  MessagesSquare,
  Mic,
  Plus,
  Sparkles,
  Terminal,
  Upload,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { COMING_SOON } from '@/components/ui/unavailable-control';
import { cn } from '@/lib/cn';

/** Props of MobileMenu. */
export interface MobileMenuProps {
  conversationCount: number;
  onNewChat: () => void;
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:hover:bg-transparent aria-disabled:hover:text-muted-foreground';

function MenuItem({
  label,
  icon: Icon,
  onSelect,
  status,
  isPressed,
}: {
  label: string;
  icon: LucideIcon;
  onSelect?: () => void;
  /** Shown for items that are not available yet. */
  status?: string;
  isPressed?: boolean;
}) {
  const isAvailable = onSelect !== undefined;
  const statusId = useId();
  return (
    <li>
      <button
        type="button"
        className={cn(itemClass, isPressed && 'bg-accent text-accent-foreground')}
        // Unavailable items stay focusable so keyboard users can hear why.
        onClick={onSelect}
        aria-disabled={!isAvailable || undefined}
        aria-label={label}
        aria-describedby={status ? statusId : undefined}
        aria-pressed={isPressed}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        <span className="flex-1">{label}</span>
        {status && (
          <Badge id={statusId} variant={status === COMING_SOON ? 'outline' : 'warning'}>
            {status}
          </Badge>
        )}
      </button>
    </li>
  );
}

function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul className="grid gap-0.5">{children}</ul>
    </section>
  );
}

/** The phone menu (000 §2 Header, mobile): a drawer opened by the Menu button. */
export function MobileMenu({ conversationCount, onNewChat }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const handleNewChat = () => {
    onNewChat();
    setIsOpen(false);
  };

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu" className="lg:hidden">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
        <div className="flex-1 overflow-y-auto px-2 py-2">
          <MenuGroup title="Conversations">
            <MenuItem label="New Chat" icon={Plus} onSelect={handleNewChat} />
            <MenuItem
              label={`View Conversations (${conversationCount})`}
              icon={MessagesSquare}
              status={COMING_SOON}
            />
            <MenuItem label="Upload File" icon={Upload} status={COMING_SOON} />
          </MenuGroup>
          <MenuGroup title="Create">
            <MenuItem label="Start Coding" icon={Terminal} status={COMING_SOON} />
            <MenuItem label="Vibe-Coding" icon={Code2} status={COMING_SOON} />
          </MenuGroup>
          <MenuGroup title="Generation mode">
            <MenuItem
              label="Chat"
              icon={MessageSquare}
              onSelect={() => setIsOpen(false)}
              isPressed
            />
            <MenuItem label="Video" icon={Video} status="In Development" />
            <MenuItem label="Photo" icon={ImageIcon} status={COMING_SOON} />
          </MenuGroup>
          <MenuGroup title="Voice">
            <MenuItem label="Voice Input" icon={Mic} status={COMING_SOON} />
          </MenuGroup>
        </div>
        <p className="flex items-center gap-2 border-t px-5 py-3 text-xs text-muted-foreground">
          <Sparkles className="size-3.5" aria-hidden />
          More tools arrive with each update.
        </p>
      </SheetContent>
    </Sheet>
  );
}
