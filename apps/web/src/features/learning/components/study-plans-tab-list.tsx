import { useEffect } from 'react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useScrollEdges } from '@/lib/use-scroll-edges';

/**
 * The Study Plans tabs on one row. Where they do not fit (a phone) the row scrolls sideways, and
 * its edge fades where more tabs hide, so they can be found; the active tab is scrolled into view
 * when it changes (Find paths opens Search). Wider screens wrap the row as before.
 */
export function StudyPlansTabList({
  tabs,
  activeTab,
}: {
  tabs: readonly { value: string; label: string }[];
  activeTab: string;
}) {
  const { ref, hidesStart, hidesEnd } = useScrollEdges<HTMLDivElement>();

  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[data-state="active"]');
    active?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeTab, ref]);

  return (
    <TabsList
      ref={ref}
      data-hides-start={hidesStart || undefined}
      data-hides-end={hidesEnd || undefined}
      className={cn(
        'h-auto w-full justify-start overflow-x-auto [scrollbar-width:thin] sm:flex-wrap',
        // A fade at each edge that hides tabs, from a solid middle.
        '[--fade-start:black] [--fade-end:black]',
        'data-[hides-start]:[--fade-start:transparent] data-[hides-end]:[--fade-end:transparent]',
        '[mask-image:linear-gradient(to_right,var(--fade-start),black_3rem,black_calc(100%-3rem),var(--fade-end))]',
      )}
    >
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value}>
          {tab.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
