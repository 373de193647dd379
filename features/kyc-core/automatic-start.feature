Feature: The verification process starts by itself for a new customer
  After the customer loads: NotRegistered, two-plus-two and watchlist both NotVerified, and a
  remitter with street, postcode, name and surname (spec 01 section 4). Once per session.

  Scenario: a new customer's checks start, once
    Given a new customer who has not been through the checks yet
    When the portal starts verification automatically
    Then the automatic start answers "started"
    And the last verification process ran:
      | cmd        | vendor      | verification_reference |
      | watchlist  | kyc-service |                        |
      | twoplustwo | kyc-service |                        |
      | customer   | kyc-service | <my KYC reference>     |
    And my verification status is now RequestId
    When the portal starts verification automatically
    Then the automatic start answers "alreadyRan"
    And the verification process ran "watchlist, twoplustwo, customer"

  Scenario Outline: nothing starts when <condition>
    Given a new customer who has not been through the checks yet
    And <condition>
    When the portal starts verification automatically
    Then the automatic start answers "notNeeded"
    And no verification process ran

    Examples:
      | condition                                |
      | my two-plus-two result is already Verified |
      | my watchlist result is already Verified  |
      | my remitter has no street                |
      | my remitter has no postcode              |
      | my remitter has no name                  |
      | my remitter has no surname               |

  Scenario Outline: nothing starts for a customer in <status>
    Given a signed-in customer whose verification status is <status>
    When the portal starts verification automatically
    Then the automatic start answers "notNeeded"
    And no verification process ran

    Examples:
      | status    |
      | Pass      |
      | RequestId |
      | Verifying |
