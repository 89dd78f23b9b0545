import { GraduationCap, MessageSquare, Settings, Trophy, type LucideIcon } from 'lucide-react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { MainTab } from './main-tab-store';

const TAB_ITEMS: { value: MainTab; label: string; icon: LucideIcon }[] = [
  { value: 'chat', label: 'Chat', icon: MessageSquare },
  { value: 'learning', label: 'Learning', icon: GraduationCap },
  { value: 'rewards', label: 'Rewards', icon: Trophy },
  { value: 'settings', label: 'Settings', icon: Settings },
];

/**
 * The main tabs: a full-width bar on phones, a compact segmented control on wider screens, in a
 * navigation landmark (axe's best practice: all content inside landmarks).
 */
export function MainTabList() {
  return (
    <nav
      aria-label="Sections"
      className="flex shrink-0 justify-center border-b bg-background/80 px-3 py-2 backdrop-blur sm:px-4"
    >
      <TabsList aria-label="Main" className="grid w-full grid-cols-4 md:inline-grid md:w-auto">
        {TAB_ITEMS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="px-2 sm:px-4">
            <Icon aria-hidden className="hidden sm:block" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
    </nav>
  );
}
