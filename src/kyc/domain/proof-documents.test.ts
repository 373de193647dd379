import { describe, expect, it } from 'vitest';
import en from '@/app/i18n/locales/en/kyc-rules.json';
import { ALL_PROOF_DOCUMENTS, proofDocuments } from './proof-documents';

describe('proof-of-address and source-of-funds documents', () => {
  it('gives US customers the US lists', () => {
    expect(proofDocuments('funds', 'US')).toEqual(['payStub', 'bankStatement', 'brokerageStatement', 'retirementAccountStatement', 'taxReturn', 'billOfSaleOrClosingStatement', 'mortgageApplication', 'loanApplication']);
    expect(proofDocuments('address', 'us')).toContain('leaseAgreement');
  });

  it('gives everyone else the other lists', () => {
    for (const country of ['SE', 'GB', 'CA', 'BE']) {
      expect(proofDocuments('address', country)).toEqual(['utilityBill', 'bankStatement', 'councilBill', 'creditCardStatement', 'taxDeclaration', 'mortgageOrLeaseStatement']);
      expect(proofDocuments('funds', country)).toContain('paySlip');
      expect(proofDocuments('funds', country)).not.toContain('payStub');
    }
  });

  it('has a name in the catalogue for every document', () => {
    const names = en.documents as Record<string, unknown>;
    expect(ALL_PROOF_DOCUMENTS.filter((d) => typeof names[d] !== 'string')).toEqual([]);
    expect(ALL_PROOF_DOCUMENTS).toHaveLength(16);
  });
});
