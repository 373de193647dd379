Feature: Transfer creation blocked by the verification status
  Opening send money in a Request* or Verifying* status opens the "transaction blocked by user
  status" dialog (spec 01 sections 2 and 4). Its title and text are keyed by the status and fall
  back to the Verifying text; it offers an upload when the status asks for a document, and the
  upload opens inside send money.

  Scenario Outline: Opening send money in <status>
    Given I am in the verification status <status>
    When send money checks whether I may create a transfer
    Then the blocked dialog shows the "<key>" title and text
    And the blocked dialog <offers> to upload a document

    Examples:
      | status                        | key                           | offers         |
      | RequestId                     | RequestId                     | offers         |
      | RequestAddress                | RequestAddress                | offers         |
      | RequestProofOfSourceOfFunds   | RequestProofOfSourceOfFunds   | offers         |
      | RequestIdAddress              | RequestIdAddress              | offers         |
      | VerifyingAddressRequestId     | VerifyingAddressRequestId     | offers         |
      | VerifyingIdRequestAddress     | VerifyingIdRequestAddress     | offers         |
      | VerifyingAddress              | VerifyingAddress              | does not offer |
      | VerifyingId                   | VerifyingId                   | does not offer |
      | VerifyingProofOfSourceOfFunds | VerifyingProofOfSourceOfFunds | does not offer |
      | Verifying                     | Verifying                     | does not offer |
      | VerifyingIdAddress            | Verifying                     | does not offer |

  Scenario Outline: Nothing blocks transfer creation in <status>
    Given I am in the verification status <status>
    When send money checks whether I may create a transfer
    Then no blocked dialog opens

    Examples:
      | status          |
      | Pass            |
      | FailedId        |
      | FailedIdAddress |
      | FailedAddress   |
      | NotRegistered   |

  Scenario: The blocked dialog's upload opens the upload dialog inside send money
    Given I am in the verification status RequestAddress
    When send money checks whether I may create a transfer
    And I choose to upload a document in the blocked dialog
    Then the upload dialog opens inside send money

  Scenario: Closing the blocked dialog ends send money's check as closed
    Given I am in the verification status VerifyingId
    When send money checks whether I may create a transfer
    And I close the blocked dialog
    Then no verification dialog is open
    And send money's check ended "closed"
