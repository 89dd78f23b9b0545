import { useId, type ReactNode } from 'react';
import {
  Briefcase,
  Code2,
  Crown,
  Image as ImageIcon,
  LogIn,
  LogOut,
  MessageSquare,
  MessagesSquare,
  Mic,
  Plus,
  Shield,
  Sparkles,
  Terminal,
  Upload,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { featureStatusLabel, type GenerationMode, type ProductFeatureId } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { COMING_SOON } from '@/components/ui/unavailable-control';
import { openAuthModal, useAuthSession, useSignOut } from '@/features/auth';
import { openPremiumDialog } from '@/features/billing';
import { openVibeCoding } from '@/features/code';
import { openPrivacyDialog } from '@/features/privacy';
import { openProductivity } from '@/features/productivity';
import { cn } from '@/lib/cn';

/** What the phone menu shows and does (000 §2 Header, mobile). */
export interface MobileMenuProps {
  conversationCount: number;
  onNewChat: () => void;
  onViewConversations: () => void;
  onUploadFile: () => void;
  /** Start Coding: the chat's coding mode (requests go to the code assistant). */
  onStartCoding: () => void;
  generationMode: GenerationMode;
  onGenerationModeChange: (mode: GenerationMode) => void;
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:hover:bg-transparent aria-disabled:hover:text-muted-foreground';

/** What a menu item does, or why it cannot. */
interface MenuItemAction {
  onSelect?: () => void;
  /** Shown for items that are not available yet. */
  status?: string | undefined;
  isPressed?: boolean;
}

function MenuItem({
  label,
  icon: Icon,
  onSelect,
  status,
  isPressed,
}: MenuItemAction & {
  label: string;
  icon: LucideIcon;
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

/**
 * What a feature's item gets: its action while the product's feature list says the feature works
 * on this server, else the feature's label ('Coming soon', 'In Development').
 */
function featureItem(feature: ProductFeatureId, item: MenuItemAction = {}): MenuItemAction {
  const label = featureStatusLabel(feature);
  return label === undefined ? item : { status: label };
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

/** Login when signed out; the user's name and Logout when signed in (000 §2 Header, on a phone). */
function AccountGroup({ closingWith }: { closingWith: (action: () => void) => () => void }) {
  const { user, isAuthenticated } = useAuthSession();
  const signOut = useSignOut();
  const upgradeItem = (
    <MenuItem label="Upgrade to Premium" icon={Crown} onSelect={closingWith(openPremiumDialog)} />
  );
  if (!isAuthenticated || !user) {
    return (
      <MenuGroup title="Account">
        <MenuItem label="Login" icon={LogIn} onSelect={closingWith(() => openAuthModal())} />
        {upgradeItem}
      </MenuGroup>
    );
  }
  return (
    <MenuGroup title="Account">
      <li className="grid px-3 py-1.5 text-sm">
        <span className="truncate font-medium">{user.name}</span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
      </li>
      {user.plan !== 'premium' && upgradeItem}
      <MenuItem label="Logout" icon={LogOut} onSelect={closingWith(() => void signOut())} />
    </MenuGroup>
  );
}

/** Productivity, for everyone; a guest sees that it needs a login (and is told so in the dialog). */
function ProductivityGroup({ closingWith }: { closingWith: (action: () => void) => () => void }) {
  const { isAuthenticated } = useAuthSession();
  return (
    <MenuGroup title="Workspace">
      <MenuItem
        label="Productivity"
        icon={Briefcase}
        {...featureItem('productivity', {
          onSelect: closingWith(() => openProductivity()),
          status: isAuthenticated ? undefined : 'Login needed',
        })}
      />
    </MenuGroup>
  );
}

/** Props of MobileMenuSheet: the menu's props and whether the drawer is open. */
export interface MobileMenuSheetProps extends MobileMenuProps {
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
}

/** The phone menu's drawer, loaded the first time the Menu button is pressed. */
export default function MobileMenuSheet({
  isOpen,
  setIsOpen,
  conversationCount,
  onNewChat,
  onViewConversations,
  onUploadFile,
  onStartCoding,
  generationMode,
  onGenerationModeChange,
}: MobileMenuSheetProps) {
  // Every available item does its thing and closes the menu.
  const closingWith = (action: () => void) => () => {
    action();
    setIsOpen(false);
  };
  const modeItem = (mode: GenerationMode) => ({
    onSelect: closingWith(() => onGenerationModeChange(mode)),
    isPressed: generationMode === mode,
  });

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetContent title="Menu">
        <div className="flex-1 overflow-y-auto px-2 py-2">
          <AccountGroup closingWith={closingWith} />
          <MenuGroup title="Conversations">
            <MenuItem label="New Chat" icon={Plus} onSelect={closingWith(onNewChat)} />
            <MenuItem
              label={`View Conversations (${conversationCount})`}
              icon={MessagesSquare}
              onSelect={closingWith(onViewConversations)}
            />
            <MenuItem
              label="Upload File"
              icon={Upload}
              {...featureItem('file-analysis', { onSelect: closingWith(onUploadFile) })}
            />
          </MenuGroup>
          <MenuGroup title="Create">
            <MenuItem
              label="Start Coding"
              icon={Terminal}
              {...featureItem('vibe-coding', { onSelect: closingWith(onStartCoding) })}
            />
            <MenuItem
              label="Vibe-Coding"
              icon={Code2}
              {...featureItem('vibe-coding', {
                onSelect: closingWith(() => openVibeCoding()),
              })}
            />
          </MenuGroup>
          <ProductivityGroup closingWith={closingWith} />
          <MenuGroup title="Generation mode">
            <MenuItem label="Chat" icon={MessageSquare} {...modeItem('chat')} />
            {/* Video's mode can be chosen once the feature list says video generation works. */}
            <MenuItem
              label="Video"
              icon={Video}
              {...featureItem('video-generation', modeItem('video'))}
            />
            <MenuItem label="Photo" icon={ImageIcon} {...modeItem('photo')} />
          </MenuGroup>
          <MenuGroup title="Voice">
            <MenuItem label="Voice Input" icon={Mic} {...featureItem('voice-input')} />
          </MenuGroup>
          <MenuGroup title="Privacy">
            <MenuItem
              label="Privacy & Consent"
              icon={Shield}
              onSelect={closingWith(openPrivacyDialog)}
            />
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
