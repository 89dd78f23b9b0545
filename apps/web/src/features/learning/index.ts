export {
  AdaptiveLearningPathsDialog,
  type AdaptiveLearningPathsDialogProps,
} from './adaptive/adaptive-learning-paths-dialog';
