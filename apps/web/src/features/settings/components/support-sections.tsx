import { FileText, LifeBuoy, Mail } from 'lucide-react';
import { useSupportEmail } from '@/lib/public-config';
import { SettingsLink } from './settings-link';
import { SettingsSection } from './settings-section';

/** Support: where to find help and how to report a problem. */
export function SupportSection() {
  return (
    <SettingsSection icon={LifeBuoy} title="Support">
      <p>
        Polymath answers questions in the Chat tab and helps you learn in the Learning tab.
        Developers and operators can find every endpoint in the{' '}
        <SettingsLink href="/docs" isExternal>
          API documentation
        </SettingsLink>
        .
      </p>
      <p>
        To report a problem, write to Contact Support below with what you did, what you expected and
        what happened, plus your browser and the time it occurred.
      </p>
    </SettingsSection>
  );
}

/** Legal: the privacy policy and terms, each in a new tab. */
export function LegalSection() {
  return (
    <SettingsSection icon={FileText} title="Legal">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <SettingsLink href="/privacy-policy" isExternal>
            Privacy Policy
          </SettingsLink>
        </li>
        <li>
          <SettingsLink href="/terms" isExternal>
            Terms of Service
          </SettingsLink>
        </li>
      </ul>
    </SettingsSection>
  );
}

/** Contact Support: a mailto link to the instance's support address. */
export function ContactSupportSection() {
  const supportEmail = useSupportEmail();
  return (
    <SettingsSection icon={Mail} title="Contact Support">
      <p>
        Write to us at{' '}
        <SettingsLink href={`mailto:${supportEmail}`} className="break-all">
          {supportEmail}
        </SettingsLink>{' '}
        and we will get back to you.
      </p>
    </SettingsSection>
  );
}
