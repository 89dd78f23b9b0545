import type { ConversationThemeCategory } from '@polymath/shared';
import { cn } from '@/lib/cn';

/** A chip's filter: one category, or every theme. */
export type ThemeCategoryFilter = ConversationThemeCategory | 'all';

/** The chip labels, in the spec's order (001 §2). */
export const THEME_CATEGORY_FILTER_LABELS: Record<ThemeCategoryFilter, string> = {
  all: 'All',
  business: 'Business',
  creative: 'Creative',
  technical: 'Technical',
  learning: 'Learning',
  personal: 'Personal',
};

/** Props of ThemeCategoryChips. */
export interface ThemeCategoryChipsProps {
  selected: ThemeCategoryFilter;
  /** How many themes each chip would show. */
  counts: Record<ThemeCategoryFilter, number>;
  onSelect: (filter: ThemeCategoryFilter) => void;
}

/** The category filter of the themes dialog: toggle buttons, each with its theme count. */
export function ThemeCategoryChips({ selected, counts, onSelect }: ThemeCategoryChipsProps) {
  const filters = Object.keys(THEME_CATEGORY_FILTER_LABELS) as ThemeCategoryFilter[];
  return (
    <div role="group" aria-label="Theme categories" className="flex flex-wrap gap-2">
      {filters.map((filter) => {
        const isSelected = filter === selected;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(filter)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-[0.8125rem] font-medium transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isSelected
                ? 'border-transparent bg-primary text-primary-foreground'
                : 'bg-card hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {THEME_CATEGORY_FILTER_LABELS[filter]}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                isSelected ? 'bg-primary-foreground/20' : 'bg-secondary text-secondary-foreground',
              )}
            >
              {counts[filter]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
