import { z } from '@/shared/validation/zod';
import type { VendorSession } from '../application/ports';

/** The KYC service's answers (openapi/kyc.yaml), read alike by the HTTP adapter and the in-memory one. */
export const vendorSessionSchema = z.object({
  reference: z.string(),
  workflow: z.enum(['id', 'POA', 'SOF']),
  web: z.object({ href: z.string() }),
});

export const kycCustomerSchema = z.object({ userReference: z.string(), internalReference: z.string() });

export const toVendorSession = (d: z.infer<typeof vendorSessionSchema>): VendorSession => ({ reference: d.reference, workflow: d.workflow, frameUrl: d.web.href });

/** US customers use the KYC service's US variant (spec 01 section 7). */
export const usesUsKycService = (country: string): boolean => country.toUpperCase() === 'US';

/** The wallet-side ekyc answers (openapi/main-api.yaml /user/ekyc). */
export const ekycStartSchema = z.object({ workflow_id: z.string(), web_href: z.string() });
