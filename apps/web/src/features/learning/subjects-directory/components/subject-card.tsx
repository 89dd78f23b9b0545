import { useId, useState } from 'react';
import { ChevronDown, ChevronUp, Clock, Library } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DirectorySubject } from '../logic/directory-subjects';
import { countLabel, DIFFICULTY_LABELS } from './subject-labels';
import { SubjectSourceList } from './subject-source-list';

const DIFFICULTY_STYLES = {
  beginner: 'border-success/40 bg-success/10 text-success',
  intermediate: 'border-warning/40 bg-warning/10 text-warning',
  advanced: 'border-destructive/40 bg-destructive/10 text-destructive',
} as const;

interface SubjectCardProps {
  subject: DirectorySubject;
  /** h4 when the card sits under a category heading. */
  headingLevel?: 'h3' | 'h4';
}

/** A subject of the directory; its sources open below it on demand. */
export function SubjectCard({ subject, headingLevel: Heading = 'h3' }: SubjectCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const titleId = useId();
  const sourcesId = useId();

  return (
    <Card aria-labelledby={titleId} className="flex flex-col gap-3 p-4 text-sm">
      <div className="flex flex-col gap-1">
        <Heading id={titleId} className="text-base leading-tight font-semibold">
          {subject.title}
        </Heading>
        <p className="text-xs text-muted-foreground">{subject.category}</p>
      </div>
      <p className="text-muted-foreground">{subject.description}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge className={DIFFICULTY_STYLES[subject.difficulty]}>
          {DIFFICULTY_LABELS[subject.difficulty]}
        </Badge>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {subject.estimatedTime}
        </span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Library className="size-3.5" aria-hidden />
          {countLabel(subject.sources.length, 'source')}
        </span>
      </div>
      {isExpanded && <SubjectSourceList id={sourcesId} sources={subject.sources} />}
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? sourcesId : undefined}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        {isExpanded ? 'Show Less' : 'View Sources & Details'}
        {isExpanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
      </Button>
    </Card>
  );
}
