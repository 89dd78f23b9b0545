import { useId, useState } from 'react';
import { CalendarClock, Plus } from 'lucide-react';
import type { ResearchProject } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useDeleteProject, useResearchProjects } from '../../api/research-projects';
import { labelOf } from '../../logic/choices';
import { formatDay } from '../../logic/format-dates';
import { LabelBadge, TagList } from '../shared/item-badges';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../shared/list-states';
import { ItemActions } from '../shared/item-actions';
import { ProjectDialog } from './project-dialog';

function ProjectCard({
  project,
  onEdit,
}: {
  project: ResearchProject;
  onEdit: (project: ResearchProject) => void;
}) {
  const titleId = useId();
  const remove = useDeleteProject();
  return (
    <li
      id={`productivity-project-${project.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid content-start gap-2 rounded-xl border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={titleId} className="min-w-0 flex-1 font-medium break-words">
          {project.title}
        </h4>
        <LabelBadge srPrefix="Status">{labelOf(project.status)}</LabelBadge>
      </div>
      {project.description && (
        <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {project.description}
        </p>
      )}
      {project.deadline && (
        <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <CalendarClock className="size-3.5" aria-hidden />
          Deadline {formatDay(project.deadline)}
        </p>
      )}
      <TagList tags={project.tags} />
      <ItemActions
        onEdit={() => onEdit(project)}
        deletion={{
          kind: 'project',
          title: project.title,
          consequence: 'Its citations are kept, without a project.',
          remove: () => remove.mutateAsync(project.id),
          isPending: remove.isPending,
        }}
      />
    </li>
  );
}

/** Research Projects: New Project, then the user's projects with Edit and Delete. */
export function ProjectList() {
  const projects = useResearchProjects();
  const [editor, setEditor] = useState<{ isOpen: boolean; project?: ResearchProject }>({
    isOpen: false,
  });
  const openNew = () => setEditor({ isOpen: true });

  return (
    <section aria-labelledby="productivity-projects" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="productivity-projects" className="font-semibold">
          Research Projects
        </h3>
        <Button size="sm" onClick={openNew}>
          <Plus aria-hidden />
          New Project
        </Button>
      </div>
      {projects.isPending ? (
        <ListLoading label="Loading projects..." rows={2} />
      ) : projects.isError ? (
        <ListError
          what="your projects"
          message={projects.error.message}
          onRetry={() => void projects.refetch()}
          isRetrying={projects.isFetching}
        />
      ) : projects.projects.length === 0 ? (
        <ListEmpty>No research projects yet. Start one, or run an AI research.</ListEmpty>
      ) : (
        <>
          <ul aria-label="Research projects" className="grid gap-3 md:grid-cols-2">
            {projects.projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                onEdit={(picked) => setEditor({ isOpen: true, project: picked })}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={projects.hasNextPage}
            isLoading={projects.isFetchingNextPage}
            onLoadMore={() => void projects.fetchNextPage()}
          />
        </>
      )}
      <ProjectDialog
        open={editor.isOpen}
        onOpenChange={(isOpen) => setEditor((current) => ({ ...current, isOpen }))}
        project={editor.project}
      />
    </section>
  );
}
