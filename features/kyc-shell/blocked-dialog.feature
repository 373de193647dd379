Feature: Transfer creation blocked by the verification status
  Opening send money in a Request* or Verifying* status opens the "transaction blocked by user
  status" dialog (spec 01 sections 2 and 4). Its title and text are keyed by the status and fall
  back to the Verifying text; it offers an upload when the status asks for a document, and the
  upload opens inside send money.

  Scenario Outline: Opening send money in <status>
    Given I am signed in as a customer from Sweden in the verification status <status>
    When I open send money
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
    Given I am signed in as a customer from Sweden in the verification status <status>
    When I open send money
    Then no blocked dialog opens and I may create a transfer

    Examples:
      | status          |
      | Pass            |
      | FailedId        |
      | FailedIdAddress |
      | FailedAddress   |
      | NotRegistered   |

  Scenario: The blocked dialog's upload opens the upload dialog inside send money; once cleared, send money goes on
    Given I am signed in as a customer from the United Kingdom in the verification status RequestId
    When I open send money
    And I choose to upload a document in the blocked dialog
    Then the upload dialog opens inside send money
    When I send the document asked for and the back office sets my status to Pass
    Then send money's check ends "cleared"

  Scenario: After an upload still under review, send money stays blocked
    Given I am signed in as a customer from Sweden in the verification status RequestAddress
    When I open send money
    And I choose to upload a document in the blocked dialog
    And I send the document asked for and the back office sets my status to VerifyingAddress
    Then send money's check ends "still-blocked"

  Scenario: Closing the blocked dialog leaves transfer creation blocked
    Given I am signed in as a customer from Sweden in the verification status VerifyingId
    When I open send money
    And I close the blocked dialog
    Then no verification dialog is open
    And send money's check ends "still-blocked"
