import { useId } from 'react';
import { useSupportEmail } from '@/lib/public-config';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

const RIGHTS: { name: string; description: string }[] = [
  { name: 'Access', description: 'see what is kept about you and get a copy of it.' },
  { name: 'Correction', description: 'fix anything that is wrong.' },
  {
    name: 'Deletion',
    description: 'delete conversations, or your account and everything in it.',
  },
  {
    name: 'Withdraw consent',
    description: 'at any time, here: Reject All or Clear All Consent Data.',
  },
  {
    name: 'Object and complain',
    description: 'to the operator, or to a data-protection authority.',
  },
];

/** The user's rights, and where to exercise the ones the app does not handle itself. */
export function UserRightsList() {
  const headingId = useId();
  const supportEmail = useSupportEmail();
  return (
    <section aria-labelledby={headingId} className="grid gap-1.5 text-sm">
      <h3 id={headingId} className="font-semibold">
        Your rights
      </h3>
      <ul className="grid gap-1 pl-4 [list-style:disc]">
        {RIGHTS.map((right) => (
          <li key={right.name}>
            <span className="font-medium">{right.name}</span>
            <span className="text-muted-foreground">: {right.description}</span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        For anything else, write to{' '}
        <a href={`mailto:${supportEmail}`} className={linkClass}>
          {supportEmail}
        </a>
        .
      </p>
    </section>
  );
}
