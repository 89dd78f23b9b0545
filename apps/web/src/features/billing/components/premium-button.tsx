import { Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { openPremiumDialog } from '../stores/billing-dialog-store';

/** The header's Premium button (001 §2): opens the Premium upgrade dialog. */
export function PremiumButton() {
  return (
    <Tooltip content="Premium">
      <Button
        variant="ghost"
        size="sm"
        aria-label="Premium"
        aria-haspopup="dialog"
        onClick={openPremiumDialog}
        className="px-2 text-primary xl:px-2.5"
      >
        <Crown aria-hidden />
        <span className="hidden xl:inline">Premium</span>
      </Button>
    </Tooltip>
  );
}
