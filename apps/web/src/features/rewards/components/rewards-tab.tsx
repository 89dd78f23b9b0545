import { Loader2, Trophy } from 'lucide-react';
import { PageContainer } from '@/components/layouts/page-container';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRewards } from '../api/get-rewards';
import { AchievementsList } from './achievements-list';
import { ActivityStats } from './activity-stats';
import { ProgressCard } from './progress-card';
import { RecentActivityList } from './recent-activity-list';

/**
 * The Rewards tab (001 §2 Rewards panel): Your Progress, Activity Stats, then Achievements and
 * Recent Activity. Its data is fetched each time the tab opens; on failure it shows zeros.
 */
export default function RewardsTab() {
  const { rewards, isLoading, isError, retry } = useRewards();
  return (
    <PageContainer aria-busy={isLoading}>
      <header className="grid grid-cols-1 gap-1">
        <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Trophy className="size-6 text-primary" aria-hidden />
          Rewards
        </h2>
        <p className="text-muted-foreground">
          Points, levels and achievements for chatting, creating and learning.
        </p>
      </header>
      {isLoading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading rewards…
        </p>
      )}
      {isError && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground"
        >
          Your rewards could not be loaded right now.
          <Button variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      <ProgressCard stats={rewards.stats} progress={rewards.progress} />
      <ActivityStats stats={rewards.stats} progress={rewards.progress} />
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <Tabs defaultValue="achievements" className="grid gap-4">
            <TabsList className="w-full sm:w-auto sm:justify-self-start">
              <TabsTrigger value="achievements" className="flex-1 sm:flex-none">
                Achievements
              </TabsTrigger>
              <TabsTrigger value="activity" className="flex-1 sm:flex-none">
                Recent Activity
              </TabsTrigger>
            </TabsList>
            <TabsContent value="achievements">
              <AchievementsList achievements={rewards.achievements} />
            </TabsContent>
            <TabsContent value="activity">
              <RecentActivityList notifications={rewards.notifications} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
