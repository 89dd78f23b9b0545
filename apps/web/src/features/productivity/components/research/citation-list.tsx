import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCitations } from '../../api/citations';
import { useResearchProjects } from '../../api/research-projects';
import { ALL } from '../../logic/choices';
import { SelectField } from '../shared/form-fields';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../shared/list-states';
import { CitationCard } from './citation-card';
import { CitationDialog } from './citation-dialog';

/** Citations: New Citation, a project filter, then the citation cards. */
export function CitationList() {
  const [projectFilter, setProjectFilter] = useState<string>(ALL);
  const [isCreating, setIsCreating] = useState(false);
  const projectId = projectFilter === ALL ? undefined : projectFilter;
  const citations = useCitations(projectId);
  const { projects } = useResearchProjects();
  const titleOf = new Map(projects.map((project) => [project.id, project.title]));
  const filterChoices = [
    { value: ALL, label: 'All projects' },
    ...projects.map((project) => ({ value: project.id, label: project.title })),
  ];

  return (
    <section aria-labelledby="productivity-citations" className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h3 id="productivity-citations" className="font-semibold">
          Citations
        </h3>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SelectField
            label="Project"
            className="sm:w-56"
            value={projectFilter}
            choices={filterChoices}
            onChange={setProjectFilter}
          />
          <Button size="sm" className="sm:mb-0.5" onClick={() => setIsCreating(true)}>
            <Plus aria-hidden />
            New Citation
          </Button>
        </div>
      </div>
      {citations.isPending ? (
        <ListLoading label="Loading citations..." rows={2} />
      ) : citations.isError ? (
        <ListError
          what="your citations"
          message={citations.error.message}
          onRetry={() => void citations.refetch()}
          isRetrying={citations.isFetching}
        />
      ) : citations.citations.length === 0 ? (
        <ListEmpty>
          {projectId
            ? 'No citations in this project yet.'
            : 'No citations yet. Add the sources you rely on.'}
        </ListEmpty>
      ) : (
        <>
          <ul aria-label="Citations" className="grid gap-3">
            {citations.citations.map((citation) => (
              <CitationCard
                key={citation.id}
                citation={citation}
                projectTitle={citation.projectId ? titleOf.get(citation.projectId) : undefined}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={citations.hasNextPage}
            isLoading={citations.isFetchingNextPage}
            onLoadMore={() => void citations.fetchNextPage()}
          />
        </>
      )}
      <CitationDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        projects={projects}
        projectId={projectId}
      />
    </section>
  );
}
