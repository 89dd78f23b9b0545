import { useId } from 'react';
import { CHAT, LIMITS, PRODUCT_NAME } from '@polymath/shared';

interface DataUse {
  name: string;
  description: string;
}

// Worded to match the privacy policy (features/legal); each item is true of this product as built.
const ESSENTIAL_USES: DataUse[] = [
  {
    name: 'Conversations',
    description:
      'Kept in this browser so you can come back to them. They are yours: clearing consent data never deletes them.',
  },
  {
    name: 'Messages you send',
    description: `Go to this ${PRODUCT_NAME} server, with the last ${CHAT.historyMessages} messages of the conversation, to be answered by the AI engine its operator configured: the built-in one, or an outside model provider.`,
  },
  {
    name: 'Anonymous id',
    description: `A random id that lets the server count a guest's ${LIMITS.guestMessages} free messages. It says nothing about you.`,
  },
  {
    name: 'Sign-in and preferences',
    description:
      'Your session, theme, terms acceptance and this consent choice, so the app remembers them.',
  },
];

const OPTIONAL_USES: DataUse[] = [
  {
    name: 'Location',
    description:
      'Only when you share it: sent with your messages for local answers and saved in this browser.',
  },
  {
    name: 'Ads',
    description:
      'Shown to guests and Free users, never to Premium. The ad network sees your network address and may set its own cookies.',
  },
  {
    name: 'Analytics',
    description: `${PRODUCT_NAME} has none today; any added later would wait for your consent too.`,
  },
];

function DataUseGroup({ title, uses }: { title: string; uses: DataUse[] }) {
  return (
    <div className="grid gap-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h4>
      <ul className="grid gap-1.5">
        {uses.map((use) => (
          <li key={use.name}>
            <span className="font-medium">{use.name}</span>
            <span className="text-muted-foreground"> — {use.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the app stores or sends, and why: what always happens, and what waits for consent. */
export function DataUsesList() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-sm">
      <h3 id={headingId} className="font-semibold">
        How your data is used
      </h3>
      <DataUseGroup title="Always (essential)" uses={ESSENTIAL_USES} />
      <DataUseGroup title="Only with your consent" uses={OPTIONAL_USES} />
    </section>
  );
}
