import { BookOpen, Calendar, Layers, RefreshCw, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { STUDY_PLANS, type WikipediaArticle } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useWikipediaKnowledge } from '../../api/get-wikipedia-knowledge';
import { EmptyState, LoadingState } from '../learning-states';

function StatCard({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 pt-5 sm:pt-6">
        <Icon className="size-5 text-primary" aria-hidden />
        <dl>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function toPercent(reliability: number): string {
  return `${Math.round(reliability * 100)}%`;
}

function formatDate(timestamp: string): string {
  return new Date(timestamp).toLocaleDateString();
}

function isWebAddress(source: string): boolean {
  return /^https?:\/\//.test(source);
}

function ArticleItem({ article }: { article: WikipediaArticle }) {
  const isReliable = article.reliability > STUDY_PLANS.reliabilityHighlightAbove;
  return (
    <li className="grid grid-cols-1 gap-1 rounded-lg border bg-background/60 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">{article.title}</p>
        <span
          className={cn(
            'text-xs font-medium',
            isReliable ? 'text-success' : 'text-muted-foreground',
          )}
        >
          {toPercent(article.reliability)} reliable
        </span>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{article.content}</p>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>{formatDate(article.timestamp)}</span>
        {isWebAddress(article.source) ? (
          <a
            href={article.source}
            target="_blank"
            rel="noopener noreferrer"
            className="underline-offset-4 hover:underline"
          >
            Source
          </a>
        ) : (
          <span>{article.source}</span>
        )}
      </p>
    </li>
  );
}

/** The Wikipedia Learning tab: what the background learner has stored (001 §2). */
export function WikipediaTab() {
  const knowledge = useWikipediaKnowledge();
  if (knowledge.isPending) return <LoadingState label="Loading Wikipedia knowledge…" />;
  const retry = (
    <Button
      variant="outline"
      onClick={() => void knowledge.refetch()}
      disabled={knowledge.isFetching}
    >
      <RefreshCw aria-hidden />
      Try Again
    </Button>
  );
  if (knowledge.isError || knowledge.data.totalArticles === 0) {
    return (
      <EmptyState
        title="No Wikipedia Knowledge Available"
        detail="Wikipedia learning system is not active"
        action={retry}
      />
    );
  }
  const { data } = knowledge;
  const categories = Object.entries(data.knowledgeByCategory).filter(
    ([, articles]) => articles.length > 0,
  );
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard icon={BookOpen} label="Total Articles" value={String(data.totalArticles)} />
        <StatCard icon={Layers} label="Categories" value={String(data.categories)} />
        <StatCard
          icon={Calendar}
          label="Today"
          value={String(data.systemStats.articlesProcessedToday)}
        />
        <StatCard
          icon={ShieldCheck}
          label="Reliability"
          value={toPercent(data.systemStats.averageReliability)}
        />
      </div>
      {/* The list is the reader's own: the store's newest titles would tell what others asked. */}
      <p className="text-sm text-muted-foreground">
        {categories.length === 0
          ? 'Articles that answer your questions will be listed here. The figures above are for everything Polymath has learned.'
          : 'Articles that answered your questions, by category. The figures above are for everything Polymath has learned.'}
      </p>
      {categories.map(([category, articles]) => (
        <section key={category} aria-label={category} className="grid grid-cols-1 gap-2">
          <h3 className="font-semibold">
            {category}{' '}
            <span className="text-sm font-normal text-muted-foreground">({articles.length})</span>
          </h3>
          <ul className="grid grid-cols-1 gap-2">
            {articles.slice(0, STUDY_PLANS.wikipediaArticlesPerCategory).map((article) => (
              <ArticleItem key={`${article.source}-${article.title}`} article={article} />
            ))}
          </ul>
        </section>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          Last updated: {data.lastUpdate ? new Date(data.lastUpdate).toLocaleString() : 'never'}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void knowledge.refetch()}
          disabled={knowledge.isFetching}
        >
          <RefreshCw className={cn(knowledge.isFetching && 'animate-spin')} aria-hidden />
          Refresh
        </Button>
      </div>
    </div>
  );
}
