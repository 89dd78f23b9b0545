import { useState } from 'react';
import { useRunResearch } from '../../api/run-research';
import { researchNoteDraft } from '../../logic/research-result';
import { useResearchStore } from '../../stores/research-store';
import { NoteDialog } from '../notes/note-dialog';
import { CitationList } from './citation-list';
import { ProjectList } from './project-list';
import { ResearchBox } from './research-box';
import { ResearchResultCard } from './research-result-card';

/**
 * The Research tab (001 §2): the AI research box and its results card (Save as Note, Clear
 * Results), then the research projects and the citations.
 */
export function ResearchTab() {
  const result = useResearchStore((state) => state.result);
  const setResult = useResearchStore((state) => state.setResult);
  const clearResult = useResearchStore((state) => state.clearResult);
  const research = useRunResearch();
  const [isSavingNote, setIsSavingNote] = useState(false);

  const handleResearch = (query: string) => {
    research.mutate(query, { onSuccess: ({ result: made }) => setResult(made) });
  };

  return (
    <div className="grid gap-6">
      <ResearchBox
        isBusy={research.isPending}
        error={research.isError ? research.error.message : null}
        onResearch={handleResearch}
      />
      {result && (
        <ResearchResultCard
          result={result}
          onSaveAsNote={() => setIsSavingNote(true)}
          onClear={() => {
            clearResult();
            research.reset();
          }}
        />
      )}
      <ProjectList />
      <CitationList />
      {result && (
        <NoteDialog
          open={isSavingNote}
          onOpenChange={setIsSavingNote}
          draft={researchNoteDraft(result)}
        />
      )}
    </div>
  );
}
