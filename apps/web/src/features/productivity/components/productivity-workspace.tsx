import { useEffect, useState, type ComponentType } from 'react';
import { Search, X } from 'lucide-react';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  PRODUCTIVITY_TABS,
  useProductivityDialogStore,
  type ProductivityTab,
} from '../stores/productivity-dialog-store';
import { CalendarTab } from './calendar/calendar-tab';
import { NotesTab, NOTE_SEARCH_DEBOUNCE_MS } from './notes/notes-tab';
import { ProductivitySearchResults, type SearchHit } from './productivity-search-results';
import { ProductivityTabList } from './productivity-tab-list';
import { ResearchTab } from './research/research-tab';
import { inputClass } from './shared/form-fields';
import { TasksTab } from './tasks/tasks-tab';

const TAB_PANELS: Record<ProductivityTab, ComponentType> = {
  tasks: TasksTab,
  calendar: CalendarTab,
  notes: NotesTab,
  research: ResearchTab,
};

function isProductivityTab(value: string): value is ProductivityTab {
  return (PRODUCTIVITY_TABS as readonly string[]).includes(value);
}

/**
 * A signed-in user's tools: the search box over all four tabs, and the tabs. Every tab stays
 * mounted (hidden when not chosen), so a draft, a filter or a month shown survives switching.
 */
export function ProductivityWorkspace() {
  const activeTab = useProductivityDialogStore((state) => state.activeTab);
  const setActiveTab = useProductivityDialogStore((state) => state.setActiveTab);
  const [search, setSearch] = useState('');
  const [reveal, setReveal] = useState<SearchHit | null>(null);
  const serverQuery = useDebouncedValue(search.trim(), NOTE_SEARCH_DEBOUNCE_MS);
  const isSearching = search.trim() !== '';

  // A picked result is shown in its tab once that tab is on screen.
  useEffect(() => {
    if (reveal === null || isSearching) return;
    const frame = window.requestAnimationFrame(() => {
      const element = document.getElementById(reveal.elementId);
      element?.scrollIntoView({ block: 'center' });
      element?.focus();
      setReveal(null);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [reveal, isSearching, activeTab]);

  const handleOpen = (hit: SearchHit) => {
    setSearch('');
    setActiveTab(hit.tab);
    setReveal(hit);
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="relative">
        <label htmlFor="productivity-search" className="sr-only">
          Search tasks, events, notes and research
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id="productivity-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // The dialog stays open for this Escape (see ProductivityDialog); the next one closes it.
            if (event.key === 'Escape') setSearch('');
          }}
          placeholder="Search tasks, events, notes and research..."
          // The browser's own clear button would sit beside this one.
          className={`${inputClass} pr-9 pl-9 [&::-webkit-search-cancel-button]:appearance-none`}
        />
        {isSearching && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => setSearch('')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      {isSearching && (
        <ProductivitySearchResults query={search} serverQuery={serverQuery} onOpen={handleOpen} />
      )}
      <Tabs
        value={activeTab}
        onValueChange={(value) => {
          if (isProductivityTab(value)) setActiveTab(value);
        }}
        className="grid min-w-0 gap-4"
        hidden={isSearching}
      >
        <ProductivityTabList />
        {PRODUCTIVITY_TABS.map((tab) => {
          const Panel = TAB_PANELS[tab];
          return (
            <TabsContent
              key={tab}
              value={tab}
              forceMount
              hidden={tab !== activeTab}
              className="min-w-0"
            >
              <Panel />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
