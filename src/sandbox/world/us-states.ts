/**
 * US states (50 states plus DC) served by the US project, as the service locator lists them under
 * the United States entry. Iowa, Minnesota, Nebraska, North Dakota, South Dakota and Wisconsin have
 * a state-specific footer text and legal-link suffix; every other state uses the generic US footer.
 */
export interface UsState {
  readonly code: string;
  readonly name: string;
  readonly footer_text: string;
  /** Appended to legal links (terms, privacy) for states with their own legal text. */
  readonly legal_link_suffix?: string;
}

const GENERIC_US_FOOTER =
  'Money transmission services in the United States are provided by the sandbox remittance company, a licensed money transmitter.';

const stateFooter = (name: string): string =>
  `Licensed as a money transmitter by the ${name} banking regulator. Complaints may be filed with the ${name} Division of Banking.`;

export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama', footer_text: GENERIC_US_FOOTER },
  { code: 'AK', name: 'Alaska', footer_text: GENERIC_US_FOOTER },
  { code: 'AZ', name: 'Arizona', footer_text: GENERIC_US_FOOTER },
  { code: 'AR', name: 'Arkansas', footer_text: GENERIC_US_FOOTER },
  { code: 'CA', name: 'California', footer_text: GENERIC_US_FOOTER },
  { code: 'CO', name: 'Colorado', footer_text: GENERIC_US_FOOTER },
  { code: 'CT', name: 'Connecticut', footer_text: GENERIC_US_FOOTER },
  { code: 'DE', name: 'Delaware', footer_text: GENERIC_US_FOOTER },
  { code: 'DC', name: 'District of Columbia', footer_text: GENERIC_US_FOOTER },
  { code: 'FL', name: 'Florida', footer_text: GENERIC_US_FOOTER },
  { code: 'GA', name: 'Georgia', footer_text: GENERIC_US_FOOTER },
  { code: 'HI', name: 'Hawaii', footer_text: GENERIC_US_FOOTER },
  { code: 'ID', name: 'Idaho', footer_text: GENERIC_US_FOOTER },
  { code: 'IL', name: 'Illinois', footer_text: GENERIC_US_FOOTER },
  { code: 'IN', name: 'Indiana', footer_text: GENERIC_US_FOOTER },
  { code: 'IA', name: 'Iowa', footer_text: stateFooter('Iowa'), legal_link_suffix: '-iowa' },
  { code: 'KS', name: 'Kansas', footer_text: GENERIC_US_FOOTER },
  { code: 'KY', name: 'Kentucky', footer_text: GENERIC_US_FOOTER },
  { code: 'LA', name: 'Louisiana', footer_text: GENERIC_US_FOOTER },
  { code: 'ME', name: 'Maine', footer_text: GENERIC_US_FOOTER },
  { code: 'MD', name: 'Maryland', footer_text: GENERIC_US_FOOTER },
  { code: 'MA', name: 'Massachusetts', footer_text: GENERIC_US_FOOTER },
  { code: 'MI', name: 'Michigan', footer_text: GENERIC_US_FOOTER },
  { code: 'MN', name: 'Minnesota', footer_text: stateFooter('Minnesota'), legal_link_suffix: '-minnesota' },
  { code: 'MS', name: 'Mississippi', footer_text: GENERIC_US_FOOTER },
  { code: 'MO', name: 'Missouri', footer_text: GENERIC_US_FOOTER },
  { code: 'MT', name: 'Montana', footer_text: GENERIC_US_FOOTER },
  { code: 'NE', name: 'Nebraska', footer_text: stateFooter('Nebraska'), legal_link_suffix: '-nebraska' },
  { code: 'NV', name: 'Nevada', footer_text: GENERIC_US_FOOTER },
  { code: 'NH', name: 'New Hampshire', footer_text: GENERIC_US_FOOTER },
  { code: 'NJ', name: 'New Jersey', footer_text: GENERIC_US_FOOTER },
  { code: 'NM', name: 'New Mexico', footer_text: GENERIC_US_FOOTER },
  { code: 'NY', name: 'New York', footer_text: GENERIC_US_FOOTER },
  { code: 'NC', name: 'North Carolina', footer_text: GENERIC_US_FOOTER },
  { code: 'ND', name: 'North Dakota', footer_text: stateFooter('North Dakota'), legal_link_suffix: '-north-dakota' },
  { code: 'OH', name: 'Ohio', footer_text: GENERIC_US_FOOTER },
  { code: 'OK', name: 'Oklahoma', footer_text: GENERIC_US_FOOTER },
  { code: 'OR', name: 'Oregon', footer_text: GENERIC_US_FOOTER },
  { code: 'PA', name: 'Pennsylvania', footer_text: GENERIC_US_FOOTER },
  { code: 'RI', name: 'Rhode Island', footer_text: GENERIC_US_FOOTER },
  { code: 'SC', name: 'South Carolina', footer_text: GENERIC_US_FOOTER },
  { code: 'SD', name: 'South Dakota', footer_text: stateFooter('South Dakota'), legal_link_suffix: '-south-dakota' },
  { code: 'TN', name: 'Tennessee', footer_text: GENERIC_US_FOOTER },
  { code: 'TX', name: 'Texas', footer_text: GENERIC_US_FOOTER },
  { code: 'UT', name: 'Utah', footer_text: GENERIC_US_FOOTER },
  { code: 'VT', name: 'Vermont', footer_text: GENERIC_US_FOOTER },
  { code: 'VA', name: 'Virginia', footer_text: GENERIC_US_FOOTER },
  { code: 'WA', name: 'Washington', footer_text: GENERIC_US_FOOTER },
  { code: 'WV', name: 'West Virginia', footer_text: GENERIC_US_FOOTER },
  { code: 'WI', name: 'Wisconsin', footer_text: stateFooter('Wisconsin'), legal_link_suffix: '-wisconsin' },
  { code: 'WY', name: 'Wyoming', footer_text: GENERIC_US_FOOTER },
];
