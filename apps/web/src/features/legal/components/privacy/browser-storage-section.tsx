import { CHAT, LIMITS, PRODUCT_NAME } from '@polymath/shared';
import { LegalSection } from '../legal-section';

const BROWSER_ITEMS: { name: string; description: string }[] = [
  { name: 'Theme', description: 'Whether you chose the light or the dark appearance.' },
  { name: 'Terms acceptance', description: 'That you accepted the terms of use, and when.' },
  {
    name: 'Welcome and notice',
    description:
      'Whether you have seen the welcome dialog and closed the cookie notice, so they do not come back.',
  },
  {
    name: 'Consent',
    description:
      'Your choice in the Privacy dialog (accept all, or essential only) and when you made it.',
  },
  {
    name: 'Anonymous id',
    description: `A random id made by your browser. It is used only to count a guest's ${LIMITS.guestMessages} free messages and says nothing about you.`,
  },
  {
    name: 'Sign-in',
    description:
      'Your session token and account state (name, e-mail address, plan). Signing out removes them.',
  },
  {
    name: 'Sign-in devices',
    description:
      'For each account signed in here with its password, a random token showing it signed in from this browser before, so that other people’s failed sign-ins on the account do not slow yours. Signing out keeps it.',
  },
  {
    name: 'Guest conversations',
    description:
      'Without an account, your conversations are kept only here, in this browser. If you chose not to add them to an account you signed in to with Google, they wait here until you sign out.',
  },
  {
    name: 'Location',
    description: 'The place you shared, only if you turned location on. Turning it off removes it.',
  },
  {
    name: 'Usage counters',
    description:
      "A copy of this month's usage for display. The server's numbers are the ones that count.",
  },
  { name: 'Auto prompts', description: 'The scheduled prompts you created.' },
  {
    name: 'Device id',
    description: 'A random id that tells your devices apart when you sync them.',
  },
];

/** What the app keeps in the browser's local storage, and how to remove it. */
export function BrowserStorageSection() {
  return (
    <LegalSection title="What is kept in your browser">
      <p>
        {PRODUCT_NAME} keeps the following in your browser&apos;s local storage, on your own device,
        rather than in tracking cookies. Some of it travels with the requests that need it: the
        session token and the anonymous id go with every request to this instance, and a chat
        message carries the last {CHAT.historyMessages} messages of its conversation and, if you
        shared it, your location.
      </p>
      <dl>
        {BROWSER_ITEMS.map((item) => (
          <div key={item.name}>
            <dt>{item.name}</dt>
            <dd>{item.description}</dd>
          </div>
        ))}
      </dl>
      <p>
        These items stay until you remove them. The Privacy dialog&apos;s &lsquo;clear all consent
        data&rsquo; removes your consent choices; signing out removes your session; and clearing
        this site&apos;s data in your browser&apos;s settings removes everything listed here.
      </p>
    </LegalSection>
  );
}
