import { useId } from 'react';
import type { CategoryGroup } from '../logic/directory-subjects';
import { SubjectCard } from './subject-card';
import { countLabel } from './subject-labels';

function CategorySection({ group }: { group: CategoryGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5 border-b pb-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {group.category}
          </h3>
          <span className="text-xs text-muted-foreground">
            {countLabel(group.subjects.length, 'subject')}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">{group.description}</p>
      </div>
      <SubjectGrid group={group} />
    </section>
  );
}

function SubjectGrid({ group }: { group: CategoryGroup }) {
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      {group.subjects.map((subject) => (
        <SubjectCard key={subject.key} subject={subject} headingLevel="h4" />
      ))}
    </div>
  );
}

/** The By Category tab: the filtered subjects under their category, with its description. */
export function SubjectsByCategory({ groups }: { groups: CategoryGroup[] }) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <CategorySection key={group.category} group={group} />
      ))}
    </div>
  );
}
