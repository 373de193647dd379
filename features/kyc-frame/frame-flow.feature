Feature: The identity vendor's embedded frame
  A customer whose country uses the embedded identity vendor sends the requested document in the
  vendor's own page, framed by the portal (spec 01 section 4). The portal frames the address the KYC
  service gives, hears the frame only from the configured vendor origin and in the vendor's
  protocol, and when the vendor succeeds tells the back office and reads the customer again.

  Scenario Outline: The vendor succeeds: the document goes under review
    Given a customer from Sweden with verification status <status>
    And I am signed in
    When I open the identity vendor's frame flow
    And I press Next in the frame flow
    Then the frame shows the vendor's page for the "<workflow>" workflow, with a spinner
    When the vendor's frame reports it is loaded
    Then the spinner stops
    When the vendor's frame reports success
    Then the frame flow reports the documents as submitted with the status "<after>"
    And the back office has my verification status as "<after>"

    Examples:
      | status                      | workflow | after                         |
      | RequestId                   | id       | VerifyingId                   |
      | RequestAddress              | POA      | VerifyingAddress              |
      | RequestProofOfSourceOfFunds | SOF      | VerifyingProofOfSourceOfFunds |

  Scenario: The vendor gives up: the generic error with the vendor's error code
    Given a customer from Sweden with verification status RequestId
    And I am signed in
    When I open the identity vendor's frame flow
    And I press Next in the frame flow
    And the vendor's frame reports the error "sbx-idv-declined"
    Then the frame flow shows the generic error with the code "sbx-idv-declined"
    When I acknowledge the error
    Then the frame flow reports that it failed
    And the back office has my verification status as "RequestId"

  Scenario: Messages the portal does not expect change nothing
    Given a customer from Sweden with verification status RequestId
    And I am signed in
    When I open the identity vendor's frame flow
    And I press Next in the frame flow
    And a page on another origin posts success in the vendor's protocol
    And the vendor's origin posts a message of another protocol version
    And the vendor's origin posts success for another session
    Then the frame still waits for the vendor's page to load
    And the back office has my verification status as "RequestId"

  Scenario: The KYC service fails to start: what failed, the error code and a retry
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in
    And the KYC service fails once
    When I open the identity vendor's frame flow
    And I press Next in the frame flow
    Then the frame flow shows that the verification page could not be opened, with an error code
    When I try again in the frame flow
    Then the frame shows the vendor's page for the "POA" workflow, with a spinner

  Scenario Outline: The close button: only for address and funds, never inside send money
    Given a customer from Sweden with verification status <status>
    And I am signed in
    When I open the identity vendor's frame flow <where>
    Then the frame flow <shows> a close button

    Examples:
      | status                      | where              | shows         |
      | RequestId                   | from my profile    | does not show |
      | RequestId                   | inside send money  | does not show |
      | RequestAddress              | from my profile    | shows         |
      | RequestAddress              | inside send money  | does not show |
      | RequestProofOfSourceOfFunds | from my profile    | shows         |
      | RequestProofOfSourceOfFunds | inside send money  | does not show |

  Scenario: Closing the address workflow ends the flow without sending anything
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in
    When I open the identity vendor's frame flow
    And I press Next in the frame flow
    And I close the frame flow
    Then the frame flow reports that it was closed
    And the back office has my verification status as "RequestAddress"

  Scenario Outline: The back office decides at once (<decision>): the <dialog> status dialog follows
    Given a customer from Sweden with verification status <status>
    And I am signed in
    And the back office will decide my next verification: <decision>
    When I open the identity vendor's frame flow
    And I press Next in the frame flow
    And the vendor's frame reports it is loaded
    And the vendor's frame reports success
    Then the frame flow reports the documents as submitted with the status "<after>"
    And the frame flow is followed by the <dialog> status dialog

    Examples:
      | status                      | decision | after                         | dialog  |
      | RequestId                   | Pass     | Pass                          | success |
      | RequestId                   | Fail     | FailedId                      | fail    |
      | RequestAddress              | Pass     | Pass                          | success |
      | RequestAddress              | Fail     | FailedAddress                 | fail    |
      | RequestProofOfSourceOfFunds | Fail     | VerifyingProofOfSourceOfFunds | review  |
      | RequestId                   | Review   | VerifyingId                   | wait    |
