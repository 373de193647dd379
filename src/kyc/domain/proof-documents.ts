/**
 * The documents a customer may send as proof of address or of source of funds (spec 01 section
 * 9, 02 section 3 "Proof of address or funds documents"). The US list differs from the others':
 * US customers prove funds with US papers (pay stubs, brokerage and retirement statements, tax
 * returns, closing statements, mortgage and loan applications) and address with US bills and
 * statements; elsewhere pay slips, tax declarations, council bills and superannuation
 * statements. Each entry is a key of the kyc-rules catalogue (`documents.<key>`).
 */

export type ProofPurpose = 'address' | 'funds';

export type ProofDocument =
  | 'utilityBill'
  | 'bankStatement'
  | 'creditCardStatement'
  | 'councilBill'
  | 'taxDeclaration'
  | 'mortgageOrLeaseStatement'
  | 'leaseAgreement'
  | 'taxReturn'
  | 'payStub'
  | 'paySlip'
  | 'brokerageStatement'
  | 'retirementAccountStatement'
  | 'superannuationStatement'
  | 'billOfSaleOrClosingStatement'
  | 'mortgageApplication'
  | 'loanApplication';

const LISTS: Readonly<Record<'US' | 'other', Readonly<Record<ProofPurpose, readonly ProofDocument[]>>>> = {
  US: {
    address: ['utilityBill', 'bankStatement', 'creditCardStatement', 'mortgageOrLeaseStatement', 'leaseAgreement', 'taxReturn'],
    funds: [
      'payStub',
      'bankStatement',
      'brokerageStatement',
      'retirementAccountStatement',
      'taxReturn',
      'billOfSaleOrClosingStatement',
      'mortgageApplication',
      'loanApplication',
    ],
  },
  other: {
    address: ['utilityBill', 'bankStatement', 'councilBill', 'creditCardStatement', 'taxDeclaration', 'mortgageOrLeaseStatement'],
    funds: ['paySlip', 'bankStatement', 'taxDeclaration', 'superannuationStatement', 'billOfSaleOrClosingStatement', 'loanApplication'],
  },
};

/** The accepted documents for a purpose, for a customer of this source country (ISO alpha-2). */
export function proofDocuments(purpose: ProofPurpose, country: string): readonly ProofDocument[] {
  return LISTS[country.toUpperCase() === 'US' ? 'US' : 'other'][purpose];
}

/** Every document any list names (the catalogue holds a name for each). */
export const ALL_PROOF_DOCUMENTS: readonly ProofDocument[] = [...new Set([...Object.values(LISTS.US), ...Object.values(LISTS.other)].flat())];
