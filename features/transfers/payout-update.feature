Feature: Updating a transfer's payout details (/transfers/:transactionReference, transaction-update)
  The page shows the fields the back office's transaction schema gives for the transfer's
  destination and payout type (the purpose, remarks, the mobile network of a mobile payout, the
  collection point of a cash one), filled with the transfer's details. The portal's rules run
  before any call; a refusal goes under its field and nothing typed is lost; once saved the page
  says "Payout details updated" with the way back to the transfer. A transfer the payout partner
  already has can no longer be updated (spec 02 sections 2, 3, 5 and 8; issue 9).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: the fields of a mobile transfer, filled with its details
    When I open the payout details of transfer "TR00000001"
    Then the payout details fields are:
      | field                  | required | value          |
      | purpose_of_transaction | yes      | Family Support |
      | remarks                | no       |                |
      | mobile_network_code    | yes      | HRM            |
    And the choices of "mobile_network_code" are "HRM, EDH"

  Scenario: new details saved: "Payout details updated", with the way back to the transfer
    When I open the payout details of transfer "TR00000001"
    And I set the payout detail "purpose_of_transaction" to "Education"
    And I set the payout detail "remarks" to "School fees"
    And I save the payout details
    Then the page says "Payout details updated"
    And its way back goes to "/transfers?ref=TR00000001"
    And the back office has the purpose "Education" and the remarks "School fees" for transfer "TR00000001"

  Scenario: the back office refuses a network that does not serve the recipient's number, under its field
    When I open the payout details of transfer "TR00000001"
    And I set the payout detail "mobile_network_code" to "EDH"
    And I set the payout detail "remarks" to "For the rent"
    And I save the payout details
    Then the payout detail "mobile_network_code" shows the refusal "The recipient’s number is not on Edahab."
    And the payout details still hold "EDH" and "For the rent"
    And the back office has the purpose "Family Support" and no remarks for transfer "TR00000001"

  Scenario: the portal's own rules before any call
    When I open the payout details of transfer "TR00000001"
    And I set the payout detail "purpose_of_transaction" to ""
    And I set the payout detail "remarks" to "???"
    And I save the payout details
    Then the payout details show the problems:
      | field                  | problem      |
      | purpose_of_transaction | required     |
      | remarks                | alphanumeric |
    And the back office has the purpose "Family Support" and no remarks for transfer "TR00000001"

  Scenario: a transfer with the payout partner can no longer be updated
    When I open the payout details of transfer "TR00000009"
    Then the page says the transfer can no longer be updated

  Scenario: a transfer that moved on while the page was open
    When I open the payout details of transfer "TR00000001"
    And the back office moves transfer "TR00000001" to SENT
    And I set the payout detail "remarks" to "Too late"
    And I save the payout details
    Then the page says the transfer can no longer be updated
