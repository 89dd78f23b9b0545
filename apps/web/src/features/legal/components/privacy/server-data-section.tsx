import { LegalSection } from '../legal-section';

const SERVER_ITEMS: { name: string; description: string }[] = [
  {
    name: 'Account',
    description:
      'Your name, e-mail address and a one-way hash of your password (never the password itself). If you sign in with Google, the name and e-mail address Google shares.',
  },
  {
    name: 'Sessions',
    description: 'A hash of each sign-in token and when it expires. Signing out ends the session.',
  },
  {
    name: 'Conversations',
    description: 'For signed-in users: your messages, the answers, their sources and the titles.',
  },
  {
    name: 'Files',
    description:
      'The text read from files you send in a conversation (never the files themselves), so that conversation can be answered from them: at most 20 files, the oldest dropped first.',
  },
  {
    name: 'Feedback',
    description: 'The likes and dislikes you give answers, with the answer concerned.',
  },
  {
    name: 'Usage counters',
    description:
      'How often you used each counted feature this month. For guests: the number of messages sent, by anonymous id and network address.',
  },
  {
    name: 'Learning',
    description:
      'Interests and knowledge gaps noticed in your questions, which encyclopedia articles answered them (shown only to you, on the Wikipedia Learning tab), your progress on learning paths, and your rewards (points, level, achievements, streak).',
  },
  {
    name: 'Productivity and personal AI',
    description:
      'Your tasks, calendar events, notes, research projects and citations, and the preferences and personality settings of your personal AI profile.',
  },
  {
    name: 'Devices',
    description:
      'For cross-device sync: the name, platform and browser of each device and its last sync.',
  },
  {
    name: 'Subscription',
    description:
      "Your plan and its status as reported by the payment provider, with the provider's customer and subscription ids. Never card numbers: the provider's hosted checkout page takes them.",
  },
  { name: 'Location', description: 'Only when you share it: the coordinates, city and country.' },
];

/** What the instance's server stores, where, and for how long. */
export function ServerDataSection() {
  return (
    <LegalSection title="What is kept on this instance's server">
      <p>
        The server keeps its data in a database on machines the operator controls: by default an
        embedded database in the instance&apos;s data folder, or the operator&apos;s own PostgreSQL
        database.
      </p>
      <dl>
        {SERVER_ITEMS.map((item) => (
          <div key={item.name}>
            <dt>{item.name}</dt>
            <dd>{item.description}</dd>
          </div>
        ))}
      </dl>
      <p>How long it is kept:</p>
      <ul>
        <li>
          Your account and everything you created: until you delete it, or delete your account.
        </li>
        <li>Sessions: until they expire or you sign out.</li>
        <li>
          Guest usage counters (anonymous id and network address): for the current month only.
        </li>
        <li>
          Server logs: request ids, addresses, paths, status and timing, never the content of your
          messages. The operator decides how long they are kept before they are rotated away.
        </li>
        <li>Backups, if the operator makes them, hold copies until they are replaced.</li>
      </ul>
      <p>
        Sign-in tokens are stored only as hashes, and passwords only as argon2id hashes. Whether
        your connection to this instance is encrypted (https) depends on how the operator set it up.
      </p>
    </LegalSection>
  );
}
