import type { UsageFeature } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import type { LimitReached } from '@/lib/limit-events';
import { useFeatureLimitReached } from '../hooks/use-feature-limit-reached';

/** What each counted feature is called in its limit dialog's title. */
const FEATURE_NAMES: Record<UsageFeature, string> = {
  imageGeneration: 'Image generation',
  videoGeneration: 'Video generation',
  codeGeneration: 'Code generation',
  codeExecution: 'Code execution',
  screenAnalysis: 'Screen analysis',
  premiumAI: 'Premium AI',
  advancedTools: 'Advanced tools',
};

export interface FeatureLimitDialogProps {
  refusal: LimitReached | null;
  onClose: () => void;
  /** Whether the viewer is signed in: a guest is offered the sign-in, a user the upgrade. */
  isSignedIn: boolean;
  onSignIn: () => void;
  onUpgrade: () => void;
}

/**
 * The limit dialog of 000 §8 for a counted feature (screen analysis, images, code…): the server's
 * explanation, and the way on — Premium for a signed-in user, signing in for a guest.
 */
export function FeatureLimitDialog({
  refusal,
  onClose,
  isSignedIn,
  onSignIn,
  onUpgrade,
}: FeatureLimitDialogProps) {
  const name = refusal?.feature ? FEATURE_NAMES[refusal.feature] : undefined;
  const goOn = () => {
    onClose();
    if (isSignedIn) onUpgrade();
    else onSignIn();
  };
  return (
    <Dialog open={refusal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={name ? `${name} limit reached` : 'Limit reached'}
        description={refusal?.message ?? ''}
      >
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Maybe Later
          </Button>
          <Button onClick={goOn} autoFocus>
            {isSignedIn ? 'Upgrade to Premium' : 'Sign In / Register'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Shows the feature-limit dialog whenever the server refuses a counted feature. */
export function FeatureLimitDialogHost(
  props: Omit<FeatureLimitDialogProps, 'refusal' | 'onClose'>,
) {
  const { refusal, close } = useFeatureLimitReached();
  return <FeatureLimitDialog refusal={refusal} onClose={close} {...props} />;
}
