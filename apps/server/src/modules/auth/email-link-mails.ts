import { EMAIL_LINKS, PRODUCT_NAME } from '@polymath/shared';
import type { MailMessage } from '../../adapters/mail/mail-sender';
import type { EmailLinkPurpose } from '../../db/schema';

/**
 * The mail carrying a link. Nothing a user typed goes into it (not even the account's name): whoever
 * registers someone else's address must not be able to write to its owner in Polymath's name.
 */
export function composeEmailLinkMail(
  purpose: EmailLinkPurpose,
  to: string,
  link: string,
): MailMessage {
  if (purpose === 'verify-email') {
    return {
      to,
      subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
      text: [
        'Hello,',
        '',
        `Please confirm that this is your address for your ${PRODUCT_NAME} account: open this link within ${EMAIL_LINKS.verificationHours} hours and choose the account's password.`,
        '',
        link,
        '',
        'Confirming signs the account out everywhere else, so only you hold it.',
        `If you did not create a ${PRODUCT_NAME} account, ignore this mail: nothing happens without the link.`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to reset the password of the ${PRODUCT_NAME} account for this address. Open this link within ${EMAIL_LINKS.resetMinutes} minutes to choose a new one:`,
      '',
      link,
      '',
      'Setting a new password signs the account out everywhere else.',
      'If you did not ask, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
