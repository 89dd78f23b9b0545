import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Info } from 'lucide-react';
import { PRODUCT_NAME, type LearningPath } from '@polymath/shared';
import { PageContainer } from '@/components/layouts/page-container';
import { buttonVariants } from '@/components/ui/button';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudyPlans } from '../api/get-study-plans';
import { useWikipediaKnowledge } from '../api/get-wikipedia-knowledge';
import { useCompleteResource, useStartLearningPath } from '../api/path-actions';
import { useSearchLearningPaths, type PathSearchResult } from '../api/search-learning-paths';
import { uniquePaths } from '../logic/find-paths';
import { buildStudyPlanText, findPathsQuery } from '../logic/study-plan-messages';
import { LearningAnalyticsCard } from './learning-analytics-card';
import { LoadingState } from './learning-states';
import { StudyPlanDialog } from './study-plan-dialog';
import { StudyPlansTabList } from './study-plans-tab-list';
import { AllPathsTab } from './tabs/all-paths-tab';
import { GapsTab } from './tabs/gaps-tab';
import { InterestsTab } from './tabs/interests-tab';
import { RecommendationsTab } from './tabs/recommendations-tab';
import { SearchTab } from './tabs/search-tab';
import { WikipediaTab } from './tabs/wikipedia-tab';

const STUDY_PLAN_TABS = [
  { value: 'recommendations', label: 'Recommendations' },
  { value: 'wikipedia', label: 'Wikipedia Learning' },
  { value: 'interests', label: 'Interests' },
  { value: 'gaps', label: 'Knowledge Gaps' },
  { value: 'search', label: 'Search' },
  { value: 'all', label: 'All Paths' },
] as const;
type StudyPlanTab = (typeof STUDY_PLAN_TABS)[number]['value'];

/** The Study Plans page (001 §2): analytics, six tabs of paths and topics, and the plan dialog. */
export default function StudyPlansPage() {
  useDocumentTitle(`Study Plans · ${PRODUCT_NAME}`);
  const studyPlans = useStudyPlans();
  // Loaded with the paths, not when its tab opens (001 §7: all six calls in parallel on load).
  useWikipediaKnowledge();
  const data = studyPlans.data;
  const loadedPaths = data ? uniquePaths(data.recommendations, data.paths) : [];
  const [activeTab, setActiveTab] = useState<StudyPlanTab>('recommendations');
  const [searchText, setSearchText] = useState('');
  const [searchResult, setSearchResult] = useState<PathSearchResult | null>(null);
  const [planPath, setPlanPath] = useState<LearningPath | null>(null);
  const [isPlanOpen, setIsPlanOpen] = useState(false);
  const search = useSearchLearningPaths(loadedPaths);
  const startPath = useStartLearningPath();
  const completeResource = useCompleteResource();
  const startingPathId = startPath.isPending ? (startPath.variables?.id ?? null) : null;

  const openPlan = (path: LearningPath) => {
    setPlanPath(path);
    setIsPlanOpen(true);
  };
  const handleStart = (path: LearningPath) => {
    startPath.mutate(path, {
      onSuccess: (outcome) => {
        if (outcome.isRecorded) openPlan(outcome.path);
      },
    });
  };
  const handleCompleteResource = (path: LearningPath, resourceId: string) => {
    completeResource.mutate({ pathId: path.id, resourceId });
  };
  const handleSearch = (text: string) => {
    if (text.trim() === '') {
      search.reset();
      setSearchResult(null);
      return;
    }
    search.mutate(text.trim(), { onSuccess: setSearchResult });
  };
  const handleFindPaths = (topic: string) => {
    const query = findPathsQuery(topic);
    setSearchText(query);
    setActiveTab('search');
    handleSearch(query);
  };
  const handleStartFromPlan = () => {
    const current = loadedPaths.find((path) => path.id === planPath?.id);
    if (current && current.progress === 0) handleStart(current);
  };
  // Results are a snapshot of the search; show each path as it is now (started, resources done).
  const liveSearchResult = searchResult && {
    ...searchResult,
    results: searchResult.results.map(
      (result) => loadedPaths.find((path) => path.id === result.id) ?? result,
    ),
  };
  const pathActions = {
    onStart: handleStart,
    onCompleteResource: handleCompleteResource,
    startingPathId,
  };

  return (
    <div className="min-h-dvh bg-background">
      <PageContainer className="max-w-4xl">
        <Link
          to="/"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'w-fit -ml-2' })}
        >
          <ArrowLeft aria-hidden />
          Back to Chat
        </Link>
        <header className="grid grid-cols-1 gap-2">
          <h1 className="text-3xl font-semibold tracking-tight">Study Plans</h1>
          <p className="text-muted-foreground">
            Personalized learning paths based on your interests and knowledge gaps
          </p>
        </header>
        {!data ? (
          <LoadingState label="Loading your learning paths…" />
        ) : (
          <>
            {data.isSample && (
              <p
                role="note"
                className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
              >
                <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
                Showing sample learning paths: your own learning data could not be loaded from the
                server.
              </p>
            )}
            {data.analytics && <LearningAnalyticsCard analytics={data.analytics} />}
            <Tabs
              value={activeTab}
              onValueChange={(value) => setActiveTab(value as StudyPlanTab)}
              className="grid grid-cols-1 gap-4"
            >
              <StudyPlansTabList tabs={STUDY_PLAN_TABS} activeTab={activeTab} />
              <TabsContent value="recommendations">
                <RecommendationsTab paths={data.recommendations} {...pathActions} />
              </TabsContent>
              <TabsContent value="wikipedia">
                <WikipediaTab />
              </TabsContent>
              <TabsContent value="interests">
                <InterestsTab interests={data.interests} onFindPaths={handleFindPaths} />
              </TabsContent>
              <TabsContent value="gaps">
                <GapsTab gaps={data.gaps} onFindPaths={handleFindPaths} />
              </TabsContent>
              <TabsContent value="search">
                <SearchTab
                  text={searchText}
                  onTextChange={setSearchText}
                  onSearch={handleSearch}
                  result={liveSearchResult}
                  isSearching={search.isPending}
                  onStart={handleStart}
                  onPreview={openPlan}
                  startingPathId={startingPathId}
                />
              </TabsContent>
              <TabsContent value="all">
                <AllPathsTab
                  paths={data.paths}
                  onRefresh={() => void studyPlans.refetch()}
                  isRefreshing={studyPlans.isFetching}
                  {...pathActions}
                />
              </TabsContent>
            </Tabs>
          </>
        )}
      </PageContainer>
      {planPath && (
        <StudyPlanDialog
          open={isPlanOpen}
          onOpenChange={setIsPlanOpen}
          title={`Study Plan: ${planPath.title}`}
          content={buildStudyPlanText(planPath)}
          onStartLearning={handleStartFromPlan}
        />
      )}
    </div>
  );
}
