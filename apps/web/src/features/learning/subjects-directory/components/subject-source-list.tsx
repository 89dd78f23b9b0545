import { useId } from 'react';
import { ExternalLink } from 'lucide-react';
import type { SubjectSource } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { SOURCE_TYPE_LABELS } from './subject-labels';

function SourceItem({ source }: { source: SubjectSource }) {
  const nameId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-background/60 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{SOURCE_TYPE_LABELS[source.type]}</Badge>
          <span id={nameId} className="font-medium break-words">
            {source.name}
          </span>
        </div>
        <p className="text-muted-foreground">{source.description}</p>
      </div>
      {/* The link keeps the spec's name; the source's name describes which one it is. */}
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={nameId}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        Visit Source
        <ExternalLink aria-hidden />
      </a>
    </li>
  );
}

/** The sources of a subject, each opening in a new tab. */
export function SubjectSourceList({ id, sources }: { id: string; sources: SubjectSource[] }) {
  return (
    <ul id={id} aria-label="Sources" className="flex flex-col gap-2">
      {sources.map((source) => (
        <SourceItem key={source.url} source={source} />
      ))}
    </ul>
  );
}
