import { ArrowLeft, Target } from 'lucide-react';
import type { AdaptiveLearningPath, LearningNode } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LearningNodeItem } from './learning-node-item';

/** Props of AdaptivePathDetail. */
export interface AdaptivePathDetailProps {
  path: AdaptiveLearningPath;
  onBack: () => void;
  onLearn: (node: LearningNode) => void;
  onComplete: (node: LearningNode) => void;
  onReview: (node: LearningNode) => void;
}

/** One adaptive path: its outcomes and modules, with a way back to the list (001 §2). */
export function AdaptivePathDetail({ path, onBack, ...actions }: AdaptivePathDetailProps) {
  const titleById = new Map(path.nodes.map((node) => [node.id, node.title]));
  return (
    <div className="grid grid-cols-1 gap-4">
      <Button variant="link" className="h-auto w-fit px-0" onClick={onBack}>
        <ArrowLeft aria-hidden />
        Back to all paths
      </Button>
      <div className="grid grid-cols-1 gap-1">
        <h3 className="text-lg font-semibold">{path.title}</h3>
        <p className="text-sm text-muted-foreground">{path.description}</p>
        <p className="flex flex-wrap gap-1.5 pt-1">
          <Badge variant="outline" className="capitalize">
            {path.difficulty}
          </Badge>
          <Badge variant="outline">{path.estimatedHours} hours</Badge>
          <Badge variant="outline">
            {path.completedNodes} of {path.totalNodes} modules completed
          </Badge>
        </p>
      </div>
      <section aria-label="Outcomes" className="grid grid-cols-1 gap-1.5">
        <h4 className="flex items-center gap-1.5 text-sm font-semibold">
          <Target className="size-4 text-primary" aria-hidden />
          What you will be able to do
        </h4>
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          {path.outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
      </section>
      <section aria-label="Modules" className="grid grid-cols-1 gap-2">
        <h4 className="text-sm font-semibold">Modules</h4>
        <ol className="grid grid-cols-1 gap-2">
          {path.nodes.map((node) => (
            <LearningNodeItem
              key={node.id}
              node={node}
              prerequisiteTitles={node.prerequisites.map((id) => titleById.get(id) ?? id)}
              {...actions}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
