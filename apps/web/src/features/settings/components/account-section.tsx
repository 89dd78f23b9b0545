import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UnavailableControl } from '@/components/ui/unavailable-control';
import { SettingsSection } from './settings-section';

/** Account and Authentication: signed out until accounts land. */
export function AccountSection() {
  return (
    <SettingsSection icon={UserRound} title="Account and Authentication">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium text-foreground">Not signed in</p>
          <p>You are using Polymath as a guest.</p>
        </div>
        <UnavailableControl>
          {(unavailableProps) => <Button {...unavailableProps}>Sign In</Button>}
        </UnavailableControl>
      </div>
    </SettingsSection>
  );
}
