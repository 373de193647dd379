Feature: Confirm and pay: the transaction schema's payout details and the US SSN last four digits
  Step 4 reads the back office's transaction schema for the transfer's destination and payout type
  (read at the transaction_schema_url the destination's beneficiary schema gives, spec 02 section 3:
  the sandbox names GET /api/v2/schemas/transaction, not the contract's fallback path, so these
  scenarios see that it is followed; an address on another site is never read)
  and asks for its fields besides the purpose and the collection point: a relationship, a source of
  funds, remarks, and for a cash collection or an account payout the recipient's house or building
  number (required) and flat number (optional). The back office refuses a transfer without a
  required one. A US customer confirms the transfer with the last four digits of their Social
  Security number in a dialog; they go with the create only and are never kept (spec 02 section 2;
  issue 8). The sandbox's US customers' SSN ends in 6789.

  Scenario: a cash collection asks for the house or building number; without it nothing is made
    Given a customer from Sweden
    And I am signed in
    And my transfer in progress sends 1000 SEK to my recipient "Khadra Jama"
    When I open the confirm step
    Then the confirm step asks for the payout details "relationship, sender_fund_source, remarks, house_number*, flat_number"
    When I choose the purpose "Family Support", the collection point "DHB-HGA" and to pay by wallet
    And I continue to payment
    Then the payout detail "house_number" says "The house or building number field is required."
    And no transfer was made
    And the SSN dialog is not open
    When I type "12B" in the payout detail "house_number"
    And I type "3" in the payout detail "flat_number"
    And I continue to payment
    Then a transfer was made with the payout details "house_number=12B, flat_number=3"

  Scenario: a mobile transfer asks for no address
    Given a customer from Sweden
    And I am signed in
    And my transfer in progress sends 1000 SEK to my recipient "Abdirahman Warsame"
    When I open the confirm step
    Then the confirm step asks for the payout details "relationship, sender_fund_source, remarks"

  Scenario: a transaction schema on another site is not read: the step says so and makes nothing
    Given a customer from Sweden
    And I am signed in
    And the back office names "https://evil.example/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO" as the transaction schema of SO
    And my transfer in progress sends 1000 SEK to my recipient "Abdirahman Warsame"
    When I open the confirm step, whatever its transaction schema
    Then the payout details say "Payout details not opened: The form for the payout details is on an address outside our service, so we did not open it. Please contact Customer Support."
    When I choose the purpose "Gift" and to pay by wallet
    And I continue to payment
    Then no transfer was made

  Scenario Outline: a US customer confirms the transfer with their SSN's last four digits (<case>)
    Given a customer from the United States living in Iowa
    And I am signed in
    And my transfer in progress sends 100 USD to my recipient "Abdirahman Warsame"
    When I open the confirm step
    And I choose the purpose "Gift" and to pay by card
    And I continue to payment
    Then the SSN dialog is open
    And no transfer was made
    When I confirm the SSN dialog with "<digits>"
    Then <outcome>

    Examples:
      | case     | digits | outcome                                                                                            |
      | matching | 6789   | a transfer was made                                                                                |
      | wrong    | 1234   | the SSN dialog says "These digits do not match the SSN we have for you. Check them and try again." |
      | missing  |        | the SSN dialog says "Enter the last four digits of your SSN."                                      |

  Scenario: a US customer without an SSN on file: the back office cannot confirm it, the dialog says so and stays open
    Given a customer from the United States living in Iowa
    And I am signed in
    And the back office holds no SSN for me
    And my transfer in progress sends 100 USD to my recipient "Abdirahman Warsame"
    When I open the confirm step
    And I choose the purpose "Gift" and to pay by card
    And I continue to payment
    And I confirm the SSN dialog with "6789"
    Then the SSN dialog says "We could not confirm your SSN. Enter its last four digits."
    And no transfer was made
    And the SSN digits are kept nowhere in the transfer in progress

  Scenario: Cancel in the SSN dialog goes back to the step with everything kept
    Given a customer from the United States living in Iowa
    And I am signed in
    And my transfer in progress sends 100 USD to my recipient "Abdirahman Warsame"
    When I open the confirm step
    And I choose the purpose "Gift" and to pay by card
    And I type "Eid gift" in the payout detail "remarks"
    And I continue to payment
    And I type "67" in the SSN dialog and cancel it
    Then the SSN dialog is not open
    And the confirm step still has the purpose "Gift" and the payout detail "remarks" "Eid gift"
    And no transfer was made
