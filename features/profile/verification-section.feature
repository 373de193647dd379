Feature: The verification section of my profile
  The profile lists proof of identity, selfie, proof of address and proof of source of funds,
  each with its state (verified, in review, needed, not needed), from identity verification's view
  of the customer (the verification status and the effective document request, spec 01 section
  4). A needed document has an upload, which opens identity verification's own upload for it (the
  selfie is taken with the proof of identity). The section names the review time: up to 2
  business days (spec 02 sections 2 and 9).

  Scenario Outline: each document's state follows my verification status
    Given a signed-in customer whose verification status is <status>
    When I open my profile
    Then my profile's verification shows:
      | Proof of identity        | <identity> |
      | Selfie                   | <selfie>   |
      | Proof of address         | <address>  |
      | Proof of source of funds | <funds>    |
    And my profile offers an upload for "<uploads>"

    Examples:
      | status                        | identity   | selfie     | address    | funds      | uploads                                     |
      | Pass                          | Verified   | Verified   | Not needed | Not needed | nothing                                     |
      | RequestId                     | Needed     | Needed     | Not needed | Not needed | Proof of identity                           |
      | RequestAddress                | Verified   | Verified   | Needed     | Not needed | Proof of address                            |
      | RequestProofOfSourceOfFunds   | Verified   | Verified   | Not needed | Needed     | Proof of source of funds                    |
      | RequestIdAddress              | Needed     | Needed     | Needed     | Not needed | Proof of identity, Proof of address         |
      | FailedId                      | Needed     | Needed     | Not needed | Not needed | Proof of identity                           |
      | FailedIdAddress               | Needed     | Needed     | Needed     | Not needed | Proof of identity, Proof of address         |
      | FailedAddress                 | Verified   | Verified   | Needed     | Not needed | Proof of address                            |
      | VerifyingAddressRequestId     | Needed     | Needed     | In review  | Not needed | Proof of identity                           |
      | VerifyingIdRequestAddress     | In review  | In review  | Needed     | Not needed | Proof of address                            |
      | Verifying                     | In review  | In review  | Not needed | Not needed | nothing                                     |
      | VerifyingAddress              | Verified   | Verified   | In review  | Not needed | nothing                                     |
      | VerifyingId                   | In review  | In review  | Not needed | Not needed | nothing                                     |
      | VerifyingIdAddress            | In review  | In review  | In review  | Not needed | nothing                                     |
      | VerifyingProofOfSourceOfFunds | Verified   | Verified   | Not needed | In review  | nothing                                     |
      | NotRegistered                 | Needed     | Needed     | Not needed | Not needed | Proof of identity                           |

  Scenario: the next document becomes needed once my limit warning is on
    Given a signed-in customer whose verification status is Pass
    And the back office asks next for ProofOfIncome, standard
    And my limit warning is on
    When I open my profile
    Then my profile's verification shows:
      | Proof of source of funds | Needed |
    And my profile offers an upload for "Proof of source of funds"

  Scenario: an upload opens identity verification's upload for that document
    Given a signed-in customer whose verification status is RequestIdAddress
    When I open my profile
    And I choose "Upload proof of address" on my profile
    Then identity verification's upload opens for the address screen, outside send money

  Scenario: a document I sent shows in review once the back office has it
    Given a signed-in customer whose verification status is RequestAddress
    When I open my profile
    And the back office sets my verification status to VerifyingAddress
    And identity verification reads my profile again
    Then my profile's verification shows:
      | Proof of address | In review |
    And my profile offers an upload for "nothing"

  Scenario: the review time is up to 2 business days
    Given a signed-in customer whose verification status is VerifyingId
    When I open my profile
    Then my profile says "When you send us a document, our review can take up to 2 business days."
