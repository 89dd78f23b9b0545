import { useMemo, useState } from 'react';
import { applyNodeProgress, rankAdaptivePaths, type LearningNode } from '@polymath/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUserLevel } from '../api/get-user-level';
import { AdaptivePathDetail } from './adaptive-path-detail';
import { AdaptivePathList } from './adaptive-path-list';
import { useAdaptiveProgressStore } from './adaptive-progress-store';
import { nodeLessonPrompt, nodeReviewPrompt } from './node-prompts';
import { SAMPLE_ADAPTIVE_PATHS } from './sample-adaptive-paths';

/** Props of AdaptiveLearningPathsDialog. */
export interface AdaptiveLearningPathsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Asks the chat a question; when given, Start, Continue and Review also open the lesson there
   * (the dialog then closes). Without it they only record progress.
   */
  onAskInChat?: (question: string) => void;
}

/**
 * The Adaptive Learning Paths dialog (001 §2): the built-in paths ranked by the recommendation score
 * for the learner's level, and each path's modules with the learner's own progress.
 */
export function AdaptiveLearningPathsDialog({
  open,
  onOpenChange,
  onAskInChat,
}: AdaptiveLearningPathsDialogProps) {
  const [openPathId, setOpenPathId] = useState<string | null>(null);
  const userLevel = useUserLevel(open);
  const progressByNode = useAdaptiveProgressStore((state) => state.progressByNode);
  const startNode = useAdaptiveProgressStore((state) => state.startNode);
  const completeNode = useAdaptiveProgressStore((state) => state.completeNode);

  const ranked = useMemo(() => {
    const paths = SAMPLE_ADAPTIVE_PATHS.map((path) => applyNodeProgress(path, progressByNode));
    return rankAdaptivePaths(paths, userLevel).map((entry) => entry.path);
  }, [progressByNode, userLevel]);
  const openPath = ranked.find((path) => path.id === openPathId);

  const ask = (question: string) => {
    if (!onAskInChat) return;
    onOpenChange(false);
    onAskInChat(question);
  };
  const handleLearn = (node: LearningNode) => {
    startNode(node.id);
    if (openPath) ask(nodeLessonPrompt(node, openPath.title));
  };
  const handleReview = (node: LearningNode) => {
    if (openPath) ask(nodeReviewPrompt(node, openPath.title));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        onOpenChange(isOpen);
        if (!isOpen) setOpenPathId(null);
      }}
    >
      <DialogContent
        title="Adaptive Learning Paths"
        description={`Paths ranked for your level (${userLevel}) and progress`}
        className="max-w-2xl"
      >
        {openPath ? (
          <AdaptivePathDetail
            path={openPath}
            onBack={() => setOpenPathId(null)}
            onLearn={handleLearn}
            onComplete={(node) => completeNode(node.id)}
            onReview={handleReview}
          />
        ) : (
          <AdaptivePathList paths={ranked} onOpen={setOpenPathId} />
        )}
      </DialogContent>
    </Dialog>
  );
}
