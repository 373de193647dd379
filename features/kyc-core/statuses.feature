Feature: Verification statuses and what they mean for the customer
  The sixteen statuses of spec 01 section 4, read from the back office (user/get) through the
  in-memory adapters: their groups, whether a transfer can be created, the status badge and the
  profile menu's "Upload document" item (spec 02 section 2).

  Scenario Outline: <status>
    Given a signed-in customer whose verification status is <status>
    When my verification profile loads
    Then my status is in the groups "<groups>"
    And creating a transfer is <transfer>
    And the status badge is <badge>
    And the profile menu offers "Upload document" for <menu>

    Examples:
      | status                        | groups                             | transfer | badge         | menu    |
      | Pass                          | pass                               | allowed  | pass          | nothing |
      | RequestId                     | upload documents needed, ID needed | blocked  | none          | id      |
      | RequestAddress                | upload documents needed            | blocked  | none          | address |
      | RequestProofOfSourceOfFunds   | upload documents needed            | blocked  | none          | funds   |
      | RequestIdAddress              | ID needed                          | blocked  | none          | nothing |
      | FailedId                      | ID needed                          | allowed  | none          | nothing |
      | FailedIdAddress               | ID needed                          | allowed  | none          | nothing |
      | FailedAddress                 | none                               | allowed  | none          | nothing |
      | VerifyingAddressRequestId     | ID needed, verifying               | blocked  | none          | nothing |
      | VerifyingIdRequestAddress     | verifying                          | blocked  | none          | nothing |
      | Verifying                     | verifying                          | blocked  | none          | nothing |
      | VerifyingAddress              | verifying                          | blocked  | verifying     | nothing |
      | VerifyingId                   | verifying                          | blocked  | verifying     | nothing |
      | VerifyingIdAddress            | verifying                          | blocked  | none          | nothing |
      | VerifyingProofOfSourceOfFunds | verifying                          | blocked  | verifying     | nothing |
      | NotRegistered                 | none                               | allowed  | notRegistered | nothing |

  Scenario Outline: the blocked dialog of <status> uses <key>'s title and text
    Given a signed-in customer whose verification status is <status>
    When my verification profile loads
    Then creating a transfer is blocked
    And the blocked dialog uses the <key> title and text

    Examples:
      | status                        | key                           |
      | RequestId                     | RequestId                     |
      | RequestAddress                | RequestAddress                |
      | RequestProofOfSourceOfFunds   | RequestProofOfSourceOfFunds   |
      | RequestIdAddress              | RequestIdAddress              |
      | VerifyingAddressRequestId     | VerifyingAddressRequestId     |
      | VerifyingIdRequestAddress     | VerifyingIdRequestAddress     |
      | VerifyingAddress              | VerifyingAddress              |
      | VerifyingId                   | VerifyingId                   |
      | VerifyingProofOfSourceOfFunds | VerifyingProofOfSourceOfFunds |
      | Verifying                     | Verifying                     |
      | VerifyingIdAddress            | Verifying                     |
