import { Lock } from 'lucide-react';
import {
  ACHIEVEMENT_CATEGORIES,
  type Achievement,
  type AchievementCategory,
  type LockedAchievement,
  type RewardsAchievements,
} from '@polymath/shared';
import { RewardSymbol } from '@/components/rewards/reward-symbol';
import { Progress } from '@/components/ui/progress';

/** The Achievements tab's empty text (001 §2), kept exactly. */
export const NO_ACHIEVEMENTS_TEXT = 'No achievements yet. Start chatting to earn your first one!';

const CATEGORY_LABELS: Record<AchievementCategory, string> = {
  communication: 'Communication',
  creativity: 'Creativity',
  analysis: 'Analysis',
  learning: 'Learning',
  consistency: 'Consistency',
  progress: 'Progress',
};

function UnlockedItem({ achievement }: { achievement: Achievement }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card px-3 py-2.5">
      <RewardSymbol icon={achievement.icon} className="mt-0.5 size-6 text-primary" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{achievement.name}</p>
        <p className="text-muted-foreground">{achievement.description}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          Unlocked{' '}
          <time dateTime={achievement.unlockedAt}>
            {new Date(achievement.unlockedAt).toLocaleDateString()}
          </time>
        </p>
      </div>
      <span className="shrink-0 text-xs font-semibold text-primary">+{achievement.points}</span>
    </li>
  );
}

function LockedItem({ achievement }: { achievement: LockedAchievement }) {
  const progressId = `achievement-${achievement.id}-progress`;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-dashed px-3 py-2.5 text-muted-foreground">
      <RewardSymbol icon={achievement.icon} className="mt-0.5 size-6 opacity-60" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex items-center gap-1.5 font-medium">
          <Lock className="size-3.5 shrink-0" aria-label="Locked" />
          {achievement.name}
        </p>
        <p>{achievement.description}</p>
        <div className="flex items-center gap-2">
          <Progress
            value={achievement.current}
            max={achievement.target}
            aria-labelledby={progressId}
            className="h-1.5"
          />
          <span id={progressId} className="shrink-0 text-xs tabular-nums">
            {achievement.current.toLocaleString()} / {achievement.target.toLocaleString()}
          </span>
        </div>
      </div>
      <span className="shrink-0 text-xs font-semibold">+{achievement.points}</span>
    </li>
  );
}

/**
 * The Achievements tab: unlocked achievements grouped by category, each group followed by the
 * ones still to earn with how far along they are.
 */
export function AchievementsList({ achievements }: { achievements: RewardsAchievements }) {
  const groups = ACHIEVEMENT_CATEGORIES.map((category) => ({
    category,
    unlocked: achievements.achievements.filter((item) => item.category === category),
    locked: achievements.locked.filter((item) => item.category === category),
  })).filter((group) => group.unlocked.length + group.locked.length > 0);

  return (
    <div className="grid gap-5">
      {achievements.achievements.length === 0 && (
        <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-muted-foreground">
          {NO_ACHIEVEMENTS_TEXT}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`achievements-${group.category}`}>
          <h3
            id={`achievements-${group.category}`}
            className="mb-2 text-sm font-semibold text-foreground"
          >
            {CATEGORY_LABELS[group.category]}
            <span className="ml-2 text-xs font-normal text-muted-foreground">
              {group.unlocked.length} / {group.unlocked.length + group.locked.length}
            </span>
          </h3>
          <ul className="grid gap-2">
            {group.unlocked.map((achievement) => (
              <UnlockedItem key={achievement.id} achievement={achievement} />
            ))}
            {group.locked.map((achievement) => (
              <LockedItem key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
