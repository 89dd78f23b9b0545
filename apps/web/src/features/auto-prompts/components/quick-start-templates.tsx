import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { describeTrigger } from '../logic/describe-trigger';
import { AUTO_PROMPT_TEMPLATES, type AutoPromptTemplate } from '../logic/templates';

/** Props of QuickStartTemplates. */
export interface QuickStartTemplatesProps {
  onAdd: (template: AutoPromptTemplate) => void;
  /** No more prompts can be added (the limit). */
  isDisabled: boolean;
}

/** The four quick-start templates of 001 §9; each adds its prompt at once, active. */
export function QuickStartTemplates({ onAdd, isDisabled }: QuickStartTemplatesProps) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {AUTO_PROMPT_TEMPLATES.map((template) => (
        <li key={template.name}>
          <Button
            variant="outline"
            disabled={isDisabled}
            onClick={() => onAdd(template)}
            aria-label={`Add ${template.name} (${describeTrigger(template)})`}
            className="h-auto w-full justify-start py-2 text-left whitespace-normal"
          >
            <Plus aria-hidden />
            <span className="grid min-w-0">
              <span className="font-medium">{template.name}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {describeTrigger(template)}
              </span>
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
