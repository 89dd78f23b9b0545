import { useId } from 'react';
import { Search } from 'lucide-react';
import { DIFFICULTIES, type Difficulty } from '@polymath/shared';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { ALL, type SubjectFilters as Filters } from '../logic/directory-subjects';
import { DIFFICULTY_LABELS } from './subject-labels';

interface SubjectFiltersProps {
  filters: Filters;
  categories: string[];
  onFiltersChange: (filters: Filters) => void;
}

function isLevel(value: string): value is Difficulty | typeof ALL {
  return value === ALL || (DIFFICULTIES as readonly string[]).includes(value);
}

/** The search box, the category filter and the level filter of the directory. */
export function SubjectFilters({ filters, categories, onFiltersChange }: SubjectFiltersProps) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search subjects
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={filters.search}
          onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
          placeholder="Search subjects, topics or sources..."
          className="h-9 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select
          value={filters.category}
          onValueChange={(category) => onFiltersChange({ ...filters, category })}
        >
          <SelectTrigger aria-label="Category" className="sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Categories</SelectItem>
            {categories.map((category) => (
              <SelectItem key={category} value={category}>
                {category}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={filters.level}
          onValueChange={(level) => {
            if (isLevel(level)) onFiltersChange({ ...filters, level });
          }}
        >
          <SelectTrigger aria-label="Level" className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Levels</SelectItem>
            {DIFFICULTIES.map((level) => (
              <SelectItem key={level} value={level}>
                {DIFFICULTY_LABELS[level]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
