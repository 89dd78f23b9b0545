import { useId } from 'react';
import { ExternalLink } from 'lucide-react';
import type { Citation, CitationStyle } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useDeleteCitation, useUpdateCitation } from '../../api/citations';
import { CITATION_STYLE_CHOICES, labelOf } from '../../logic/choices';
import { CopyButton } from '../shared/copy-button';
import { SelectField } from '../shared/form-fields';
import { LabelBadge, TagList } from '../shared/item-badges';
import { ItemActions } from '../shared/item-actions';
import { reportActionFailure } from '../shared/report-failure';

/**
 * A citation card: the reference as the server formatted it, a style switcher (the server formats
 * it again), Copy and Delete.
 */
export function CitationCard({
  citation,
  projectTitle,
}: {
  citation: Citation;
  projectTitle?: string;
}) {
  const titleId = useId();
  const update = useUpdateCitation();
  const remove = useDeleteCitation();
  const reference = citation.formattedCitation ?? citation.title;
  const shownStyle =
    update.isPending && update.variables ? update.variables.change.citationStyle : undefined;

  const handleStyle = (citationStyle: CitationStyle) => {
    if (citationStyle === citation.citationStyle) return;
    update.mutate(
      { id: citation.id, change: { citationStyle } },
      { onError: (error) => reportActionFailure('Could not change the citation style', error) },
    );
  };

  return (
    <li
      id={`productivity-citation-${citation.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* At least 10rem wide: a long project badge wraps below rather than squeezing it. */}
        <h4 id={titleId} className="min-w-40 flex-1 font-medium break-words">
          {citation.title}
        </h4>
        <div className="flex flex-wrap gap-1">
          <LabelBadge srPrefix="Source type">{labelOf(citation.sourceType)}</LabelBadge>
          {projectTitle && <LabelBadge srPrefix="Project">{projectTitle}</LabelBadge>}
        </div>
      </div>
      <blockquote
        aria-label={`Reference in ${citation.citationStyle} style`}
        aria-busy={update.isPending || undefined}
        className="rounded-lg border-l-4 border-primary/50 bg-muted/40 px-3 py-2 text-sm break-words"
      >
        {reference}
      </blockquote>
      {citation.notes && (
        <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {citation.notes}
        </p>
      )}
      <TagList tags={citation.tags} />
      <ItemActions
        className="items-end pt-0"
        deletion={{
          kind: 'citation',
          title: citation.title,
          remove: () => remove.mutateAsync(citation.id),
          isPending: remove.isPending,
        }}
      >
        <SelectField
          label="Style"
          className="w-36"
          value={shownStyle ?? citation.citationStyle}
          choices={CITATION_STYLE_CHOICES}
          onChange={handleStyle}
        />
        <CopyButton text={reference} label="Copy Citation" />
        {citation.url && (
          <Button variant="ghost" size="sm" asChild>
            <a href={citation.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Open Source
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        )}
      </ItemActions>
    </li>
  );
}
