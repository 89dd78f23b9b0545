import { useId } from 'react';
import {
  Briefcase,
  Code2,
  ImageIcon,
  Lock,
  MapPin,
  Settings,
  Shield,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { UnavailableControl } from '@/components/ui/unavailable-control';
import { HeaderAccount, useAuthSession } from '@/features/auth';
import { openVibeCoding } from '@/features/code';
import { PremiumButton } from '@/features/billing';
import { openPrivacyDialog } from '@/features/privacy';
import { openProductivity } from '@/features/productivity';

/** Props of HeaderActions. */
export interface HeaderActionsProps {
  onOpenSettings: () => void;
}

const labelClass = 'hidden xl:inline';

function UnavailableAction({
  label,
  icon: Icon,
  badge,
}: {
  label: string;
  icon: LucideIcon;
  badge?: string;
}) {
  const badgeId = useId();
  return (
    <UnavailableControl describedBy={badge ? badgeId : undefined}>
      {(unavailableProps) => (
        <Button
          variant="ghost"
          size="sm"
          // The name stays exactly the label, whatever the badge or screen width shows.
          aria-label={label}
          className="px-2 xl:px-2.5"
          {...unavailableProps}
        >
          <Icon aria-hidden />
          <span className={labelClass}>{label}</span>
          {badge && (
            <Badge id={badgeId} variant="warning" className="px-1.5 text-[0.6875rem]">
              {badge}
            </Badge>
          )}
        </Button>
      )}
    </UnavailableControl>
  );
}

/**
 * The desktop header's controls (000 §2 Header). Features that land later are shown disabled with
 * "Coming soon"; Privacy opens the Privacy dialog, Productivity the productivity tools and Settings
 * the Settings tab. Labels show on wide
 * screens, icons only below that (names stay the same for assistive technology).
 */
export function HeaderActions({ onOpenSettings }: HeaderActionsProps) {
  const { user, isAuthenticated } = useAuthSession();
  const isPremium = user?.plan === 'premium';
  return (
    <nav aria-label="Features" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
      <Tooltip content="Privacy">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Privacy"
          aria-haspopup="dialog"
          onClick={openPrivacyDialog}
          className="px-2 xl:px-2.5"
        >
          <Shield aria-hidden />
          <span className={labelClass}>Privacy</span>
        </Button>
      </Tooltip>
      <Tooltip content="Vibe-Coding">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Vibe-Coding"
          aria-haspopup="dialog"
          onClick={() => void openVibeCoding()}
          className="px-2 xl:px-2.5"
        >
          <Code2 aria-hidden />
          <span className={labelClass}>Vibe-Coding</span>
        </Button>
      </Tooltip>
      <UnavailableAction label="Image" icon={ImageIcon} />
      <UnavailableAction label="Video" icon={Video} badge="In Development" />
      {/* Open to everyone: a guest is told in the dialog to sign in (000 §2 'login needed'). */}
      <Tooltip content={isAuthenticated ? 'Productivity' : 'Productivity (login needed)'}>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Productivity"
          aria-haspopup="dialog"
          onClick={() => openProductivity()}
          className="px-2 xl:px-2.5"
        >
          <Briefcase aria-hidden />
          <span className={labelClass}>Productivity</span>
          {!isAuthenticated && <Lock className="size-3 text-muted-foreground" aria-hidden />}
        </Button>
      </Tooltip>
      <Tooltip content="Settings">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Settings"
          onClick={onOpenSettings}
          className="px-2 xl:px-2.5"
        >
          <Settings aria-hidden />
          <span className={labelClass}>Settings</span>
        </Button>
      </Tooltip>
      <UnavailableAction label="Location" icon={MapPin} />
      {!isPremium && <PremiumButton />}
      <span className="mx-1 h-5 w-px bg-border" aria-hidden />
      <HeaderAccount />
    </nav>
  );
}
