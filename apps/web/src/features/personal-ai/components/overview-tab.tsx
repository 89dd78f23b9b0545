import { BookOpen, Lightbulb, SlidersHorizontal } from 'lucide-react';
import type { PersonalAiProfile } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { StatTile } from '@/components/ui/stat-tile';
import { optionLabel } from '../logic/personality-options';
import { recentInsights } from '../logic/recent-insights';
import { InsightCard } from './insight-card';

/** Props of OverviewTab. */
export interface OverviewTabProps {
  profile: PersonalAiProfile;
  onShowInsights: () => void;
  onShowPersonality: () => void;
}

/** The Overview: the counts, the personality in one line and the 3 most recent insights (001 §2). */
export function OverviewTab({ profile, onShowInsights, onShowPersonality }: OverviewTabProps) {
  const { style, verbosity, expertise, tone } = profile.personalitySettings;
  const recent = recentInsights(profile.insights);
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-3 gap-2">
        <StatTile icon={SlidersHorizontal} label="Preferences" value={profile.preferences.length} />
        <StatTile icon={Lightbulb} label="Insights" value={profile.insights.length} />
        <StatTile icon={BookOpen} label="Subjects" value={profile.learningProgress.length} />
      </dl>
      <section className="grid gap-1 rounded-lg bg-muted/40 p-3">
        <h3 className="text-sm font-semibold">AI personality</h3>
        <p className="text-sm text-muted-foreground">
          {optionLabel(style)} style · {optionLabel(verbosity)} answers · {optionLabel(expertise)}{' '}
          expertise · {optionLabel(tone)} tone
        </p>
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start px-0"
          onClick={onShowPersonality}
        >
          Change the personality
        </Button>
      </section>
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">Recent insights</h3>
        {recent.length === 0 ? (
          <div className="grid justify-items-start gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            <p>No insights yet. Analyze your conversations to see the topics you come back to.</p>
            <Button variant="outline" size="sm" onClick={onShowInsights}>
              Go to Insights
            </Button>
          </div>
        ) : (
          <ul aria-label="Recent insights" className="grid gap-2">
            {recent.map((insight) => (
              <InsightCard key={insight.id} insight={insight} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
