import { type ReactNode, useId } from 'react';
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
import { FEATURE_STATE_LABELS, productFeature, type ProductFeatureId } from '@polymath/shared';
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

interface HeaderActionProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  tooltip?: string;
  opensDialog?: boolean;
  /** Shown after the label (a lock for a feature that needs a login). */
  children?: ReactNode;
}

/** One header button: its icon, and its label on wide screens (the name stays the label). */
function HeaderAction({
  label,
  icon: Icon,
  onClick,
  tooltip = label,
  opensDialog = true,
  children,
}: HeaderActionProps) {
  return (
    <Tooltip content={tooltip}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        onClick={onClick}
        className="px-2 xl:px-2.5"
      >
        <Icon aria-hidden />
        <span className={labelClass}>{label}</span>
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * The header button of one feature: usable while the product's feature list says the feature
 * works on this server, else shown disabled ('Coming soon', with a badge when it is 'In
 * Development'). A feature with nothing to open here yet stays disabled whatever the list says.
 */
function FeatureAction({
  feature,
  onClick,
  ...action
}: Omit<HeaderActionProps, 'onClick'> & {
  feature: ProductFeatureId;
  onClick?: () => void;
}) {
  const { state } = productFeature(feature);
  if (state === 'available' && onClick !== undefined) {
    return <HeaderAction {...action} onClick={onClick} />;
  }
  const badge = state === 'in-development' ? FEATURE_STATE_LABELS[state] : undefined;
  return <UnavailableAction label={action.label} icon={action.icon} badge={badge} />;
}

/**
 * The desktop header's controls (000 §2 Header). Features that land later (the product's feature
 * list says which) are shown disabled with "Coming soon"; Privacy opens the Privacy dialog,
 * Productivity the productivity tools and Settings the Settings tab. Labels show on wide screens,
 * icons only below that (names stay the same for assistive technology).
 */
export function HeaderActions({ onOpenSettings }: HeaderActionsProps) {
  const { user, isAuthenticated } = useAuthSession();
  const isPremium = user?.plan === 'premium';
  return (
    <nav aria-label="Features" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
      <HeaderAction label="Privacy" icon={Shield} onClick={openPrivacyDialog} />
      <FeatureAction
        feature="vibe-coding"
        label="Vibe-Coding"
        icon={Code2}
        onClick={() => openVibeCoding()}
      />
      <FeatureAction feature="image-generation" label="Image" icon={ImageIcon} />
      <FeatureAction feature="video-generation" label="Video" icon={Video} />
      {/* Open to everyone: a guest is told in the dialog to sign in (000 §2 'login needed'). */}
      <FeatureAction
        feature="productivity"
        label="Productivity"
        icon={Briefcase}
        onClick={() => openProductivity()}
        tooltip={isAuthenticated ? 'Productivity' : 'Productivity (login needed)'}
      >
        {!isAuthenticated && <Lock className="size-3 text-muted-foreground" aria-hidden />}
      </FeatureAction>
      <HeaderAction label="Settings" icon={Settings} onClick={onOpenSettings} opensDialog={false} />
      <FeatureAction feature="location" label="Location" icon={MapPin} />
      {!isPremium && <PremiumButton />}
      <span className="mx-1 h-5 w-px bg-border" aria-hidden />
      <HeaderAccount />
    </nav>
  );
}
