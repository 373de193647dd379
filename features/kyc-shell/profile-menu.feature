Feature: Verification in the profile menu
  The profile menu offers "Upload document" only in RequestId, RequestAddress and
  RequestProofOfSourceOfFunds, for the document asked for; a badge shows Pass ("pass"),
  VerifyingId, VerifyingAddress and VerifyingProofOfSourceOfFunds ("verifying") and
  NotRegistered ("Not registered"); every other status shows none (spec 02 section 2).

  Scenario Outline: The profile menu in <status>
    Given I am signed in as a customer from Sweden in the verification status <status>
    Then the profile menu <item>
    And the status badge is "<badge>"

    Examples:
      | status                        | item                                         | badge         |
      | Pass                          | has no upload item                           | pass          |
      | RequestId                     | offers to upload an ID document              | none          |
      | RequestAddress                | offers to upload a proof of address          | none          |
      | RequestProofOfSourceOfFunds   | offers to upload a proof of source of funds  | none          |
      | RequestIdAddress              | has no upload item                           | none          |
      | FailedId                      | has no upload item                           | none          |
      | FailedIdAddress               | has no upload item                           | none          |
      | FailedAddress                 | has no upload item                           | none          |
      | VerifyingAddressRequestId     | has no upload item                           | none          |
      | VerifyingIdRequestAddress     | has no upload item                           | none          |
      | Verifying                     | has no upload item                           | none          |
      | VerifyingAddress              | has no upload item                           | verifying     |
      | VerifyingId                   | has no upload item                           | verifying     |
      | VerifyingIdAddress            | has no upload item                           | none          |
      | VerifyingProofOfSourceOfFunds | has no upload item                           | verifying     |
      | NotRegistered                 | has no upload item                           | notRegistered |

  Scenario: The upload item opens the upload dialog for the document asked for, outside send money
    Given I am signed in as a customer from Sweden in the verification status RequestProofOfSourceOfFunds
    When I choose "Upload document" in the profile menu
    Then the upload dialog opens for a proof of source of funds, outside send money
