import { CheckCircle2, Lock, Play, RotateCcw, StepForward } from 'lucide-react';
import type { LearningNode } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

const STATUS_LABELS: Record<LearningNode['status'], string> = {
  locked: 'Locked',
  available: 'Available',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** Props of LearningNodeItem. */
export interface LearningNodeItemProps {
  node: LearningNode;
  /** Start (available) and Continue (in progress). */
  onLearn: (node: LearningNode) => void;
  onComplete: (node: LearningNode) => void;
  onReview: (node: LearningNode) => void;
  /** Titles of the prerequisites, to say what unlocks a locked node. */
  prerequisiteTitles: string[];
}

/** A module of an adaptive path: locked nodes have no action; others Start, Continue or Review. */
export function LearningNodeItem({
  node,
  onLearn,
  onComplete,
  onReview,
  prerequisiteTitles,
}: LearningNodeItemProps) {
  const isLocked = node.status === 'locked';
  return (
    <li
      aria-label={node.title}
      className={`grid grid-cols-1 gap-2 rounded-lg border p-3 ${isLocked ? 'bg-muted/40 text-muted-foreground' : 'bg-background/60'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex items-center gap-1.5 font-medium">
          {isLocked && <Lock className="size-3.5" aria-hidden />}
          {node.status === 'completed' && (
            <CheckCircle2 className="size-4 text-success" aria-hidden />
          )}
          {node.title}
        </p>
        <div className="flex gap-1.5">
          <Badge variant="outline">{STATUS_LABELS[node.status]}</Badge>
          <Badge>{node.xpReward} XP</Badge>
        </div>
      </div>
      <p className="text-sm">{node.description}</p>
      <p className="text-xs text-muted-foreground">
        {node.estimatedTime} · {node.difficulty}
        {node.skills.length > 0 && ` · ${node.skills.join(', ')}`}
      </p>
      {isLocked && prerequisiteTitles.length > 0 && (
        <p className="text-xs">Unlocks after: {prerequisiteTitles.join(', ')}</p>
      )}
      {node.progress > 0 && (
        <Progress value={node.progress} aria-label={`${node.title} progress`} className="h-1.5" />
      )}
      {!isLocked && (
        <div className="flex flex-wrap gap-2">
          {node.status === 'available' && (
            <Button size="sm" onClick={() => onLearn(node)}>
              <Play aria-hidden />
              Start
            </Button>
          )}
          {node.status === 'in_progress' && (
            <>
              <Button size="sm" onClick={() => onLearn(node)}>
                <StepForward aria-hidden />
                Continue
              </Button>
              <Button size="sm" variant="outline" onClick={() => onComplete(node)}>
                <CheckCircle2 aria-hidden />
                Mark Complete
              </Button>
            </>
          )}
          {node.status === 'completed' && (
            <Button size="sm" variant="outline" onClick={() => onReview(node)}>
              <RotateCcw aria-hidden />
              Review
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
