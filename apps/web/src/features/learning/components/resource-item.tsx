import {
  BookOpen,
  CheckCircle2,
  Dumbbell,
  ExternalLink,
  FileText,
  GraduationCap,
  HelpCircle,
  Link2,
  PlayCircle,
  type LucideIcon,
} from 'lucide-react';
import { isKnownResourceType, type KnownResourceType, type Resource } from '@polymath/shared';
import { Button, buttonVariants } from '@/components/ui/button';

const RESOURCE_ICONS: Record<KnownResourceType, LucideIcon> = {
  article: FileText,
  video: PlayCircle,
  exercise: Dumbbell,
  quiz: HelpCircle,
  tutorial: GraduationCap,
  documentation: BookOpen,
};

/** Props of ResourceItem. */
export interface ResourceItemProps {
  resource: Resource;
  /** 'complete' shows Open and Complete (recommendations); 'mark-done' shows Mark Done (All Paths). */
  actions: 'complete' | 'mark-done';
  onComplete: () => void;
}

/** One resource of a path: its icon, title and duration, and the actions of the card it is on. */
export function ResourceItem({ resource, actions, onComplete }: ResourceItemProps) {
  const Icon = isKnownResourceType(resource.type) ? RESOURCE_ICONS[resource.type] : Link2;
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border bg-background/60 px-3 py-2">
      {resource.completed ? (
        <CheckCircle2 className="size-4 text-success" aria-label="Completed" />
      ) : (
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{resource.title}</p>
        <p className="text-xs text-muted-foreground">
          {resource.type} · {resource.duration}
        </p>
      </div>
      <div className="flex gap-1.5">
        {actions === 'complete' && (
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden />
            Open
          </a>
        )}
        <Button
          size="sm"
          variant={resource.completed ? 'ghost' : 'secondary'}
          disabled={resource.completed}
          onClick={onComplete}
        >
          {actions === 'complete' ? 'Complete' : 'Mark Done'}
        </Button>
      </div>
    </li>
  );
}

/** The resources a path card shows, each with that card's actions. */
export function ResourceList({
  resources,
  actions,
  onComplete,
}: {
  resources: readonly Resource[];
  actions: ResourceItemProps['actions'];
  onComplete: (resourceId: string) => void;
}) {
  if (resources.length === 0) return null;
  return (
    <ul aria-label="Resources" className="grid grid-cols-1 gap-2">
      {resources.map((resource) => (
        <ResourceItem
          key={resource.id}
          resource={resource}
          actions={actions}
          onComplete={() => onComplete(resource.id)}
        />
      ))}
    </ul>
  );
}
