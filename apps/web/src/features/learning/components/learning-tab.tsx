import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, GraduationCap, Library, Route } from 'lucide-react';
import { PageContainer } from '@/components/layouts/page-container';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';
import { useAdaptiveProgressStore } from '../adaptive/adaptive-progress-store';
import { useStudyPlans } from '../api/get-study-plans';

// The dialogs load the first time they are opened, keeping the tab itself light.
const AdaptiveLearningPathsDialog = lazy(() =>
  import('../adaptive/adaptive-learning-paths-dialog').then((module) => ({
    default: module.AdaptiveLearningPathsDialog,
  })),
);
const EducationalSubjectsDirectory = lazy(() =>
  import('../subjects-directory').then((module) => ({
    default: module.EducationalSubjectsDirectory,
  })),
);

function StudyPlansSummary() {
  const { data } = useStudyPlans();
  if (!data) {
    return <p className="text-sm text-muted-foreground">Loading your learning summary…</p>;
  }
  const nextPath =
    data.recommendations.find((path) => path.progress > 0 && path.progress < 100) ??
    data.recommendations[0];
  return (
    <div className="grid grid-cols-1 gap-3">
      {data.analytics && (
        <dl className="grid grid-cols-3 gap-2">
          <StatTile label="Interests" value={data.analytics.totalInterests} />
          <StatTile label="Recommended" value={data.analytics.recommendedPaths} />
          <StatTile label="Average progress" value={`${data.analytics.averageProgress}%`} />
        </dl>
      )}
      {data.analytics?.totalInterests === 0 && (
        <p className="text-sm text-muted-foreground">
          Ask about topics in the chat: your study plans are built from your questions.
        </p>
      )}
      {nextPath && (
        <p className="text-sm">
          {nextPath.progress > 0 ? 'Continue with ' : 'Suggested next: '}
          <span className="font-medium">{nextPath.title}</span> ({nextPath.progress}%)
        </p>
      )}
      {data.isSample && (
        <p className="text-xs text-muted-foreground">
          Sample paths: your own learning data could not be loaded.
        </p>
      )}
    </div>
  );
}

/** The Learning tab (000 §2): Study Plans with a summary, the subjects directory, adaptive paths. */
export default function LearningTab() {
  // null until first opened, so a dialog (and its data) loads only when wanted.
  const [isDirectoryOpen, setIsDirectoryOpen] = useState<boolean | null>(null);
  const [isAdaptiveOpen, setIsAdaptiveOpen] = useState<boolean | null>(null);
  const completedModules = useAdaptiveProgressStore(
    (state) => Object.values(state.progressByNode).filter((progress) => progress >= 100).length,
  );

  return (
    <PageContainer>
      <header className="grid grid-cols-1 gap-1">
        <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <GraduationCap className="size-6 text-primary" aria-hidden />
          Learning
        </h2>
        <p className="text-muted-foreground">
          Study plans built from what you ask about, a directory of subjects and adaptive paths.
        </p>
      </header>
      <Card aria-labelledby="learning-study-plans">
        <CardHeader>
          <CardTitle id="learning-study-plans">Study Plans</CardTitle>
          <CardDescription>
            Personalized learning paths based on your interests and knowledge gaps
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <StudyPlansSummary />
          <Link to="/study-plans" className={buttonVariants({ className: 'w-fit' })}>
            Open Study Plans
            <ArrowRight aria-hidden />
          </Link>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card aria-labelledby="learning-directory">
          <CardHeader>
            <CardTitle id="learning-directory">Subjects</CardTitle>
            <CardDescription>
              Browse subjects by category and level, with trusted sources.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => setIsDirectoryOpen(true)}>
              <Library aria-hidden />
              All Subjects Directory
            </Button>
          </CardContent>
        </Card>
        <Card aria-labelledby="learning-adaptive">
          <CardHeader>
            <CardTitle id="learning-adaptive">Adaptive paths</CardTitle>
            <CardDescription>
              {completedModules > 0
                ? `${completedModules} ${completedModules === 1 ? 'module' : 'modules'} completed so far.`
                : 'Step-by-step modules ranked for your level.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => setIsAdaptiveOpen(true)}>
              <Route aria-hidden />
              Adaptive Learning Paths
            </Button>
          </CardContent>
        </Card>
      </div>
      <Suspense fallback={null}>
        {isDirectoryOpen !== null && (
          <EducationalSubjectsDirectory open={isDirectoryOpen} onOpenChange={setIsDirectoryOpen} />
        )}
        {isAdaptiveOpen !== null && (
          <AdaptiveLearningPathsDialog open={isAdaptiveOpen} onOpenChange={setIsAdaptiveOpen} />
        )}
      </Suspense>
    </PageContainer>
  );
}
