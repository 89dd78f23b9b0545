import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMING_SOON } from '@/components/ui/unavailable-control';

/** Props of SettingsSection. */
export interface SettingsSectionProps {
  icon: LucideIcon;
  title: string;
  /** Marks the whole section as arriving in a later release. */
  isComingSoon?: boolean;
  /** The heading's id, for a section a link elsewhere in the app opens (it takes the focus). */
  headingId?: string | undefined;
  children: ReactNode;
}

/** One section of the Settings tab: a card with an icon and an h3 heading. */
export function SettingsSection({
  icon: Icon,
  title,
  isComingSoon = false,
  headingId,
  children,
}: SettingsSectionProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden />
        </span>
        <CardTitle
          as="h3"
          className="flex-1 scroll-mt-4 focus:outline-none"
          {...(headingId ? { id: headingId, tabIndex: -1 } : {})}
        >
          {title}
        </CardTitle>
        {isComingSoon && <Badge variant="warning">{COMING_SOON}</Badge>}
      </CardHeader>
      <CardContent className="grid gap-3 text-muted-foreground">{children}</CardContent>
    </Card>
  );
}
