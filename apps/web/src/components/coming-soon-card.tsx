import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from './ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { COMING_SOON } from './ui/unavailable-control';

/** Props of ComingSoonCard. */
export interface ComingSoonCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What the area will offer, one line each. */
  features: string[];
  /** Extra content under the list (links, actions). */
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** Explains an area that lands in a later release: what it will offer, clearly marked Coming soon. */
export function ComingSoonCard({
  icon: Icon,
  title,
  description,
  features,
  children,
  headingLevel = 'h2',
}: ComingSoonCardProps) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden />
          </span>
          <Badge variant="warning">{COMING_SOON}</Badge>
        </div>
        <CardTitle as={headingLevel} className="mt-2 text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 sm:grid-cols-2">
          {features.map((feature) => (
            <li
              key={feature}
              className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-muted-foreground"
            >
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        {children}
      </CardContent>
    </Card>
  );
}
