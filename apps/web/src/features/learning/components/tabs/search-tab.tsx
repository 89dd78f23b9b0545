import type { FormEvent } from 'react';
import { Loader2, Search } from 'lucide-react';
import type { LearningPath } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import type { PathSearchResult } from '../../api/search-learning-paths';
import { EmptyState } from '../learning-states';
import { SearchResultCard } from '../search-result-card';

/** Props of SearchTab. */
export interface SearchTabProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Runs the search; blank text clears the results (001 §5). */
  onSearch: (text: string) => void;
  result: PathSearchResult | null;
  isSearching: boolean;
  onStart: (path: LearningPath) => void;
  onPreview: (path: LearningPath) => void;
  startingPathId: string | null;
}

/** The Search tab: a search box and the matching paths (001 §2). */
export function SearchTab({
  text,
  onTextChange,
  onSearch,
  result,
  isSearching,
  onStart,
  onPreview,
  startingPathId,
}: SearchTabProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <div className="grid grid-cols-1 gap-4">
      <form role="search" onSubmit={handleSubmit} className="flex gap-2">
        <input
          type="search"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder="Search by title, topic, or keyword..."
          aria-label="Search learning paths"
          className="h-9 min-w-0 flex-1 rounded-lg border border-input bg-card px-3 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="submit" disabled={isSearching}>
          {isSearching ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
          Search
        </Button>
      </form>
      {result === null ? (
        <EmptyState
          title="Search for Learning Paths"
          detail="Find paths by title, topic, category or keyword."
        />
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {result.results.length > 0
              ? `Found ${result.results.length} learning path(s)`
              : 'No results found for the query'}
          </p>
          <div className="grid grid-cols-1 gap-4">
            {result.results.map((path) => (
              <SearchResultCard
                key={path.id}
                path={path}
                onStart={onStart}
                onPreview={onPreview}
                isStarting={startingPathId === path.id}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
