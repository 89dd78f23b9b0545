import { BookOpen, Calendar, CheckSquare, StickyNote, type LucideIcon } from 'lucide-react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import type { ProductivityTab } from '../stores/productivity-dialog-store';

const TABS: { value: ProductivityTab; label: string; icon: LucideIcon }[] = [
  { value: 'tasks', label: 'Tasks', icon: CheckSquare },
  { value: 'calendar', label: 'Calendar', icon: Calendar },
  { value: 'notes', label: 'Notes', icon: StickyNote },
  { value: 'research', label: 'Research', icon: BookOpen },
];

/** The four tabs on one row; on a narrow phone the row scrolls sideways, fading where more hide. */
export function ProductivityTabList() {
  const { ref, hidesStart, hidesEnd } = useScrollEdges<HTMLDivElement>();
  return (
    <TabsList
      ref={ref}
      aria-label="Productivity tools"
      data-hides-start={hidesStart || undefined}
      data-hides-end={hidesEnd || undefined}
      className={cn(
        'h-auto w-full justify-start overflow-x-auto [scrollbar-width:thin] sm:w-auto',
        '[--fade-start:black] [--fade-end:black]',
        'data-[hides-start]:[--fade-start:transparent] data-[hides-end]:[--fade-end:transparent]',
        '[mask-image:linear-gradient(to_right,var(--fade-start),black_2rem,black_calc(100%-2rem),var(--fade-end))]',
      )}
    >
      {TABS.map(({ value, label, icon: Icon }) => (
        // Four labels fit a phone's width once the icons make way.
        <TabsTrigger key={value} value={value} className="flex-1 px-2 sm:flex-none sm:px-3">
          <Icon aria-hidden className="max-sm:hidden" />
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
