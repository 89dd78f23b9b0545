import { Award, Flame, Star, Trophy } from 'lucide-react';
import { type RewardsProgress, type RewardsStats, USER_LEVEL } from '@polymath/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatTile } from '@/components/ui/stat-tile';

/** Your Progress: total points, level, achievements, day streak and the level XP bar. */
export function ProgressCard({
  stats,
  progress,
}: {
  stats: RewardsStats;
  progress: RewardsProgress;
}) {
  const { level } = progress;
  return (
    <Card aria-labelledby="rewards-progress-title">
      <CardHeader>
        <CardTitle id="rewards-progress-title">
          <Trophy className="size-5 text-primary" aria-hidden />
          Your Progress
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <StatTile icon={Star} label="Total Points" value={stats.totalPoints} />
          <StatTile icon={Trophy} label="Level" value={level.currentLevel} />
          <StatTile icon={Award} label="Achievements" value={stats.achievements.length} />
          <StatTile icon={Flame} label="Day Streak" value={progress.streak.current} />
        </dl>
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span id="rewards-level-label">Level {level.currentLevel}</span>
            <span className="tabular-nums">
              {level.currentXP.toLocaleString()} / {level.nextLevelXP.toLocaleString()} XP
            </span>
          </div>
          <Progress
            value={level.currentXP}
            max={level.nextLevelXP}
            aria-labelledby="rewards-level-label"
            aria-valuetext={`${level.currentXP} of ${level.nextLevelXP} XP to level ${level.currentLevel + 1}`}
          />
          {/* Two counts on one card: say what each one counts. */}
          <p className="text-xs text-muted-foreground">
            XP comes from messages, {USER_LEVEL.xpPerMessage} each (
            {USER_LEVEL.xpPerLevel.toLocaleString()} a level); points count every activity, daily
            visits and achievements too.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
