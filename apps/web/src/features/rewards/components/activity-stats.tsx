import { BookOpen, CalendarCheck, FileText, Image, MessageSquare, HelpCircle } from 'lucide-react';
import type { RewardsProgress, RewardsStats } from '@polymath/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';

/** Activity Stats: what the learner did, counted by the server. */
export function ActivityStats({
  stats,
  progress,
}: {
  stats: RewardsStats;
  progress: RewardsProgress;
}) {
  return (
    <Card aria-labelledby="rewards-activity-title">
      <CardHeader>
        <CardTitle id="rewards-activity-title">Activity Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <StatTile icon={MessageSquare} label="Messages" value={stats.messagesCount} />
          <StatTile icon={Image} label="Images" value={stats.imagesGenerated} />
          <StatTile icon={FileText} label="Documents" value={stats.documentsAnalyzed} />
          <StatTile icon={HelpCircle} label="Questions" value={stats.questionsAsked} />
          <StatTile icon={BookOpen} label="Learning Paths" value={stats.learningPathsCompleted} />
          <StatTile icon={CalendarCheck} label="Streak Days" value={progress.streak.current} />
        </dl>
      </CardContent>
    </Card>
  );
}
