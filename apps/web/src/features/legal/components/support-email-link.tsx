import { useSupportEmail } from '@/lib/public-config';

/** A mailto link to the instance's support address. */
export function SupportEmailLink() {
  const supportEmail = useSupportEmail();
  return (
    <a href={`mailto:${supportEmail}`} className="font-medium underline underline-offset-4">
      {supportEmail}
    </a>
  );
}
