import { type ReactNode, useMemo, useState } from 'react';
import type { EducationalSubjects } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEducationalSubjects } from '../api/get-educational-subjects';
import {
  ALL,
  filterSubjects,
  groupByCategory,
  listSubjects,
  NO_SUBJECTS_MESSAGE,
  type DirectorySubject,
  type SubjectFilters as Filters,
} from '../logic/directory-subjects';
import { SubjectCard } from './subject-card';
import { SubjectFilters } from './subject-filters';
import { countLabel } from './subject-labels';
import { SubjectsByCategory } from './subjects-by-category';

/** Props of the Educational Subjects Directory dialog. */
export interface EducationalSubjectsDirectoryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY_DIRECTORY: EducationalSubjects = {};
const NO_FILTERS: Filters = { search: '', category: ALL, level: ALL };

function SubjectList({ subjects }: { subjects: DirectorySubject[] }) {
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      {subjects.map((subject) => (
        <SubjectCard key={subject.key} subject={subject} />
      ))}
    </div>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      The subjects directory could not be loaded.
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

// Lives inside the dialog's content, which unmounts on close: the directory is fetched on first
// open and the search and filters start afresh each time.
function DirectoryBody() {
  const query = useEducationalSubjects();
  // A failed load shows an empty directory (001 §8), with a way to try again.
  const directory = query.data?.data ?? EMPTY_DIRECTORY;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);

  const subjects = useMemo(() => listSubjects(directory), [directory]);
  const matches = useMemo(() => filterSubjects(subjects, filters), [subjects, filters]);
  const groups = useMemo(() => groupByCategory(directory, matches), [directory, matches]);
  const categories = useMemo(() => Object.keys(directory), [directory]);

  const body = (content: ReactNode) => {
    if (query.isPending) {
      return (
        <p role="status" className="py-10 text-center text-sm text-muted-foreground">
          Loading subjects...
        </p>
      );
    }
    if (matches.length === 0) {
      return (
        <p className="py-10 text-center text-sm text-muted-foreground">{NO_SUBJECTS_MESSAGE}</p>
      );
    }
    return content;
  };

  return (
    <>
      {!query.isPending && (
        <p className="-mt-2 text-sm font-medium">
          {countLabel(query.data?.totalCategories ?? 0, 'category', 'categories')} ·{' '}
          {countLabel(query.data?.totalSubjects ?? 0, 'subject')}
        </p>
      )}
      {query.isError && <LoadFailure onRetry={() => void query.refetch()} />}
      <SubjectFilters filters={filters} categories={categories} onFiltersChange={setFilters} />
      <Tabs defaultValue="all" className="flex min-h-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList>
            <TabsTrigger value="all">All Subjects</TabsTrigger>
            <TabsTrigger value="by-category">By Category</TabsTrigger>
          </TabsList>
          <p role="status" className="text-xs text-muted-foreground">
            {query.isPending
              ? ''
              : `Showing ${matches.length} of ${countLabel(subjects.length, 'subject')}`}
          </p>
        </div>
        <TabsContent value="all" className="min-h-0 flex-1 overflow-y-auto pr-1">
          {body(<SubjectList subjects={matches} />)}
        </TabsContent>
        <TabsContent value="by-category" className="min-h-0 flex-1 overflow-y-auto pr-1">
          {body(<SubjectsByCategory groups={groups} />)}
        </TabsContent>
      </Tabs>
    </>
  );
}

/** The Educational Subjects Directory (001 §2): search, filter and browse subjects and sources. */
export function EducationalSubjectsDirectory({
  open,
  onOpenChange,
}: EducationalSubjectsDirectoryProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Educational Subjects Directory"
        description="Free, reputable places to learn, by subject."
        className="flex h-[calc(100dvh-2rem)] max-w-5xl flex-col gap-4 overflow-hidden p-4 sm:h-[min(calc(100dvh-4rem),56rem)] sm:p-6"
      >
        <DirectoryBody />
      </DialogContent>
    </Dialog>
  );
}
