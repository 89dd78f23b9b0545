import { z } from 'zod';
import { TimestampSchema } from '../common/common.schemas';

/**
 * The consent choices of the privacy dialog: accept all grants, reject all keeps essential use
 * only. Clearing removes the record, so "cleared" is the absence of a Consent (000 §4).
 */
export const CONSENT_STATUSES = ['granted', 'denied'] as const;
/** granted | denied. */
export const ConsentStatusSchema = z.enum(CONSENT_STATUSES);
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

/** The stored consent, with when it was given (000 §3, 001 §9). */
export const ConsentSchema = z.object({
  status: ConsentStatusSchema,
  timestamp: TimestampSchema,
});
export type Consent = z.infer<typeof ConsentSchema>;

/** The stored terms acceptance: the terms dialog is not shown again once this exists. */
export const TermsAcceptanceSchema = z.object({
  acceptedAt: TimestampSchema,
});
export type TermsAcceptance = z.infer<typeof TermsAcceptanceSchema>;
