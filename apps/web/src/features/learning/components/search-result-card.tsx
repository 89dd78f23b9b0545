import { useId } from 'react';
import { Eye, Loader2 } from 'lucide-react';
import type { LearningPath } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PathProgress, PathSummary } from './path-summary';

/** Props of SearchResultCard. */
export interface SearchResultCardProps {
  path: LearningPath;
  onStart: (path: LearningPath) => void;
  onPreview: (path: LearningPath) => void;
  isStarting: boolean;
}

/** A result of the Search tab, with Start Learning and Preview (001 §2). */
export function SearchResultCard({ path, onStart, onPreview, isStarting }: SearchResultCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
        <PathSummary path={path} headingId={headingId} />
        <PathProgress path={path} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onStart(path)} disabled={isStarting}>
            {isStarting && <Loader2 className="animate-spin" aria-hidden />}
            Start Learning
          </Button>
          <Button variant="outline" onClick={() => onPreview(path)}>
            <Eye aria-hidden />
            Preview
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
