import { PRODUCT_NAME, type GenerationMode } from '@polymath/shared';
import { LogoMark } from '@/components/brand/logo-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';

/** Props of AppHeader. */
export interface AppHeaderProps {
  conversationCount: number;
  onOpenSettings: () => void;
  onNewChat: () => void;
  onViewConversations: () => void;
  /** The phone menu's Upload File: the chat's file picker. */
  onUploadFile: () => void;
  /** The phone menu's Start Coding: the chat's coding mode. */
  onStartCoding: () => void;
  generationMode: GenerationMode;
  onGenerationModeChange: (mode: GenerationMode) => void;
}

/** The top bar: the product, the feature controls (a menu on small screens) and the theme toggle. */
export function AppHeader({ onOpenSettings, ...menuProps }: AppHeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-background/80 px-3 pt-[env(safe-area-inset-top)] backdrop-blur sm:px-4">
      <div className="flex min-w-0 flex-1 items-center gap-2.5">
        <LogoMark className="size-7 shrink-0" />
        <h1 className="truncate text-lg font-semibold tracking-tight">{PRODUCT_NAME}</h1>
      </div>
      <HeaderActions onOpenSettings={onOpenSettings} />
      <ThemeToggle />
      <MobileMenu {...menuProps} />
    </header>
  );
}
